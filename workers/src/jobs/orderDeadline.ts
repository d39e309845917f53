import { collections, streams, type OpenOrderDocument } from '@tavico/contracts';
import { orderDecider, paymentDeadlineWorkflow, streamRegistry } from '@tavico/domain';
import {
  createCommandHandler,
  runWorkflow,
  snapshotWarnings,
  type Clock,
  type DocumentStore,
  type EventStore,
  type JobQueue,
  type Logger,
  type Metrics,
  type PaymentProvider,
  type SnapshotStore,
} from '@tavico/infrastructure';
import type { Reactor } from '../projection';
import { systemContext } from './systemContext';

export const orderDeadlineJob = 'order-deadline';
export interface OrderDeadlineData {
  orderId: string;
  expiresAt: string;
  correlationId: string;
  causationId: string | null;
  /** A product known to hold stock for the order when the job was queued (older jobs: the only one). */
  productId?: string;
}

/** One deadline job per order, whoever asks for it and however often. */
export const orderDeadlineJobId = (orderId: string) => `${orderDeadlineJob}-${orderId}`;

/** Queues an order's deadline job unless it is queued already (the id is the order's). */
export function ensureOrderDeadline(deps: { queue: JobQueue; clock: Clock }, data: OrderDeadlineData) {
  return deps.queue.add(orderDeadlineJob, data, {
    jobId: orderDeadlineJobId(data.orderId),
    // A little past the deadline, so a timer that fires early finds the order due.
    delay: Math.max(0, Date.parse(data.expiresAt) - deps.clock.now().getTime() + 50),
    attempts: 12,
    backoff: { type: 'exponential', delay: 5000 },
  });
}

/**
 * The process manager of checkout: every order that holds stock gets a job at its deadline. By
 * then the order is paid (its stock is committed, if a crash left that undone), or it is not and
 * never will be: it expires, and its stock goes back on sale. Stock held for an order that was
 * never placed (the checkout died in between) is released too.
 */
export function orderDeadlineReactor(deps: { queue: JobQueue; clock: Clock }): Reactor {
  return {
    name: 'order-deadlines',
    handles: ['StockReserved'],
    async react(event) {
      if (event.type !== 'StockReserved') return;
      const { orderId, productId, expiresAt } = event.data;
      await ensureOrderDeadline(deps, {
        orderId,
        productId,
        expiresAt,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      });
    },
  };
}

/**
 * Deadlines come from the log, not from the queue's memory: every open order (holding stock or
 * awaiting payment, as the openOrders read model says) gets its job if it has none. Run once
 * the projections have caught up at start, and every few minutes after.
 */
export async function ensureOrderDeadlines(deps: { store: DocumentStore; queue: JobQueue; clock: Clock }) {
  const open = deps.store.collection<OpenOrderDocument>(collections.openOrders);
  let ensured = 0;
  for (let after = ''; ;) {
    const page = await open.find({ _id: { $gt: after } }, { sort: { _id: 1 }, limit: 500 });
    for (const order of page) {
      // Cash on delivery awaiting its delivery has no deadline to keep.
      if (order.expiresAt === null) continue;
      await ensureOrderDeadline(deps, {
        orderId: order._id,
        expiresAt: order.expiresAt,
        correlationId: order.correlationId,
        causationId: null,
      });
    }
    ensured += page.length;
    if (page.length < 500) return ensured;
    after = page[page.length - 1]._id;
  }
}

/** Runs the domain's payment-deadline workflow for the order a job names. */
export function settleOrderAtDeadline(deps: {
  eventStore: EventStore;
  snapshots?: SnapshotStore | null;
  clock: Clock;
  ids: () => string;
  metrics: Metrics;
  payments: PaymentProvider;
  /** The products holding stock for an order, as the openOrders read model knows them. */
  heldProducts(orderId: string): Promise<string[]>;
  logger?: Logger;
}) {
  const commands = createCommandHandler({ ...deps, ...(deps.logger && snapshotWarnings(deps.logger)) });

  return async ({ data }: { data: OrderDeadlineData }): Promise<{ outcome: string }> => {
    const context = systemContext(data);
    const { state: order } = await commands.load(streams.order(data.orderId), orderDecider);
    const held = await deps.heldProducts(data.orderId);
    const reached = {
      type: 'DeadlineReached' as const,
      orderId: data.orderId,
      expiresAt: data.expiresAt,
      order,
      heldProducts: [...new Set([...held, ...(data.productId ? [data.productId] : [])])],
      at: deps.clock.now().toISOString(),
    };
    const run = { commands, clock: deps.clock, payments: deps.payments, registry: streamRegistry };
    const { reply } = await runWorkflow(paymentDeadlineWorkflow, reached, run, context);
    return { outcome: reply };
  };
}
