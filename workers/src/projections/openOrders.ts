import { collections, type OpenOrderDocument } from '@tavico/contracts';
import { cancelsPayment } from '@tavico/domain';
import type { Projection } from '../projection';

/**
 * An order whose payment is settled (paid, expired, cancelled): what it still holds is committed
 * or released by its deadline job. Cash on delivery had no deadline until now: it is due at once.
 */
const ended = (open: OpenOrderDocument, at: string): OpenOrderDocument => ({
  ...open,
  awaitingPayment: false,
  expiresAt: open.expiresAt ?? at,
});

/**
 * Orders that still need their deadline: while any product holds stock for them, or their
 * payment is awaited. The order-deadline jobs are ensured from this read model, so a queue that
 * lost its jobs (a restart of the embedded one, a Redis without its data) gets them back.
 */
export const openOrdersProjection: Projection<OpenOrderDocument> = {
  name: 'openOrders',
  collection: collections.openOrders,
  handles: [
    'StockReserved',
    'StockReleased',
    'StockCommitted',
    'OrderPlaced',
    'OrderPaid',
    'OrderExpired',
    'OrderPaymentFailed',
    'OrderCancelled',
    'OrderConfirmed',
    'OrderStatusChanged',
  ],
  documentId: (event) => ('orderId' in event.data ? event.data.orderId : null),
  evolve(open, event) {
    const base: OpenOrderDocument = open ?? {
      _id: 'orderId' in event.data ? event.data.orderId : '',
      heldProducts: [],
      awaitingPayment: false,
      expiresAt: event.metadata.time,
      correlationId: event.metadata.correlationId,
    };
    let next: OpenOrderDocument;
    switch (event.type) {
      case 'StockReserved': {
        const { productId, expiresAt } = event.data;
        const heldProducts = base.heldProducts.includes(productId)
          ? base.heldProducts
          : [...base.heldProducts, productId];
        next = { ...base, heldProducts, expiresAt: open ? base.expiresAt : expiresAt };
        break;
      }
      case 'StockReleased':
      case 'StockCommitted':
        if (!open) return null;
        next = { ...base, heldProducts: base.heldProducts.filter((p) => p !== event.data.productId) };
        break;
      case 'OrderPlaced':
        next = { ...base, awaitingPayment: true, expiresAt: event.data.expiresAt };
        break;
      case 'OrderConfirmed':
        // Confirmed by staff, cash on delivery holds its stock until it is delivered or ends.
        if (!open) return null;
        next = { ...base, expiresAt: null };
        break;
      case 'OrderStatusChanged':
        // An open order's payment is still awaited: the domain says which changes cancel it.
        if (!open || !cancelsPayment(event.data.to, 'pending')) return open;
        next = ended(base, event.metadata.time);
        break;
      default:
        if (!open) return null;
        next = ended(base, event.metadata.time);
    }
    return next.heldProducts.length > 0 || next.awaitingPayment ? next : null;
  },
  indexes: [{ keys: { expiresAt: 1 } }],
};
