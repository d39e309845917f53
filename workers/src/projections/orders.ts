import { collections, type OrderDocument, type OrderEvent } from '@tavico/contracts';
import { evolveOrder } from '@tavico/domain';
import type { Projection } from '../projection';

const orderEvents = [
  'OrderPlaced',
  'OrderPaymentCreated',
  'OrderCaptureStarted',
  'OrderCaptureFailed',
  'OrderPaid',
  'OrderPaymentFailed',
  'OrderExpired',
  'OrderStatusChanged',
] as const satisfies readonly OrderEvent['type'][];

/** Orders as their streams fold them, for the customer's history and the admins' list. */
export const ordersProjection: Projection<OrderDocument> = {
  name: 'orders',
  collection: collections.orders,
  handles: orderEvents,
  documentId: (event) => ('orderId' in event.data ? event.data.orderId : null),
  evolve(order, event) {
    const next = evolveOrder(order, event as OrderEvent);
    return next && { _id: next.orderId, ...next };
  },
  // A customer's orders newest first; the admins' list newest first, maybe by status.
  indexes: [
    { keys: { userId: 1, placedAt: -1 } },
    { keys: { placedAt: -1 } },
    { keys: { orderStatus: 1, placedAt: -1 } },
  ],
};
