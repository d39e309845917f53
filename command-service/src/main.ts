import {
  createMetrics,
  createOrderLinks,
  createSessionTokens,
  loadConfig,
  openBlobStore,
  openEventStore,
  openPayments,
  openQueue,
  openRateLimiter,
  openPasswordResetLimiter,
  openRegisterLimiter,
  openRedis,
  redisReady,
  snapshotWarnings,
  openSnapshotStore,
  requireSettings,
  runService,
  systemClock,
  uuid,
} from '@tavico/infrastructure';
import { authSettingsFrom, checkoutPolicyFrom, createCommandApp } from './app';
import { createScryptHasher } from './auth/password';
import { ensureAdmin } from './user/ensureAdmin';
import { seedDemoData } from '@tavico/demo';
import { ensureShopCurrency } from './shop/currency';

/**
 * The command service alone: on EventStoreDB, or without EVENTSTORE_URL on the SQLite log in
 * DATA_DIR that the services on one machine share; Redis for shared login limits and the job queue.
 */
runService('command-service', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the command service', ['SESSION_SECRET']);
  // A damaged log ends the process, non-zero, after saying why (a supervisor restarts it).
  const fatal = (error: unknown) => {
    logger.fatal({ err: error }, 'the event log cannot be followed');
    process.exit(1);
  };
  const eventStore = openEventStore(config, { onDamaged: fatal });
  // The shop's currency first: recorded at the first start, before anything else is written.
  const currency = await ensureShopCurrency(eventStore, config.SHOP_CURRENCY, {
    id: uuid,
    now: () => systemClock.now().toISOString(),
  });
  logger.info({ currency }, 'shop currency');
  const snapshots = openSnapshotStore(config);
  // Fail fast: with Redis away, a login or a queued job answers 503 at once instead of hanging.
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, { failFast: true }) : null;
  if (redis && !(await redisReady(redis))) logger.warn('Redis does not answer yet: logins answer 503 until it does');
  const queue = redis ? openQueue(config, redis) : null;
  const metrics = createMetrics('command-service');
  const app = createCommandApp({
    eventStore,
    currency,
    snapshots,
    ...snapshotWarnings(logger),
    blobs: openBlobStore(config),
    clock: systemClock,
    ids: uuid,
    metrics,
    logger,
    passwords: createScryptHasher(),
    tokens: createSessionTokens(config.SESSION_SECRET),
    orderLinks: createOrderLinks(config.SESSION_SECRET),
    loginLimiter: openRateLimiter(config, redis),
    registerLimiter: openRegisterLimiter(redis),
    resetLimiter: openPasswordResetLimiter(redis),
    settings: authSettingsFrom(config),
    payments: openPayments(config, { eventStore, clock: systemClock, ids: uuid, metrics }),
    checkout: checkoutPolicyFrom(config, currency),
    publicUrl: config.PUBLIC_URL,
    queue,
    trustProxy: config.TRUST_PROXY,
    origins: { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS },
    ready: async () =>
      await eventStore.headPosition().then(
        () => true,
        () => false,
      ),
  });
  if (config.DEMO_DATA) {
    const outcome = await seedDemoData(app.side, eventStore);
    logger.info({ outcome }, 'demo data checked');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(app.side, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info({ outcome }, 'admin account checked');
  }
  return {
    config,
    app,
    defaultPort: 8081,
    close: async () => {
      await queue?.close();
      await eventStore.close();
      await snapshots.close();
      redis?.disconnect();
    },
  };
});
