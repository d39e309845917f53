import express from 'express';
import {
  createMetrics,
  loadConfig,
  openBlobStore,
  openPayments,
  openDocumentStore,
  openEventStore,
  openQueue,
  openRedis,
  operationsRoutes,
  requireSettings,
  runService,
  systemClock,
  uuid,
} from '@tavico/infrastructure';
import { createWorkers } from './workers';

/**
 * Workers alone: follow EventStoreDB, keep the MongoDB read models current, and run the jobs
 * (BullMQ on Redis) that events start.
 */
runService('workers', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the workers', ['EVENTSTORE_URL', 'MONGO_URL', 'REDIS_URL']);
  const eventStore = openEventStore(config);
  const store = await openDocumentStore(config);
  const redis = openRedis(config.REDIS_URL);
  const queue = openQueue(config, redis, (error) => logger.error({ err: error }, 'job failed'));
  const blobs = openBlobStore(config);
  const metrics = createMetrics('workers');
  const payments = openPayments(config, { eventStore, clock: systemClock, ids: uuid, metrics });
  const runner = createWorkers({
    eventStore,
    store,
    blobs,
    queue,
    clock: systemClock,
    ids: uuid,
    logger,
    metrics,
    payments: payments.provider,
  });
  await runner.start();
  const app = express();
  app.use(operationsRoutes({ ready: () => runner.isCaughtUp(), metrics }));
  return {
    config,
    app,
    defaultPort: 8083,
    close: async () => {
      await runner.stop();
      await queue.close();
      redis.disconnect();
      await eventStore.close();
      await store.close();
    },
  };
});
