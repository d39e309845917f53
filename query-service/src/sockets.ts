import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { liveRooms as rooms, type SessionUser } from '@tavico/contracts';
import {
  originAllowed,
  type Clock,
  type DocumentStore,
  type OriginPolicy,
  type SessionTokens,
} from '@tavico/infrastructure';
import { sessionUser } from './session';

/**
 * socket.io on the query service. A socket is accepted only from the shop's own origin (or
 * PUBLIC_URL, CORS_ORIGINS) and with an open session (the same cookie as HTTP), and joins its user's room; admins and auditors also join the admin feed.
 * WebSocket only, so instances behind a load balancer need no sticky sessions.
 */
export function attachSockets(
  server: HttpServer,
  deps: { store: DocumentStore; tokens: SessionTokens; clock: Clock; origins?: OriginPolicy },
): Server {
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // A page on another site may not open a socket with the victim's cookie and read their orders.
    allowRequest: (req, callback) => callback(null, originAllowed(req.headers, deps.origins ?? {})),
  });
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
