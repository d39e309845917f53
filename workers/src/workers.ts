import type {
  BlobStore,
  Clock,
  DocumentStore,
  EventStore,
  JobQueue,
  LiveNotifier,
  Logger,
  Metrics,
  PaymentProvider,
} from '@tavico/infrastructure';
import { readModelStore } from '@tavico/infrastructure';
import { orderDeadlineJob, orderDeadlineReactor, settleOrderAtDeadline } from './jobs/orderDeadline';
import { imageRenditionJob, imageRenditionReactor, makeImageRendition } from './jobs/imageRendition';
import { makeRebuildJob, rebuildJob } from './jobs/rebuild';
import { orderPushReactor } from './live/orderPushes';
import { projections } from './projections';
import { createProjectionRunner } from './runner';

/**
 * Everything the workers do, on whichever adapters they are given: the projections, the
 * reactors that queue jobs and push to browsers from events, and the job handlers. Returns the
 * runner, not started.
 */
export function createWorkers(deps: {
  eventStore: EventStore;
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
  /** Who runs the projections, for the status report. */
  holder?: string;
}) {
  // Jobs and pushes read the live generation of the read models; the runner picks its own.
  const readModels = readModelStore(deps.store);
  deps.queue.process(imageRenditionJob, makeImageRendition(deps));
  deps.queue.process(orderDeadlineJob, settleOrderAtDeadline(deps));
  deps.queue.process(rebuildJob, makeRebuildJob(deps));
  return createProjectionRunner({
    ...deps,
    projections,
    reactors: [
      imageRenditionReactor(deps),
      orderDeadlineReactor(deps),
      orderPushReactor({ store: readModels, live: deps.live, metrics: deps.metrics }),
    ],
  });
}
