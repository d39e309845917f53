import { collections, refundEventTypes, type OrderDocument, type OrderEvent } from '@tavico/contracts';
import type { Projection } from '../projection';
import { foldOrder, foldedOrder, type WithFoldedOrder } from './orderFold';

const orderEvents = [
  'OrderPlaced',
  'OrderPaymentCreated',
  'OrderCaptureStarted',
  'OrderCaptureFailed',
  'OrderPaid',
  'OrderPaymentFailed',
  'OrderExpired',
  'OrderCancelled',
  'OrderConfirmed',
  'OrderLinesFulfilled',
  'OrderStatusChanged',
  'OrderClaimed',
  ...refundEventTypes,
] as const satisfies readonly OrderEvent['type'][];

/** Orders as their streams fold them, for the customer's history and the admins' list. */
export const ordersProjection: Projection<OrderDocument> = {
  name: 'orders',
  // 2: orders keep their timeline, code and payment method; shoppers' cancellations read as theirs.
  // 3: and their stream's revision, which views and live pushes carry.
  version: 3,
  collection: collections.orders,
  handles: orderEvents,
  documentId: (event) => ('orderId' in event.data ? event.data.orderId : null),
  evolve(order: WithFoldedOrder<OrderDocument> | null, event) {
    // The order as folded, when this process made the document; else the document (its extra
    // fields are carried along and replaced).
    const next = foldOrder(order?.[foldedOrder] ?? order, event);
    return next && { _id: next.orderId, ...next, revision: event.revision, [foldedOrder]: next };
  },
  // A customer's orders newest first; the admins' list newest first, maybe by status.
  indexes: [
    { keys: { userId: 1, placedAt: -1 } },
    { keys: { placedAt: -1 } },
    { keys: { orderStatus: 1, placedAt: -1 } },
    // Found by the code people quote on the phone.
    { keys: { code: 1 } },
    // A supplier's orders: those holding its lines, newest first.
    { keys: { 'items.supplierId': 1, placedAt: -1 } },
  ],
};
