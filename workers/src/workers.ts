import type {
  BlobStore,
  Clock,
  DocumentStore,
  EventStore,
  JobQueue,
  LiveNotifier,
  Logger,
  Mailer,
  Metrics,
  PaymentProvider,
  SnapshotStore,
} from '@tavico/infrastructure';
import { collections, type OpenOrderDocument } from '@tavico/contracts';
import { readModelStore } from '@tavico/infrastructure';
import type { OrderLinks } from '@tavico/infrastructure';
import {
  ensureOrderDeadlines,
  orderDeadlineJob,
  orderDeadlineReactor,
  settleOrderAtDeadline,
} from './jobs/orderDeadline';
import {
  ensureImageRenditions,
  imageRenditionJob,
  imageRenditionReactor,
  makeImageRendition,
} from './jobs/imageRendition';
import { makeRebuildJob, rebuildJob } from './jobs/rebuild';
import { orderEmailJob, orderEmailReactor, sendOrderEmail } from './jobs/orderEmail';
import type { DeliverOrderEmail } from './mail/orderEmailThread';
import { passwordResetEmailJob, sendPasswordResetEmail } from './jobs/passwordResetEmail';
import { orderClaimEmailJob, sendOrderClaimEmail } from './jobs/orderClaimEmail';
import { orderPushReactor } from './live/orderPushes';
import { orderRefundJob, orderRefundReactor, refundOrder } from './jobs/orderRefund';
import { projections } from './projections';
import { createProjectionRunner } from './runner';

/**
 * Everything the workers do, on whichever adapters they are given: the projections, the
 * reactors that queue jobs and push to browsers from events, and the job handlers. Returns the
 * runner, not started.
 */
export function createWorkers(deps: {
  eventStore: EventStore;
  /** Snapshots of long streams, for the jobs that run commands. */
  snapshots?: SnapshotStore | null;
  store: DocumentStore;
  blobs: BlobStore;
  queue: JobQueue;
  clock: Clock;
  ids: () => string;
  logger: Logger;
  metrics: Metrics;
  /** Asked how a capture that was cut off ended. */
  payments: PaymentProvider;
  /** Reaches the browsers' sockets on the query side. */
  live: LiveNotifier;
  /** Where the order e-mails go (SMTP, or the outbox). */
  mailer: Mailer;
  /** Renders and sends the order e-mails elsewhere (the mail thread); else through `mailer` here. */
  deliverOrderEmail?: DeliverOrderEmail;
  /** Where buyers reach the shop (PUBLIC_URL), for the links in e-mails. */
  publicUrl?: string;
  /** Signs the links that open a guest's order from its e-mails. */
  orderLinks?: OrderLinks;
  /** Who runs the projections, for the status report. */
  holder?: string;
  /** How often the jobs derived from read models (deadlines, renditions) are ensured again. */
  sweepIntervalMs?: number;
  /** The event subscription stopped for good (a damaged log): the process should end. */
  onFailure?(error: unknown): void;
  /** Separate workers: the projection lease's fencing (see the runner). */
  lease?: { mayWrite(): boolean; fence(): number };
}) {
  // Jobs and pushes read the live generation of the read models; the runner picks its own.
  const readModels = readModelStore(deps.store);
  deps.queue.process(imageRenditionJob, makeImageRendition(deps));
  const heldProducts = async (orderId: string) =>
    (await readModels.collection<OpenOrderDocument>(collections.openOrders).findOne({ _id: orderId }))?.heldProducts ??
    [];
  deps.queue.process(orderDeadlineJob, settleOrderAtDeadline({ ...deps, heldProducts }));
  deps.queue.process(rebuildJob, makeRebuildJob(deps));
  deps.queue.process(orderRefundJob, refundOrder(deps));
  deps.queue.process(
    orderEmailJob,
    sendOrderEmail({
      store: readModels,
      mailer: deps.mailer,
      shopUrl: deps.publicUrl,
      orderLinks: deps.orderLinks,
      deliver: deps.deliverOrderEmail,
    }),
  );
  deps.queue.process(passwordResetEmailJob, sendPasswordResetEmail({ store: readModels, mailer: deps.mailer }));
  deps.queue.process(orderClaimEmailJob, sendOrderClaimEmail({ store: readModels, mailer: deps.mailer }));
  const runner = createProjectionRunner({
    ...deps,
    projections,
    reactors: [
      imageRenditionReactor(deps),
      orderDeadlineReactor(deps),
      orderPushReactor({ store: readModels, live: deps.live, metrics: deps.metrics }),
      orderEmailReactor(deps),
      orderRefundReactor(deps),
    ],
  });

  /**
   * Jobs are derived from the log: what the read models say is still due (open orders'
   * deadlines, images without a rendition) gets its job if the queue has none, so a queue that
   * lost its jobs (the embedded one at a restart, Redis without its data) gets them back.
   */
  async function sweep() {
    const deadlines = await ensureOrderDeadlines({ store: readModels, queue: deps.queue, clock: deps.clock });
    const renditions = await ensureImageRenditions({ store: readModels, queue: deps.queue });
    return { deadlines, renditions };
  }
  let sweepTimer: NodeJS.Timeout | null = null;
  let sweeping = false;
  const sweepSafely = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const ensured = await sweep();
      deps.logger.debug({ ensured }, 'jobs ensured from the read models');
    } catch (error) {
      deps.logger.warn({ err: error }, 'ensuring jobs from the read models failed');
    } finally {
      sweeping = false;
    }
  };

  return {
    ...runner,
    /** Starts the projections; once they have caught up, and every few minutes, ensures the jobs. */
    async start() {
      await runner.start();
      void runner.caughtUp().then(() => (sweepTimer ? sweepSafely() : undefined));
      sweepTimer = setInterval(() => void sweepSafely(), deps.sweepIntervalMs ?? 5 * 60_000);
      sweepTimer.unref();
    },
    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      await runner.stop();
    },
    sweep,
    /** Ensures the jobs now if this process runs the projections (after Redis came back, say). */
    sweepNow: () => (sweepTimer ? sweepSafely() : Promise.resolve()),
  };
}

export type Workers = ReturnType<typeof createWorkers>;
