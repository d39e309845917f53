import { z } from 'zod';
import { Conflict, NotFound, ValidationError } from './errors';
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

export function evolveOrder(order: OrderState | null, event: OrderEvent): OrderState | null {
  if (event.type === 'OrderPlaced') {
    const { placedAt, ...placed } = event.data;
    return {
      ...placed,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      provider: null,
      paymentId: null,
      approvalURL: null,
      payerId: null,
      captureId: null,
      captureStartedAt: null,
      placedAt,
      updatedAt: placedAt,
    };
  }
  if (!order) return null;
  const updatedAt = event.data.at;
  switch (event.type) {
    case 'OrderPaymentCreated': {
      const { provider, paymentId, approvalURL } = event.data;
      return { ...order, provider, paymentId, approvalURL, updatedAt };
    }
    case 'OrderCaptureStarted':
      return { ...order, payerId: event.data.payerId, captureStartedAt: event.data.at, updatedAt };
    case 'OrderCaptureFailed':
      return { ...order, captureStartedAt: null, updatedAt };
    case 'OrderPaid': {
      const { payerId, captureId } = event.data;
      return {
        ...order,
        payerId,
        captureId,
        captureStartedAt: null,
        paymentStatus: 'paid',
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        updatedAt,
      };
    }
    case 'OrderPaymentFailed':
      return { ...order, orderStatus: 'rejected', paymentStatus: event.data.outcome, updatedAt };
    case 'OrderExpired':
      return { ...order, orderStatus: 'rejected', paymentStatus: 'expired', captureStartedAt: null, updatedAt };
    case 'OrderStatusChanged': {
      const to = event.data.to;
      const cancelled = to === 'rejected' && order.paymentStatus === 'pending';
      return { ...order, orderStatus: to, paymentStatus: cancelled ? 'cancelled' : order.paymentStatus, updatedAt };
    }
  }
}

/** True when the order holds stock that a payment may still take. */
export const awaitsPayment = (order: OrderState): boolean => order.paymentStatus === 'pending';

/** Commands on an order stream, decided by the pure function below (shared by both sides). */
export type OrderCommand =
  | { type: 'PlaceOrder'; data: Omit<OrderPlaced['data'], 'totalCents' | 'paymentMethod'> }
  | { type: 'RecordPayment'; provider: string; paymentId: string; approvalURL: string; now: string }
  | { type: 'FailPayment'; outcome: 'failed' | 'cancelled'; reason: string; now: string }
  | { type: 'StartCapture'; paymentId: string; payerId: string; now: string }
  | { type: 'FailCapture'; reason: string; now: string }
  | { type: 'ConfirmPayment'; payerId: string; captureId: string; now: string }
  | { type: 'ExpireOrder'; now: string }
  | { type: 'ChangeOrderStatus'; to: OrderStatus; now: string };

function existing(order: OrderState | null): OrderState {
  if (!order) throw new NotFound(orderMessages.notFound);
  return order;
}

/** Why a pending payment cannot be taken any more. */
const closedMessage = (order: OrderState) =>
  order.paymentStatus === 'expired' ? orderMessages.expired : orderMessages.cancelled;

export function decideOrder(command: OrderCommand, order: OrderState | null): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder': {
      if (order) throw new Conflict('Đơn hàng này đã tồn tại.');
      const totalCents = command.data.items.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      return [{ type: 'OrderPlaced', data: { ...command.data, totalCents, paymentMethod } }];
    }
    case 'RecordPayment': {
      const o = existing(order);
      if (o.paymentId === command.paymentId) return [];
      if (!awaitsPayment(o) || o.paymentId) throw new Conflict(closedMessage(o));
      const { provider, paymentId, approvalURL, now } = command;
      return [{ type: 'OrderPaymentCreated', data: { orderId: o.orderId, provider, paymentId, approvalURL, at: now } }];
    }
    case 'FailPayment': {
      const o = existing(order);
      if (!awaitsPayment(o)) return [];
      const { outcome, reason, now } = command;
      return [{ type: 'OrderPaymentFailed', data: { orderId: o.orderId, outcome, reason, at: now } }];
    }
    case 'StartCapture': {
      const o = existing(order);
      if (o.paymentId !== command.paymentId) throw new ValidationError(orderMessages.wrongPayment);
      if (o.paymentStatus === 'paid') return [];
      if (!awaitsPayment(o)) throw new ValidationError(closedMessage(o));
      if (o.captureStartedAt) return [];
      if (command.now >= o.expiresAt) throw new ValidationError(orderMessages.expired);
      const { paymentId, payerId, now } = command;
      return [{ type: 'OrderCaptureStarted', data: { orderId: o.orderId, paymentId, payerId, at: now } }];
    }
    case 'FailCapture': {
      const o = existing(order);
      if (!o.captureStartedAt || !awaitsPayment(o)) return [];
      const data = { orderId: o.orderId, paymentId: o.paymentId ?? '', reason: command.reason, at: command.now };
      return [{ type: 'OrderCaptureFailed', data }];
    }
    case 'ConfirmPayment': {
      const o = existing(order);
      if (o.paymentStatus === 'paid') return [];
      // The provider has taken the money: only a payment that was still open may be confirmed.
      if (!awaitsPayment(o)) throw new Conflict(closedMessage(o));
      const { payerId, captureId, now } = command;
      const paymentId = o.paymentId ?? '';
      const data = { orderId: o.orderId, paymentId, payerId, captureId, totalCents: o.totalCents, at: now };
      return [{ type: 'OrderPaid', data }];
    }
    case 'ExpireOrder': {
      if (!order || !awaitsPayment(order) || order.captureStartedAt || command.now < order.expiresAt) return [];
      return [{ type: 'OrderExpired', data: { orderId: order.orderId, at: command.now } }];
    }
    case 'ChangeOrderStatus': {
      const o = existing(order);
      if (o.orderStatus === command.to) return [];
      if (o.captureStartedAt && command.to === 'rejected') throw new Conflict(orderMessages.captureUnderWay);
      return [
        {
          type: 'OrderStatusChanged',
          data: { orderId: o.orderId, from: o.orderStatus, to: command.to, at: command.now },
        },
      ];
    }
  }
}

/** The order stream as a decider: state is null until the order is placed. */
export const orderDecider = {
  name: 'order@1',
  initialState: null as OrderState | null,
  evolve: evolveOrder,
  decide: decideOrder,
};

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

/** Equal as JSON values (replays compare every order event's view: no strings built). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** What an event changed in the order's view, field by field. */
export function orderChanges(before: OrderView | null, after: OrderView): OrderHistoryEntry['changes'] {
  const changes: OrderHistoryEntry['changes'] = [];
  for (const field of Object.keys(after) as (keyof OrderView)[]) {
    if (field === 'orderUpdateDate') continue;
    const from = before?.[field] ?? null;
    const to = after[field];
    if (!sameValue(from, to ?? null)) changes.push({ field, from, to });
  }
  return changes;
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
