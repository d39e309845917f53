import type { OrderStatus, PaymentStatus } from './storefront';

/** socket.io rooms on the query service: a customer's own orders, and the admins' order feed. */
export const liveRooms = {
  user: (userId: string) => `user:${userId}`,
  /** Admins and auditors. */
  admins: 'admins',
} as const;

/**
 * What the workers push after projecting an order event, to the owner's room and to `admins`.
 *
 * The contract for clients: pushes are not replayed. socket.io's Redis adapter delivers only to
 * sockets connected at the moment of the emit, so on every `connect` (the first one and each
 * reconnect) a client refetches what it shows (the order list, an open order) and then applies
 * the pushes that follow. A push whose `position` is not above the one a client already applied
 * for that order is old news and can be ignored.
 */
export const liveEvents = {
  /** A new order (OrderPlaced). */
  orderPlaced: 'order:placed',
  /** The payment was captured: the order is confirmed (OrderPaid). */
  orderPaid: 'order:paid',
  /** An admin changed the status, or the payment was cancelled or failed (rejected). */
  orderStatusChanged: 'order:statusChanged',
  /** Unpaid past its deadline: rejected, its stock released (OrderExpired). */
  orderExpired: 'order:expired',
} as const;

/**
 * To a supplier (its own room): an order with its lines changed. Only the order's id and the
 * event's position: the supplier's screen fetches its own view of the order (its lines only).
 */
export const supplierOrderChanged = 'supplierOrder:changed';
/** What a supplier's room is told: which order changed, and where in the log. */
export interface SupplierOrderLiveEvent {
  orderId: string;
  position: number;
  at: string;
}
export type LiveEventName = (typeof liveEvents)[keyof typeof liveEvents];

/**
 * What a query service tells its own sockets about the push path itself. `resync`: its link to
 * Redis (which carries pushes from the workers and the other instances) was lost and is back, so
 * pushes may have been missed: fetch again. `heartbeat`: sent every `liveHeartbeatSeconds` while
 * that link is up; a client that hears none for `liveQuietSeconds` fetches again.
 */
export const liveControl = { resync: 'live:resync', heartbeat: 'live:heartbeat' } as const;
export const liveHeartbeatSeconds = 15;
export const liveQuietSeconds = 40;

/** The order event types that are pushed, and under which name. */
export const liveEventOf = {
  OrderPlaced: liveEvents.orderPlaced,
  OrderPaid: liveEvents.orderPaid,
  OrderStatusChanged: liveEvents.orderStatusChanged,
  OrderPaymentFailed: liveEvents.orderStatusChanged,
  OrderCancelled: liveEvents.orderStatusChanged,
  OrderLinesFulfilled: liveEvents.orderStatusChanged,
  OrderExpired: liveEvents.orderExpired,
} as const;

/** Every push carries the order's id, its new status, the event's log position and a list row. */
export interface OrderLiveEvent {
  event: LiveEventName;
  orderId: string;
  userId: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The status before, for a status change. */
  previousStatus: OrderStatus | null;
  /** Global log position of the event: later pushes have higher ones. */
  position: number;
  /** When the event happened (ISO 8601). */
  at: string;
  /** What the order tables show, as the list routes answer it. */
  row: {
    _id: string;
    /** The order's short code; null for orders placed before codes. */
    code: string | null;
    userName: string;
    orderDate: string;
    orderUpdateDate: string;
    orderStatus: OrderStatus;
    paymentStatus: PaymentStatus;
    totalAmount: number;
  };
}
