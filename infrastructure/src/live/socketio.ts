import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { LiveNotifier } from './port';

/**
 * In-process: emits through the socket.io server of this process. With the Redis adapter
 * attached to that server, the emit also reaches the other instances.
 */
export function createSocketServerNotifier(io: Pick<Server, 'to'>): LiveNotifier {
  return {
    emit: (rooms, event, payload) => void io.to(rooms).emit(event, payload),
    close: async () => undefined,
  };
}

/** A notifier for a socket server that comes later (the standalone attaches it once it listens); drops emits until then. */
export function createLateNotifier(): LiveNotifier & { use(notifier: LiveNotifier | null): void } {
  let target: LiveNotifier | null = null;
  return {
    use: (notifier) => void (target = notifier),
    emit: (rooms, event, payload) => target?.emit(rooms, event, payload),
    close: async () => undefined,
  };
}

/** From a process without a socket.io server (workers): publishes over Redis to every instance. */
export function createRedisEmitterNotifier(redis: Redis): LiveNotifier {
  const emitter = new Emitter(redis);
  return {
    emit: (rooms, event, payload) => void emitter.to(rooms).emit(event, payload),
    close: async () => undefined,
  };
}

/** Lets emits on one query-service instance reach sockets connected to the others. */
export function attachRedisAdapter(io: Server, pub: Redis): { close(): Promise<void> } {
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub));
  return {
    close: async () => {
      sub.disconnect();
    },
  };
}
