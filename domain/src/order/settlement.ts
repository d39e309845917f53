import type { CheckoutEnded, OrderState, ReleaseReason } from '@tavico/contracts';
import { toCart, toCheckouts, toProduct, toVoucher, type Send } from '../workflows/workflow';

/**
 * What follows an order's end on the other streams it touched. Every command is idempotent (an
 * order that holds nothing any more changes nothing), so a workflow may repeat them after a crash.
 */

/** The buyer's checkout of this order is over: it no longer counts among their unpaid orders. */
export const endCheckout = (userId: string, orderId: string, reason: CheckoutEnded['data']['reason']): Send =>
  toCheckouts(userId, { type: 'EndCheckout', userId, orderId, reason });

/** A paid order: its units leave the stock, its products leave the buyer's cart, its checkout ends. */
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
  endCheckout(order.userId, order.orderId, 'paid'),
];

/** What an order holds on each of these products goes back on sale. */
export const releaseStock = (orderId: string, productIds: readonly string[], reason: ReleaseReason): Send[] =>
  [...new Set(productIds)].map((productId) =>
    toProduct(productId, { type: 'ReleaseStock', productId, orderId, reason }),
  );

const endedBecause: Record<Exclude<ReleaseReason, 'not-placed'>, CheckoutEnded['data']['reason']> = {
  'checkout-failed': 'refused',
  'payment-failed': 'failed',
  expired: 'expired',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** An order that ended unpaid: its stock goes back on sale and its checkout ends. */
export const releaseOrder = (
  order: Pick<OrderState, 'orderId' | 'userId' | 'voucher'>,
  productIds: readonly string[],
  reason: Exclude<ReleaseReason, 'not-placed'>,
): Send[] => [
  ...releaseStock(order.orderId, productIds, reason),
  ...(order.voucher ? [releaseVoucher(order.voucher.code, order.orderId)] : []),
  endCheckout(order.userId, order.orderId, endedBecause[reason]),
];

/** The voucher use an order held goes back to the voucher (issue 30). */
export const releaseVoucher = (code: string, orderId: string): Send =>
  toVoucher(code, { type: 'ReleaseVoucherUse', orderId });

/** Why an order that ended unpaid gives its stock back. */
export const releaseReasons: Partial<Record<OrderState['paymentStatus'], Exclude<ReleaseReason, 'not-placed'>>> = {
  expired: 'expired',
  cancelled: 'rejected',
  failed: 'payment-failed',
};
