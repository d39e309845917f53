import {
  attachRedisAdapter,
  createMetrics,
  createSessionTokens,
  loadConfig,
  openBlobStore,
  openDocumentStore,
  openQueue,
  openRedis,
  readModelStore,
  requireSettings,
  runService,
  systemClock,
} from '@tavico/infrastructure';
import type { Server } from 'socket.io';
import { createQueryApp } from './app';
import { pollCheckpoints } from './positions';
import { attachSockets } from './sockets';
import { chatDeps } from './chat/setup';

/**
 * The query service alone: reads MongoDB (or, without MONGO_URL, the SQLite read store in
 * DATA_DIR that services on one machine share); sockets fan out across instances through Redis.
 */
runService('query-service', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the query service', ['REDIS_URL', 'SESSION_SECRET']);
  const raw = await openDocumentStore(config);
  const store = readModelStore(raw);
  const redis = openRedis(config.REDIS_URL);
  // Only to look rebuild jobs up: this service runs none.
  const queue = openQueue(config, redis);
  const metrics = createMetrics('query-service');
  const tokens = createSessionTokens(config.SESSION_SECRET);
  let io: Server | null = null;
  let adapter: { close(): Promise<void> } | null = null;
  const origins = { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS };
  const app = createQueryApp({
    store,
    blobs: openBlobStore(config),
    tokens,
    clock: systemClock,
    waitForPosition: pollCheckpoints(store),
    queue,
    chat: chatDeps(config, { redis, logger }),
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    origins,
    ready: async () => (await store.ping()) && redis.status === 'ready',
  });
  return {
    config,
    app,
    defaultPort: 8082,
    attach(server) {
      io = attachSockets(server, { store, tokens, clock: systemClock, origins });
      adapter = attachRedisAdapter(io, redis);
    },
    drain: async () => {
      io?.disconnectSockets(true);
    },
    close: async () => {
      await adapter?.close();
      await queue.close();
      redis.disconnect();
      await store.close();
    },
  };
});
