import {
  attachRedisAdapter,
  createMetrics,
  createSessionTokens,
  loadConfig,
  openBlobStore,
  openDocumentStore,
  openRedis,
  requireSettings,
  runService,
  systemClock,
} from '@tavico/infrastructure';
import { collections } from '@tavico/contracts';
import type { Server } from 'socket.io';
import { createQueryApp } from './app';
import { pollCheckpoints } from './positions';
import { attachSockets } from './sockets';

/** The query service alone: reads MongoDB; sockets fan out across instances through Redis. */
runService('query-service', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the query service', ['MONGO_URL', 'REDIS_URL', 'SESSION_SECRET']);
  const store = await openDocumentStore(config);
  const redis = openRedis(config.REDIS_URL);
  const metrics = createMetrics('query-service');
  const tokens = createSessionTokens(config.SESSION_SECRET);
  // The projections the query side reads; their checkpoints tell how far the read models are.
  const projectionNames = [
    collections.users,
    collections.products,
    collections.reviews,
    collections.banners,
    collections.images,
    collections.carts,
    collections.addresses,
  ];
  const waitForPosition = pollCheckpoints(store, projectionNames);
  let io: Server | null = null;
  let adapter: { close(): Promise<void> } | null = null;
  const app = createQueryApp({
    store,
    blobs: openBlobStore(config),
    tokens,
    clock: systemClock,
    waitForPosition,
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    ready: async () => (await store.ping()) && redis.status === 'ready',
  });
  return {
    config,
    app,
    defaultPort: 8082,
    attach(server) {
      io = attachSockets(server, { store, tokens, clock: systemClock });
      adapter = attachRedisAdapter(io, redis);
    },
    drain: async () => {
      io?.disconnectSockets(true);
    },
    close: async () => {
      await adapter?.close();
      redis.disconnect();
      await store.close();
    },
  };
});
