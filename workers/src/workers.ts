import type {
  BlobStore,
  Clock,
  DocumentStore,
  EventStore,
  JobQueue,
  Logger,
  Metrics,
  PaymentProvider,
} from '@tavico/infrastructure';
import { orderDeadlineJob, orderDeadlineReactor, settleOrderAtDeadline } from './jobs/orderDeadline';
import { imageRenditionJob, imageRenditionReactor, makeImageRendition } from './jobs/imageRendition';
import { projections } from './projections';
import { createProjectionRunner } from './runner';

/**
 * Everything the workers do, on whichever adapters they are given: the projections, the
 * reactors that queue jobs from events, and the job handlers. Returns the runner, not started.
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
}) {
  deps.queue.process(imageRenditionJob, makeImageRendition(deps));
  deps.queue.process(orderDeadlineJob, settleOrderAtDeadline(deps));
  return createProjectionRunner({
    ...deps,
    projections,
    reactors: [imageRenditionReactor(deps), orderDeadlineReactor(deps)],
  });
}
