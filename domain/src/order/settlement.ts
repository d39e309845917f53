import type { OrderState, ReleaseReason } from '@tavico/contracts';
import { toCart, toProduct, type Send } from '../workflows/workflow';

/**
 * What follows an order's end on the other streams it touched. Every command is idempotent (an
 * order that holds nothing any more changes nothing), so a workflow may repeat them after a crash.
 */

/** A paid order: its units leave the stock, and its products leave the buyer's cart. */
export const completePaidOrder = (order: OrderState): Send[] => [
  ...order.items.map(({ productId }) =>
    toProduct(productId, { type: 'CommitStock', productId, orderId: order.orderId }),
  ),
  toCart(order.userId, {
    type: 'CheckOutCart',
    userId: order.userId,
    orderId: order.orderId,
    productIds: order.items.map((i) => i.productId),
  }),
];

/** What an order holds on each of these products goes back on sale. */
export const releaseStock = (orderId: string, productIds: readonly string[], reason: ReleaseReason): Send[] =>
  [...new Set(productIds)].map((productId) =>
    toProduct(productId, { type: 'ReleaseStock', productId, orderId, reason }),
  );

/** Why an order that ended unpaid gives its stock back. */
export const releaseReasons: Partial<Record<OrderState['paymentStatus'], ReleaseReason>> = {
  expired: 'expired',
  cancelled: 'rejected',
  failed: 'payment-failed',
};
