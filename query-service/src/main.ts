import {
  attachRedisAdapter,
  createMetrics,
  createSessionTokens,
  createOrderLinks,
  openOrderLookupLimiter,
  loadConfig,
  openBlobStore,
  outboxDir,
  openDocumentStore,
  openQueue,
  openRedis,
  redisReady,
  readModelStore,
  requireSettings,
  runService,
  systemClock,
} from '@tavico/infrastructure';
import path from 'node:path';
import type { Server } from 'socket.io';
import { createQueryApp } from './app';
import { pollCheckpoints } from './positions';
import { attachSockets } from './sockets';
import { chatDeps } from './chat/setup';
import { followShopCurrency } from './shopCurrency';
import { serverRender } from './renderedPages';
import { storedCatalogueStamp } from './responseCache';

/**
 * The query service alone: reads MongoDB (or, without MONGO_URL, the SQLite read store in
 * DATA_DIR that services on one machine share); sockets fan out across instances through Redis.
 */
runService('query-service', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the query service', ['REDIS_URL', 'SESSION_SECRET']);
  const raw = await openDocumentStore(config);
  const store = readModelStore(raw);
  // Fail fast: with Redis away, a chat question or a job lookup answers 503 at once, not after a hang.
  const redis = openRedis(config.REDIS_URL, { failFast: true });
  // The sockets' fan-out keeps its own connection, which waits for Redis and resubscribes after a loss.
  const fanout = openRedis(config.REDIS_URL);
  if (!(await redisReady(redis))) logger.warn('Redis does not answer yet: requests that need it answer 503');
  // Only to look rebuild jobs up: this service runs none.
  const queue = openQueue(config, redis);
  const metrics = createMetrics('query-service');
  const tokens = createSessionTokens(config.SESSION_SECRET);
  let io: Server | null = null;
  let adapter: { close(): Promise<void> } | null = null;
  const origins = { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS };
  const currency = await followShopCurrency(store, config.SHOP_CURRENCY);
  const app = createQueryApp({
    shopCurrency: currency.current,
    store,
    blobs: openBlobStore(config),
    tokens,
    clock: systemClock,
    waitForPosition: pollCheckpoints(store),
    codMaxTotal: config.COD_MAX_TOTAL,
    outboxDir: config.SMTP_URL ? null : outboxDir(config),
    queue,
    chat: chatDeps(config, { redis, logger }),
    orderLinks: createOrderLinks(config.SESSION_SECRET),
    lookups: { limiter: openOrderLookupLimiter(redis), perIpPerHour: config.ORDER_LOOKUPS_PER_IP_PER_HOUR },
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    origins,
    ready: async () => (await store.ping()) && redis.status === 'ready',
    pages: config.PAGE_TEMPLATE_URL
      ? {
          template: fetchTemplate(config.PAGE_TEMPLATE_URL),
          publicUrl: config.PUBLIC_URL,
          store,
          shopCurrency: currency.current,
          // The storefront's pages rendered with their content (the image builds the app beside
          // the service), kept under the catalogue's stamp as the JSON answers are.
          render: serverRender(path.dirname(config.FRONTEND_DIST ?? path.resolve(__dirname, '../../frontend/dist'))),
          catalogueStamp: storedCatalogueStamp(store),
        }
      : null,
  });
  return {
    config,
    app,
    defaultPort: 8082,
    attach(server) {
      io = attachSockets(server, { store, tokens, clock: systemClock, origins });
      adapter = attachRedisAdapter(io, fanout, {
        onError: (error) => logger.warn({ err: error }, 'the sockets lost their link to Redis; reconnecting'),
      });
    },
    drain: async () => {
      io?.disconnectSockets(true);
    },
    close: async () => {
      currency.stop();
      await adapter?.close();
      await queue.close();
      redis.disconnect();
      fanout.disconnect();
      await store.close();
    },
  };
});

/** The gateway's index.html, fetched when first needed (again after a failure). */
function fetchTemplate(url: string) {
  return async () => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!answer.ok) throw new Error(`the page template at ${url} answered ${answer.status}`);
    return answer.text();
  };
}
