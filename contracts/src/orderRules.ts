import type { OrderState } from './orders';

/**
 * When an order may do what: each rule once, for the write side (the domain's deciders and
 * workflows re-export them), the read side (the views' flags, the supplier's list) and the
 * browser (through the client entry). Each reads only the fields it needs, so an order's state,
 * its read-model document and its view all answer it alike.
 */

type Fields<K extends keyof OrderState> = Pick<OrderState, K>;

/** True when the order holds stock that a payment may still take. */
export const awaitsPayment = (order: Fields<'paymentStatus'>): boolean => order.paymentStatus === 'pending';

/** decisions §37: a cancelled or rejected order is over; nothing moves it again. */
export const isFinal = (order: Fields<'orderStatus'>): boolean =>
  order.orderStatus === 'cancelled' || order.orderStatus === 'rejected';

/** Paid by an admin marking it received: cash on delivery, or a bank transfer. */
export const paidOnReceipt = (order: Fields<'paymentMethod'>): boolean =>
  order.paymentMethod === 'cod' || order.paymentMethod === 'bank-transfer';

/** Cash or a transfer whose money an admin has not yet marked received. */
export const awaitsReceipt = (order: Fields<'paymentMethod' | 'paymentStatus'>): boolean =>
  paidOnReceipt(order) && awaitsPayment(order);

/** A cash-on-delivery order staff have not yet confirmed by phone: it holds its stock until its deadline. */
export const awaitsConfirmation = (order: Fields<'paymentMethod' | 'expiresAt' | 'paymentStatus'>): boolean =>
  order.paymentMethod === 'cod' && order.expiresAt !== null && awaitsPayment(order);

/** The statuses after which a shopper may no longer cancel: on its way, or over. */
const pastCancelling: ReadonlySet<OrderState['orderStatus']> = new Set([
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
]);

/**
 * The shopper may cancel while nothing is paid and, for cash on delivery, before the goods are
 * on their way; never while a capture is under way.
 */
export const cancellableByShopper = (order: Fields<'paymentStatus' | 'orderStatus' | 'captureStartedAt'>): boolean =>
  awaitsPayment(order) && !order.captureStartedAt && !pastCancelling.has(order.orderStatus);

/** A supplier may pack and hand over its lines once the order goes ahead: paid, or cash on delivery. */
export const readyToFulfil = (order: Fields<'orderStatus' | 'paymentStatus' | 'paymentMethod'>): boolean =>
  (order.orderStatus === 'confirmed' || order.orderStatus === 'inProcess') &&
  (order.paymentStatus === 'paid' || (order.paymentMethod === 'cod' && awaitsPayment(order)));

/** Cash on delivery takes orders up to the shop's cap (COD_MAX_TOTAL), the cap itself included. */
export const withinCodCap = (totalCents: number, codMaxCents: number): boolean => totalCents <= codMaxCents;
