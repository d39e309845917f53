import { AppError, refundMessages, streams } from '@tavico/contracts';
import { orderDecider } from '@tavico/domain';
import {
  createCommandHandler,
  refundThroughProvider,
  snapshotWarnings,
  type Clock,
  type EventStore,
  type JobQueue,
  type Logger,
  type Metrics,
  type PaymentProvider,
  type SnapshotStore,
} from '@tavico/infrastructure';
import type { Reactor } from '../projection';
import { systemContext } from './systemContext';

export const orderRefundJob = 'order-refund';
export interface OrderRefundData {
  orderId: string;
  correlationId: string;
  causationId: string;
}

/**
 * A PayPal order that owes money back (rejected or cancelled once paid, a return received) is
 * refunded through the provider by a job, retried while the provider is away (issue 30). Cash and
 * transfers are refunded by staff, who record it; they get no job.
 */
export function orderRefundReactor(deps: { queue: JobQueue }): Reactor {
  return {
    name: 'order-refunds',
    handles: ['OrderRefundDue'],
    async react(event) {
      if (event.type !== 'OrderRefundDue') return;
      const data: OrderRefundData = {
        orderId: event.data.orderId,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      };
      await deps.queue.add(orderRefundJob, data, {
        jobId: `${orderRefundJob}-${event.id}`,
        attempts: 10,
        backoff: { type: 'exponential', delay: 5000 },
      });
    },
  };
}

/** Refunds what the order owes through the provider; nothing when it owes nothing or is not PayPal's. */
export function refundOrder(deps: {
  eventStore: EventStore;
  snapshots?: SnapshotStore | null;
  clock: Clock;
  ids: () => string;
  metrics: Metrics;
  payments: PaymentProvider;
  logger?: Logger;
}) {
  const commands = createCommandHandler({ ...deps, ...(deps.logger && snapshotWarnings(deps.logger)) });
  const now = () => deps.clock.now().toISOString();
  return async ({ data }: { data: OrderRefundData }): Promise<{ outcome: string }> => {
    const context = systemContext(data);
    const { state: order } = await commands.load(streams.order(data.orderId), orderDecider);
    if (!order || order.paymentMethod !== 'paypal') return { outcome: 'not a PayPal order' };
    if ((order.refunds?.dueCents ?? 0) === 0) return { outcome: 'nothing owed' };
    try {
      const run = { commands, payments: deps.payments, decider: orderDecider, now };
      await refundThroughProvider(run, { orderId: data.orderId, by: null }, context);
      return { outcome: 'refunded' };
    } catch (error) {
      // Refunded meanwhile by an admin's action: nothing left to do. Anything else is tried again.
      if (error instanceof AppError && error.said === refundMessages.nothingDue) return { outcome: 'nothing owed' };
      throw error;
    }
  };
}
