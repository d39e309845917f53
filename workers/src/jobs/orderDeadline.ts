import {
  collections,
  orderDecider,
  streams,
  type OpenOrderDocument,
  type OrderState,
  type ReleaseReason,
} from '@tavico/contracts';
import {
  createCommandHandler,
  createOrderSettlement,
  type CommandContext,
  type Clock,
  type DocumentStore,
  type EventStore,
  type JobQueue,
  type Metrics,
  type PaymentProvider,
  type SnapshotStore,
} from '@tavico/infrastructure';
import type { Reactor } from '../projection';

export const orderDeadlineJob = 'order-deadline';
export interface OrderDeadlineData {
  orderId: string;
  expiresAt: string;
  correlationId: string;
  causationId: string | null;
  /** A product known to hold stock for the order when the job was queued (older jobs: the only one). */
  productId?: string;
}

/** A capture under way is left alone this long before the provider is asked how it ended. */
export const captureGraceMs = 2 * 60_000;

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

const releaseReasons: Partial<Record<OrderState['paymentStatus'], ReleaseReason>> = {
  expired: 'expired',
  cancelled: 'rejected',
  failed: 'payment-failed',
};

export function settleOrderAtDeadline(deps: {
  eventStore: EventStore;
  snapshots?: SnapshotStore | null;
  clock: Clock;
  ids: () => string;
  metrics: Metrics;
  payments: PaymentProvider;
  /** The products holding stock for an order, as the openOrders read model knows them. */
  heldProducts(orderId: string): Promise<string[]>;
}) {
  const commands = createCommandHandler(deps);
  const settlement = createOrderSettlement(commands);

  return async ({ data }: { data: OrderDeadlineData }): Promise<{ outcome: string }> => {
    const context: CommandContext = {
      actorId: null,
      actorRole: 'system',
      correlationId: data.correlationId,
      causationId: data.causationId,
    };
    const now = deps.clock.now();
    if (now.toISOString() < data.expiresAt) throw new Error('not due yet');
    const stream = streams.order(data.orderId);
    let { state: order } = await commands.load(stream, orderDecider);

    const held = await deps.heldProducts(data.orderId);
    const known = [...new Set([...held, ...(data.productId ? [data.productId] : [])])];
    if (!order) {
      await settlement.releaseStock(data.orderId, known, 'not-placed', context);
      return { outcome: 'released: never placed' };
    }
    const productIds = [...new Set([...order.items.map((i) => i.productId), ...known])];

    if (order.paymentStatus === 'pending' && order.captureStartedAt) {
      if (now.getTime() - Date.parse(order.captureStartedAt) < captureGraceMs) {
        throw new Error('capture under way; looking again later');
      }
      // The capture was cut off: the provider knows whether the money was taken.
      const outcome = order.paymentId ? await deps.payments.lookUpPayment(order.paymentId) : null;
      const at = now.toISOString();
      const command =
        outcome?.status === 'captured'
          ? { type: 'ConfirmPayment' as const, payerId: outcome.payerId, captureId: outcome.captureId, now: at }
          : { type: 'FailCapture' as const, reason: 'capture cut off', now: at };
      order = (await commands.handle(stream, orderDecider, command, context)).state;
    }
    if (order?.paymentStatus === 'pending') {
      const expire = { type: 'ExpireOrder' as const, now: now.toISOString() };
      order = (await commands.handle(stream, orderDecider, expire, context)).state;
    }
    if (!order) return { outcome: 'no order' };
    if (order.paymentStatus === 'paid') {
      await settlement.completePaidOrder(order, context);
      return { outcome: 'paid: stock committed' };
    }
    const reason = releaseReasons[order.paymentStatus];
    if (!reason) throw new Error(`order ${order.orderId} is still ${order.paymentStatus}`);
    await settlement.releaseStock(order.orderId, productIds, reason, context);
    return { outcome: `released: ${order.paymentStatus}` };
  };
}
