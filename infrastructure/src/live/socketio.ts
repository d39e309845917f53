import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { liveControl, liveHeartbeatSeconds } from '@tavico/contracts';
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

/**
 * Tells this server's sockets, every `liveHeartbeatSeconds`, that their pushes can reach them
 * (while `up`): a client that hears nothing for a while fetches again.
 */
export function startLiveHeartbeat(
  io: Pick<Server, 'local'>,
  options: { up?: () => boolean; everyMs?: number; onBeat?: (sent: boolean) => void } = {},
): { stop(): void } {
  const timer = setInterval(
    () => {
      const up = options.up?.() ?? true;
      if (up) io.local.emit(liveControl.heartbeat, {});
      options.onBeat?.(up);
    },
    options.everyMs ?? liveHeartbeatSeconds * 1000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Lets emits on one query-service instance reach sockets connected to the others. Pushes that
 * crossed Redis while this instance's link was down are lost (pub/sub keeps nothing), so when the
 * link comes back the instance tells its own sockets to fetch again; while the link is up it sends
 * them a heartbeat, whose absence tells a client its pushes may not be arriving.
 */
export function attachRedisAdapter(
  io: Server,
  pub: Redis,
  options: {
    heartbeatMs?: number;
    onError?: (error: unknown) => void;
    /** Each heartbeat's turn: sent (the link is up) or held back. */
    onHeartbeat?: (sent: boolean) => void;
  } = {},
): { close(): Promise<void> } {
  const sub = pub.duplicate();
  // Redis away is reported here (the connections keep trying); it must not go unheard.
  for (const connection of [pub, sub]) connection.on('error', (error) => options.onError?.(error));
  io.adapter(createAdapter(pub, sub));
  let lost = false;
  const onLost = () => void (lost = true);
  const onReady = () => {
    if (!lost) return;
    lost = false;
    io.local.emit(liveControl.resync, {});
  };
  for (const connection of [pub, sub]) {
    connection.on('close', onLost);
    connection.on('ready', onReady);
  }
  const heartbeat = startLiveHeartbeat(io, {
    up: () => pub.status === 'ready' && sub.status === 'ready',
    everyMs: options.heartbeatMs,
    onBeat: options.onHeartbeat,
  });
  return {
    close: async () => {
      heartbeat.stop();
      for (const connection of [pub, sub]) {
        connection.off('close', onLost);
        connection.off('ready', onReady);
      }
      // The socket server, closed first, had the adapter unsubscribe: QUIT is answered after
      // those, so none is left to fail with "Connection is closed" (a second at most, for a
      // Redis that is away).
      const quit = sub.quit().then(
        () => undefined,
        () => undefined,
      );
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      sub.disconnect();
    },
  };
}
