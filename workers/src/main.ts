import express from 'express';
import {
  createMetrics,
  loadConfig,
  openDocumentStore,
  openEventStore,
  operationsRoutes,
  requireSettings,
  runService,
} from '@tavico/infrastructure';
import { projections } from './projections';
import { createProjectionRunner } from './runner';

/** Workers alone: follow EventStoreDB and keep the MongoDB read models current. */
runService('workers', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the workers', ['EVENTSTORE_URL', 'MONGO_URL']);
  const eventStore = openEventStore(config);
  const store = await openDocumentStore(config);
  const metrics = createMetrics('workers');
  const runner = createProjectionRunner({ eventStore, store, projections, logger, metrics });
  await runner.start();
  const app = express();
  app.use(operationsRoutes({ ready: () => runner.isCaughtUp(), metrics }));
  return {
    config,
    app,
    defaultPort: 8083,
    close: async () => {
      await runner.stop();
      await eventStore.close();
      await store.close();
    },
  };
});
