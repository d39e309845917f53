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
export type LiveEventName = (typeof liveEvents)[keyof typeof liveEvents];

/** The order event types that are pushed, and under which name. */
export const liveEventOf = {
  OrderPlaced: liveEvents.orderPlaced,
  OrderPaid: liveEvents.orderPaid,
  OrderStatusChanged: liveEvents.orderStatusChanged,
  OrderPaymentFailed: liveEvents.orderStatusChanged,
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
    userName: string;
    orderDate: string;
    orderUpdateDate: string;
    orderStatus: OrderStatus;
    paymentStatus: PaymentStatus;
    totalAmount: number;
  };
}
