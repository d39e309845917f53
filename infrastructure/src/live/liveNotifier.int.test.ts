import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { Emitter } from '@socket.io/redis-emitter';
import { liveControl } from '@tavico/contracts';
import { startOwnRedis } from '../../../test/support/redisServer';
import type { LiveNotifier } from './port';
import { attachRedisAdapter, createRedisEmitterNotifier, createSocketServerNotifier } from './socketio';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A socket.io server whose sockets join the room named in their handshake. */
async function startServer(setup?: (io: Server) => void) {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  setup?.(io);
  io.on('connection', (socket) => void socket.join(String(socket.handshake.auth.room)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, url, close: () => new Promise<void>((resolve) => io.close(() => resolve())) };
}

async function client(url: string, room: string) {
  const socket = connect(url, { transports: ['websocket'], auth: { room }, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: unknown[] = [];
  const probes: unknown[] = [];
  socket.on('order', (payload) => received.push(payload));
  socket.on('probe', (payload) => probes.push(payload));
  return { socket, received, probes };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met: ${check.toString()}`);
    await pause(10);
  }
};

/**
 * Waits until every client hears what is sent to its room through `send` (a socket has joined,
 * and an adapter on another instance has subscribed): probes are sent until each has heard one.
 */
async function joined(
  send: (room: string, event: string, payload: unknown) => void,
  rooms: [string, { probes: unknown[] }][],
) {
  for (let i = 0; ; i++) {
    for (const [room] of rooms) send(room, 'probe', i);
    try {
      return await until(() => rooms.every(([, c]) => c.probes.length > 0), 200);
    } catch {
      // not yet: probe again
    }
  }
}

function notifierContract(
  setupCase: () => Promise<{ notifier: LiveNotifier; urls: string[]; close: () => Promise<void> }>,
) {
  let env: Awaited<ReturnType<typeof setupCase>>;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    env = await setupCase();
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await env.close();
  });

  // Rooms unique per test: other runs on the same Redis never share them.
  const alice = `user:alice-${randomUUID()}`;
  const bob = `user:bob-${randomUUID()}`;

  it('delivers an emit to every socket in the room, on every instance', async () => {
    const clients = await Promise.all(env.urls.map((url) => client(url, alice)));
    sockets.push(...clients.map((c) => c.socket));
    await joined(
      env.notifier.emit,
      clients.map((c) => [alice, c]),
    );
    env.notifier.emit(alice, 'order', { orderId: 'o1', status: 'confirmed' });
    await until(() => clients.every((c) => c.received.length === 1));
    for (const c of clients) expect(c.received).toEqual([{ orderId: 'o1', status: 'confirmed' }]);
  });

  it('never delivers to a socket in another room', async () => {
    const inAlice = await client(env.urls[0], alice);
    const inBob = await client(env.urls[env.urls.length - 1], bob);
    sockets.push(inAlice.socket, inBob.socket);
    await joined(env.notifier.emit, [
      [alice, inAlice],
      [bob, inBob],
    ]);
    env.notifier.emit(alice, 'order', { orderId: 'o2' });
    // A marker to Bob after it: once he has it, anything sent before would have reached him too.
    env.notifier.emit(bob, 'order', { marker: true });
    await until(() => inAlice.received.length === 1 && inBob.received.length === 1);
    expect(inAlice.received).toEqual([{ orderId: 'o2' }]);
    expect(inBob.received).toEqual([{ marker: true }]);
  });
}

describe('in-process live notifier', () => {
  notifierContract(async () => {
    const server = await startServer();
    return { notifier: createSocketServerNotifier(server.io), urls: [server.url], close: server.close };
  });
});

describe('Redis live notifier (emitter in workers, adapter on two query-service instances)', () => {
  jest.setTimeout(20_000);
  notifierContract(async () => {
    const redis = new Redis(redisUrl);
    const adapters: { close(): Promise<void> }[] = [];
    const a = await startServer((io) => adapters.push(attachRedisAdapter(io, redis)));
    const b = await startServer((io) => adapters.push(attachRedisAdapter(io, redis)));
    const emitterRedis = new Redis(redisUrl);
    return {
      notifier: createRedisEmitterNotifier(emitterRedis),
      urls: [a.url, b.url],
      close: async () => {
        await a.close();
        await b.close();
        for (const adapter of adapters) await adapter.close();
        redis.disconnect();
        emitterRedis.disconnect();
      },
    };
  });

  it('carries an emit made through one instance to sockets on the other', async () => {
    const redis = new Redis(redisUrl);
    const adapters: { close(): Promise<void> }[] = [];
    const a = await startServer((io) => adapters.push(attachRedisAdapter(io, redis)));
    const b = await startServer((io) => adapters.push(attachRedisAdapter(io, redis)));
    const room = `user:${randomUUID()}`;
    const onB = await client(b.url, room);
    try {
      const throughA = createSocketServerNotifier(a.io);
      await joined(throughA.emit, [[room, onB]]);
      throughA.emit(room, 'order', { via: 'a' });
      await until(() => onB.received.length === 1);
      expect(onB.received).toEqual([{ via: 'a' }]);
    } finally {
      onB.socket.disconnect();
      await a.close();
      await b.close();
      for (const adapter of adapters) await adapter.close();
      redis.disconnect();
    }
  });
});

describe('a query service whose link to Redis is lost and comes back', () => {
  jest.setTimeout(60_000);
  it('sends heartbeats while the link is up, and tells its sockets to fetch again once it is back', async () => {
    const own = await startOwnRedis();
    const pub = new Redis(own.url, { maxRetriesPerRequest: null, retryStrategy: () => 50 });
    let adapter: { close(): Promise<void> } | null = null;
    let heldBack = 0;
    const onHeartbeat = (sent: boolean) => void (heldBack += sent ? 0 : 1);
    const server = await startServer(
      (io) => (adapter = attachRedisAdapter(io, pub, { heartbeatMs: 100, onHeartbeat })),
    );
    const room = `user:${randomUUID()}`;
    const { socket, received } = await client(server.url, room);
    const control: string[] = [];
    socket.on(liveControl.heartbeat, () => control.push('heartbeat'));
    socket.on(liveControl.resync, () => control.push('resync'));
    try {
      await until(() => control.includes('heartbeat'), 20_000);
      expect(control).not.toContain('resync');

      await own.kill();
      await until(() => pub.status !== 'ready', 20_000);
      // While Redis is away: no heartbeat reaches the socket, so a client can tell. A marker sent
      // on the socket itself comes after anything sent before it, so the window is exact: from
      // the first marker to the second, four heartbeats' turns held back with the link down.
      const marker = () =>
        new Promise<void>((resolve) => {
          socket.once('marker', () => resolve());
          server.io.local.emit('marker', {});
        });
      await marker();
      control.length = 0;
      const before = heldBack;
      await until(() => heldBack >= before + 4, 20_000);
      await marker();
      expect(control).toEqual([]);

      await own.restart();
      await until(() => control.includes('resync'), 20_000);
      expect(control[0]).toBe('resync');
      // The adapter is subscribed again: emits from the workers reach the socket once more.
      const emitterRedis = new Redis(own.url);
      try {
        await until(() => control.includes('heartbeat'), 20_000);
        new Emitter(emitterRedis).to(room).emit('order', { orderId: 'after' });
        await until(() => received.length > 0, 20_000);
        expect(received).toEqual([{ orderId: 'after' }]);
      } finally {
        emitterRedis.disconnect();
      }
    } finally {
      socket.disconnect();
      // The socket server first: closing it unsubscribes its adapter, which needs the connection.
      await server.close();
      await (adapter as { close(): Promise<void> } | null)?.close();
      pub.disconnect();
      await own.kill();
    }
  });
});
