import type { OrderEvent } from './orders';
import type { OrderFlags } from './orderViews';
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
 * the pushes that follow.
 *
 * Every event of an order's stream is pushed, with its `revision` (its place in that stream:
 * 0, 1, 2, ...), and the views a client fetches carry the order's revision too. So a client can
 * tell, per order (see `orderPushFit`), a push it has seen (at or below what it knows: drop it)
 * from the next one (apply it) and from one that comes after a gap (a push was lost on the way,
 * in a Redis blip say: fetch the order again instead of trusting the push).
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
  /**
   * Anything else of the order changed, its status did not: a payment opened at the provider, a
   * capture started or failed. Pushed so that an order's revisions reach its clients without holes.
   */
  orderUpdated: 'order:updated',
} as const;

/**
 * To a supplier (its own room): an order with its lines changed. Only the order's id, the event's
 * position and the order's revision: the supplier's screen fetches its own view of the order (its
 * lines only) on each new push, so a lost push is made good by the next one. Not sent for
 * `orderUpdated` (payment steps, before a supplier sees the order), so revisions here have holes.
 */
export const supplierOrderChanged = 'supplierOrder:changed';
/** What a supplier's room is told: which order changed, where in the log and in the order's stream. */
export interface SupplierOrderLiveEvent {
  orderId: string;
  position: number;
  revision: number;
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

/** Each order event type, and the name it is pushed under: all of them, so revisions have no holes. */
export const liveEventOf = {
  OrderPlaced: liveEvents.orderPlaced,
  OrderPaymentCreated: liveEvents.orderUpdated,
  OrderCaptureStarted: liveEvents.orderUpdated,
  OrderCaptureFailed: liveEvents.orderUpdated,
  OrderPaid: liveEvents.orderPaid,
  OrderStatusChanged: liveEvents.orderStatusChanged,
  OrderPaymentFailed: liveEvents.orderStatusChanged,
  OrderCancelled: liveEvents.orderStatusChanged,
  OrderConfirmed: liveEvents.orderStatusChanged,
  OrderLinesFulfilled: liveEvents.orderStatusChanged,
  OrderExpired: liveEvents.orderExpired,
  OrderClaimed: liveEvents.orderUpdated,
  OrderRefundDue: liveEvents.orderUpdated,
  OrderRefunded: liveEvents.orderUpdated,
  OrderReturnRequested: liveEvents.orderUpdated,
  OrderReturnApproved: liveEvents.orderUpdated,
  OrderReturnRefused: liveEvents.orderUpdated,
  OrderReturnReceived: liveEvents.orderUpdated,
} as const satisfies Record<OrderEvent['type'], LiveEventName>;

/**
 * Where a push stands against the revision of its order a screen knows (from what it fetched, and
 * the pushes it applied since): `seen` at or below it (a duplicate, or older than what is shown),
 * `next` right after it, `gap` further on (a push in between was lost: fetch again). A screen that
 * knows no revision of the order (it never read it) takes the push as `next`.
 */
export function orderPushFit(known: number | undefined, revision: number): 'seen' | 'next' | 'gap' {
  if (known === undefined) return 'next';
  if (revision <= known) return 'seen';
  return revision === known + 1 ? 'next' : 'gap';
}

/** Every push carries the order's id, its new status, the event's log position and revision, and a list row. */
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
  /** The event's place in the order's own stream (0 for OrderPlaced): each push is one past the last. */
  revision: number;
  /** When the event happened (ISO 8601). */
  at: string;
  /**
   * What the order tables show, as the list routes answer it, and what the order may do now: a
   * screen applies these as they are, never working a rule out from the statuses itself.
   */
  row: OrderFlags & {
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
