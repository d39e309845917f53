import { orderDecider, streams, type OrderState, type ReleaseReason } from '@tavico/contracts';
import {
  createCommandHandler,
  createOrderSettlement,
  type CommandContext,
  type Clock,
  type EventStore,
  type JobQueue,
  type Metrics,
  type PaymentProvider,
} from '@tavico/infrastructure';
import type { Reactor } from '../projection';

export const orderDeadlineJob = 'order-deadline';
export interface OrderDeadlineData {
  orderId: string;
  productId: string;
  expiresAt: string;
  correlationId: string;
  causationId: string;
}

/** A capture under way is left alone this long before the provider is asked how it ended. */
export const captureGraceMs = 2 * 60_000;

/**
 * The process manager of checkout: every reservation gets a job at its deadline. By then the
 * order is paid (its stock is committed, if a crash left that undone), or it is not and never
 * will be: it expires, and its stock goes back on sale. A reservation whose order was never
 * placed (the checkout died in between) is released too.
 */
export function orderDeadlineReactor(deps: { queue: JobQueue; clock: Clock }): Reactor {
  return {
    name: 'order-deadlines',
    handles: ['StockReserved'],
    async react(event) {
      if (event.type !== 'StockReserved') return;
      const { orderId, productId, expiresAt } = event.data;
      const data: OrderDeadlineData = {
        orderId,
        productId,
        expiresAt,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      };
      await deps.queue.add(orderDeadlineJob, data, {
        jobId: `${orderDeadlineJob}-${orderId}-${productId}`,
        // A little past the deadline, so a timer that fires early finds the order due.
        delay: Math.max(0, Date.parse(expiresAt) - deps.clock.now().getTime() + 50),
        attempts: 12,
        backoff: { type: 'exponential', delay: 5000 },
      });
    },
  };
}

const releaseReasons: Partial<Record<OrderState['paymentStatus'], ReleaseReason>> = {
  expired: 'expired',
  cancelled: 'rejected',
  failed: 'payment-failed',
};

export function settleOrderAtDeadline(deps: {
  eventStore: EventStore;
  clock: Clock;
  ids: () => string;
  metrics: Metrics;
  payments: PaymentProvider;
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

    if (!order) {
      await settlement.releaseStock(data.orderId, [data.productId], 'not-placed', context);
      return { outcome: 'released: never placed' };
    }
    const productIds = order.items.map((i) => i.productId);

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
