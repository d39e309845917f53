import express from 'express';
import { hostname } from 'node:os';
import {
  createLease,
  createMetrics,
  createRedisEmitterNotifier,
  keepLease,
  loadConfig,
  openBlobStore,
  createOrderLinks,
  openMailer,
  outboxDir,
  openDocumentStore,
  openEventStore,
  openPayments,
  openQueue,
  openRedis,
  openSnapshotStore,
  operationsRoutes,
  requireSettings,
  runService,
  systemClock,
  uuid,
} from '@tavico/infrastructure';
import { operationsIds } from '@tavico/contracts';
import { createWorkers } from './workers';
import { orderEmailThread } from './mail/orderEmailThread';

/**
 * Workers alone: follow the event log, keep the read models current, push order events to the
 * query services' sockets, and run the jobs (BullMQ on Redis) that events start. Any number may
 * run: they all take jobs, and one at a time (the holder of a lease) runs the projections.
 */
runService('workers', async ({ logger }) => {
  const config = requireSettings(loadConfig(), 'the workers', ['REDIS_URL']);
  // A damaged log ends the process, non-zero, after saying why (a supervisor restarts it).
  const fatal = (error: unknown) => {
    logger.fatal({ err: error }, 'the event log cannot be followed');
    process.exit(1);
  };
  const eventStore = openEventStore(config, { onDamaged: fatal });
  const store = await openDocumentStore(config);
  const snapshots = openSnapshotStore(config);
  const redis = openRedis(config.REDIS_URL);
  const queue = openQueue(config, redis, (error) => logger.error({ err: error }, 'job failed'));
  const blobs = openBlobStore(config);
  const metrics = createMetrics('workers');
  const payments = openPayments(config, { eventStore, clock: systemClock, ids: uuid, metrics });
  const holder = `${hostname()}-${process.pid}`;
  const leaseTtlMs = config.PROJECTION_LEASE_TTL;
  const mailThread = orderEmailThread({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: outboxDir(config),
  });
  const runner = createWorkers({
    onFailure: fatal,
    eventStore,
    snapshots,
    store,
    blobs,
    queue,
    clock: systemClock,
    ids: uuid,
    logger,
    metrics,
    payments: payments.provider,
    live: createRedisEmitterNotifier(redis),
    mailer: openMailer(config),
    // Order e-mails are rendered and sent on a thread of their own: the pushes do not wait for them.
    deliverOrderEmail: mailThread.deliver,
    publicUrl: config.PUBLIC_URL,
    // With the shop's session secret, a guest's e-mails link to its order (the query side reads them).
    orderLinks: config.SESSION_SECRET ? createOrderLinks(config.SESSION_SECRET) : undefined,
    holder,
    // Pages are applied, and checkpoints saved, only while the lease is this worker's.
    lease: { mayWrite: () => projecting.mayAct(), fence: () => lease.fence() },
  });
  const lease = createLease(store, { name: operationsIds.projectionLease, holder, ttlMs: leaseTtlMs });
  const projecting = keepLease(lease, leaseTtlMs, {
    start: async () => {
      logger.info({ holder }, 'projection lease taken: running the projections');
      await runner.start();
    },
    stop: async () => {
      logger.warn({ holder }, 'projection lease lost: projections stopped');
      await runner.stop();
    },
    // A runner that cannot project gives the lease up, so a standby takes over.
    healthy: () => runner.healthy(),
    onError: (error) => logger.error({ err: error }, 'projection lease check failed'),
  });
  // Redis lost and back: it may have come back without its data (the delayed deadline jobs with
  // it), so the holder ensures every job the read models say is due, at once rather than at the
  // next sweep.
  let redisLost = false;
  redis.on('close', () => void (redisLost = true));
  redis.on('ready', () => {
    if (!redisLost) return;
    redisLost = false;
    logger.info('Redis is back: ensuring the jobs that are due');
    void runner.sweepNow();
  });
  await projecting.begin();
  if (!projecting.isHeld()) logger.info({ holder }, 'another worker runs the projections: standing by');
  const app = express();
  // Ready when projecting and caught up, or standing by (ready to take over and taking jobs).
  app.use(operationsRoutes({ ready: () => !projecting.isHeld() || runner.isCaughtUp(), metrics }));
  return {
    config,
    app,
    defaultPort: 8083,
    close: async () => {
      await projecting.close();
      await queue.close();
      await mailThread.close();
      redis.disconnect();
      await eventStore.close();
      await store.close();
      await snapshots.close();
    },
  };
});
