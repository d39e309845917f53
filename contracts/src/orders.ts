import { z } from 'zod';
import type { AddressFields } from './addresses';
import type { DomainEvent } from './events';
import type { ActorRole } from './roles';
import { adminOrderStatuses, orderMessages, type OrderStatus, type PaymentStatus } from './storefront';

export const paymentMethod = 'paypal';
/** decisions §11: an unpaid order holds its stock this long unless ORDER_PAYMENT_TIMEOUT says otherwise. */
export const defaultPaymentTimeoutMinutes = 15;

/** A line as priced at order time: the effective price in cents (decisions §10). */
export interface OrderLine {
  productId: string;
  title: string;
  image: string;
  priceCents: number;
  quantity: number;
}

export type OrderAddress = { addressId: string } & AddressFields;

// ---- order-{id} ----
/** The order as it was placed: lines priced by the server, the address as it was then. */
export interface PlacedOrder {
  orderId: string;
  userId: string;
  userName: string;
  items: OrderLine[];
  address: OrderAddress;
  totalCents: number;
  paymentMethod: string;
  placedAt: string;
  expiresAt: string;
}
export type OrderPlaced = DomainEvent<'OrderPlaced', PlacedOrder>;
export type OrderPaymentCreated = DomainEvent<
  'OrderPaymentCreated',
  { orderId: string; provider: string; paymentId: string; approvalURL: string; at: string }
>;
/** The payment is being captured at the provider: the order may not expire meanwhile. */
export type OrderCaptureStarted = DomainEvent<
  'OrderCaptureStarted',
  { orderId: string; paymentId: string; payerId: string; at: string }
>;
export type OrderCaptureFailed = DomainEvent<
  'OrderCaptureFailed',
  { orderId: string; paymentId: string; reason: string; at: string }
>;
/** totalCents: the amount taken, so sales figures need not look the order up. */
export type OrderPaid = DomainEvent<
  'OrderPaid',
  { orderId: string; paymentId: string; payerId: string; captureId: string; totalCents: number; at: string }
>;
/**
 * No payment could be opened at the provider (failed), or the buyer cancelled it there
 * (cancelled): the order is rejected and its stock released.
 */
export type OrderPaymentFailed = DomainEvent<
  'OrderPaymentFailed',
  { orderId: string; outcome: 'failed' | 'cancelled'; reason: string; at: string }
>;
export type OrderExpired = DomainEvent<'OrderExpired', { orderId: string; at: string }>;
export type OrderStatusChanged = DomainEvent<
  'OrderStatusChanged',
  { orderId: string; from: OrderStatus; to: OrderStatus; at: string }
>;
export type OrderEvent =
  | OrderPlaced
  | OrderPaymentCreated
  | OrderCaptureStarted
  | OrderCaptureFailed
  | OrderPaid
  | OrderPaymentFailed
  | OrderExpired
  | OrderStatusChanged;

/** An order as its stream folds: the write side decides on it, the read side shows it. */
export interface OrderState extends PlacedOrder {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  provider: string | null;
  paymentId: string | null;
  approvalURL: string | null;
  payerId: string | null;
  captureId: string | null;
  /** Set while a capture is under way at the provider. */
  captureStartedAt: string | null;
  updatedAt: string;
}

// ---- requests ----

/** The client's order payload: only the chosen address id is read; the rest is the server's. */
export const createOrderRequest = z.object({
  addressInfo: z
    .object({ addressId: z.string().trim().optional() }, { error: orderMessages.selectAddress })
    .optional()
    .nullable(),
});

const requiredId = (label: string) =>
  z
    .string({ error: `Thiếu ${label}.` })
    .trim()
    .min(1, `Thiếu ${label}.`)
    .max(200, `${label} không hợp lệ.`);

/** The capture; PayPal returns its order id as `token`, taken for paymentId when that is absent. */
export const captureRequest = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('paymentId' in body) && 'token' in body
      ? { ...body, paymentId: (body as { token: unknown }).token }
      : body,
  z.object({
    paymentId: requiredId('mã thanh toán (paymentId)'),
    payerId: requiredId('mã người trả (payerId)'),
    orderId: requiredId('mã đơn hàng (orderId)'),
  }),
);

export const orderStatusRequest = z.object({
  orderStatus: z.enum(adminOrderStatuses, {
    error: `Trạng thái (orderStatus) phải là một trong: ${adminOrderStatuses.join(', ')}.`,
  }),
});

// ---- views ----

/** An order as the spec's client reads it (money in dollars). */
export interface OrderView {
  _id: string;
  userId: string;
  userName: string;
  cartId: string;
  cartItems: { productId: string; title: string; image: string; price: number; quantity: number }[];
  addressInfo: OrderAddress;
  orderStatus: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string | null;
  payerId: string | null;
  /** Until when an unpaid order holds its stock. */
  expiresAt: string;
}

export const orderView = (o: OrderState): OrderView => ({
  _id: o.orderId,
  userId: o.userId,
  userName: o.userName,
  cartId: o.userId,
  cartItems: o.items.map(({ priceCents, ...line }) => ({ ...line, price: priceCents / 100 })),
  addressInfo: o.address,
  orderStatus: o.orderStatus,
  paymentMethod: o.paymentMethod,
  paymentStatus: o.paymentStatus,
  totalAmount: o.totalCents / 100,
  orderDate: o.placedAt,
  orderUpdateDate: o.updatedAt,
  paymentId: o.paymentId,
  payerId: o.payerId,
  expiresAt: o.expiresAt,
});

/** One step of an order's history: the event, who did it, and the order right after it. */
export interface OrderHistoryEntry {
  position: number;
  revision: number;
  type: OrderEvent['type'];
  time: string;
  actor: { id: string | null; name: string | null; role: ActorRole | null };
  /** The fields this event changed, before and after. */
  changes: { field: string; from: unknown; to: unknown }[];
  state: OrderView;
}

/** A history's entries with each actor's name as it is now (the history keeps only ids). */
export function namedHistory(
  entries: (Omit<OrderHistoryEntry, 'actor'> & { actor: Omit<OrderHistoryEntry['actor'], 'name'> })[],
  names: ReadonlyMap<string, string>,
): OrderHistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    actor: { ...entry.actor, name: entry.actor.id ? (names.get(entry.actor.id) ?? null) : null },
  }));
}
