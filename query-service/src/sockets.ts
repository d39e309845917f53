import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { liveRooms as rooms, type SessionUser } from '@tavico/contracts';
import type { Clock, DocumentStore, SessionTokens } from '@tavico/infrastructure';
import { sessionUser } from './session';

/**
 * socket.io on the query service. A socket is accepted only with an open session (the same
 * cookie as HTTP), and joins its user's room; admins and auditors also join the admin feed.
 * WebSocket only, so instances behind a load balancer need no sticky sessions.
 */
export function attachSockets(
  server: HttpServer,
  deps: { store: DocumentStore; tokens: SessionTokens; clock: Clock },
): Server {
  const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  io.use(async (socket, next) => {
    try {
      const user = await sessionUser(deps, socket.handshake.headers, deps.clock.now());
      if (!user) return next(new Error('unauthorized'));
      socket.data.user = user;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as SessionUser;
    void socket.join(rooms.user(user.id));
    if (user.role === 'admin' || user.role === 'auditor') void socket.join(rooms.admins);
  });
  return io;
}
