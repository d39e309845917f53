import { z } from 'zod';
import type { AddressFields } from './addresses';
import type { DomainEvent } from './events';
import type { ActorRole } from './roles';
import {
  adminOrderStatuses,
  orderMessages,
  paymentMethods,
  type OrderStatus,
  type OrderStep,
  type PaymentMethod,
  type PaymentStatus,
  type SupplierBuyerHidden,
} from './storefront';
import { lineText } from './validation';

/** What a checkout that names no method pays with: the spec's PayPal. */
export const defaultPaymentMethod: PaymentMethod = 'paypal';
/** decisions §11: an unpaid order holds its stock this long unless ORDER_PAYMENT_TIMEOUT says otherwise. */
export const defaultPaymentTimeoutMinutes = 15;

/** A line as priced at order time: the effective price in cents (decisions §10). */
export interface OrderLine {
  productId: string;
  title: string;
  image: string;
  priceCents: number;
  quantity: number;
  /** The supplier whose stall ships it; null (or absent, on older orders) for the house's own. */
  supplierId?: string | null;
}

/** Where a supplier's line stands: packed, then handed to the shipper. */
export type LineFulfilment = 'packed' | 'handedOver';
export const lineFulfilmentLabels: Record<LineFulfilment, string> = {
  packed: 'Đã đóng gói',
  handedOver: 'Đã giao cho đơn vị vận chuyển',
};

export type OrderAddress = { addressId: string } & AddressFields;

/**
 * The account and amount a bank-transfer order is paid with, fixed when it is placed: a later
 * change of the shop's settings (its account, its rate) never changes what an order asks for.
 */
export interface BankTransferTerms {
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  /** The rate the amount was worked out at (dong per dollar). */
  vndPerUsd: number;
  /** The order's total in whole dong. */
  amountVnd: number;
}

// ---- order-{id} ----
/** The order as it was placed: lines priced by the server, the address as it was then. */
export interface PlacedOrder {
  orderId: string;
  userId: string;
  userName: string;
  items: OrderLine[];
  address: OrderAddress;
  totalCents: number;
  paymentMethod: PaymentMethod;
  /** The order's short code (`TV-26-0001234`); orders placed before codes have none. */
  code?: string;
  placedAt: string;
  /**
   * Until when an unpaid order holds its stock: its payment deadline, or for cash on delivery the
   * deadline for staff to confirm it by phone. Null: held until it ends (a confirmed
   * cash-on-delivery order, or one placed before such orders had a deadline).
   */
  expiresAt: string | null;
  /** A bank transfer's account and amount, as fixed when it was placed (absent on older orders). */
  transfer?: BankTransferTerms;
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
/**
 * totalCents: the amount taken, so sales figures need not look the order up. Cash on delivery
 * and bank transfers are marked received by an admin (`receivedBy`), with no provider ids.
 */
export type OrderPaid = DomainEvent<
  'OrderPaid',
  {
    orderId: string;
    paymentId: string;
    payerId: string;
    captureId: string;
    totalCents: number;
    at: string;
    method?: PaymentMethod;
    receivedBy?: { id: string; name: string };
  }
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
/** Staff confirmed a cash-on-delivery order by phone: it goes ahead, and no longer has a deadline. */
export type OrderConfirmed = DomainEvent<
  'OrderConfirmed',
  { orderId: string; by: { id: string; name: string }; at: string }
>;
/** A supplier's lines of an order reached a step of their fulfilment (packed, handed over). */
export type OrderLinesFulfilled = DomainEvent<
  'OrderLinesFulfilled',
  { orderId: string; supplierId: string; productIds: string[]; to: LineFulfilment; at: string }
>;
/** The shopper cancelled their own order (unpaid, or cash on delivery not yet on its way). */
export type OrderCancelled = DomainEvent<'OrderCancelled', { orderId: string; at: string }>;
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
  | OrderConfirmed
  | OrderCancelled
  | OrderLinesFulfilled
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
  /** Who marked a cash or transfer payment received. */
  receivedBy: { id: string; name: string } | null;
  /** The steps so far, with their times: placed, paid, each status change, its end. */
  timeline: OrderStep[];
  /** Each supplier line's step (by product id), once it has one. */
  fulfilment?: Record<string, { status: LineFulfilment; at: string }>;
  updatedAt: string;
}

/** A cash-on-delivery order staff have not yet confirmed by phone: it holds its stock until its deadline. */
export const awaitsConfirmation = (order: Pick<OrderState, 'paymentMethod' | 'expiresAt' | 'paymentStatus'>): boolean =>
  order.paymentMethod === 'cod' && order.expiresAt !== null && order.paymentStatus === 'pending';

// ---- requests ----

/** The client's order payload: only the chosen address id is read; the rest is the server's. */
export const createOrderRequest = z.object({
  paymentMethod: z
    .enum(paymentMethods, { error: `Phương thức thanh toán (paymentMethod) phải là: ${paymentMethods.join(', ')}.` })
    .optional(),
  addressInfo: z
    .object({ addressId: lineText('địa chỉ (addressId)').trim().optional() }, { error: orderMessages.selectAddress })
    .optional()
    .nullable(),
});

const requiredId = (label: string) =>
  lineText(label, { error: `Thiếu ${label}.` })
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

export const fulfilRequest = z.object({
  to: z.enum(['packed', 'handedOver'], { error: 'Bước (to) phải là packed hoặc handedOver.' }),
});

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
  cartItems: {
    productId: string;
    title: string;
    image: string;
    price: number;
    quantity: number;
    supplierId?: string | null;
    /** The line's fulfilment step, for a supplier's line that has one. */
    fulfilment?: LineFulfilment | null;
  }[];
  addressInfo: OrderAddress;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string | null;
  payerId: string | null;
  /** Until when an unpaid order holds its stock; null for cash on delivery. */
  expiresAt: string | null;
  /** The short code people quote (`TV-26-0001234`); null for orders placed before codes. */
  code: string | null;
  /** The steps so far with their times. */
  timeline: OrderStep[];
  /** Who marked a cash or transfer payment received. */
  receivedBy: { id: string; name: string } | null;
  /** Cash on delivery waiting for staff to confirm it by phone (before its deadline, `expiresAt`). */
  awaitsConfirmation: boolean;
  /**
   * The revision of the order's stream the view shows (the read side's views have it; a write's
   * answer, folded from the stream there, does not): live pushes are compared with it.
   */
  revision?: number;
}

export const orderView = (o: OrderState & { revision?: number }): OrderView => ({
  _id: o.orderId,
  userId: o.userId,
  userName: o.userName,
  cartId: o.userId,
  cartItems: o.items.map(({ priceCents, ...line }) => ({
    ...line,
    price: priceCents / 100,
    ...(line.supplierId ? { fulfilment: o.fulfilment?.[line.productId]?.status ?? null } : {}),
  })),
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
  code: o.code ?? null,
  timeline: o.timeline ?? [{ step: 'placed', at: o.placedAt }],
  receivedBy: o.receivedBy ?? null,
  awaitsConfirmation: awaitsConfirmation(o),
  ...(o.revision === undefined ? {} : { revision: o.revision }),
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

/** One step of an order's history as the read model keeps it: actor ids only, the order itself. */
export type OrderHistoryStep = Omit<OrderHistoryEntry, 'actor' | 'state'> & {
  actor: Omit<OrderHistoryEntry['actor'], 'name'>;
  order: OrderState;
};

/** A history's steps as entries, each actor's name as it is now (the steps keep only ids). */
export function namedHistory(steps: OrderHistoryStep[], names: ReadonlyMap<string, string>): OrderHistoryEntry[] {
  return steps.map(({ position, revision, type, time, actor, changes, order }) => ({
    position,
    revision,
    type,
    time,
    actor: { ...actor, name: actor.id ? (names.get(actor.id) ?? null) : null },
    changes,
    state: orderView(order),
  }));
}

/** An order as its supplier sees it: its own lines only, where to ship them, and where it stands. */
export interface SupplierOrderView {
  _id: string;
  code: string | null;
  placedAt: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** Who receives it, and where: null once it is cancelled or rejected (buyerHidden says which). */
  recipient: string | null;
  address: OrderAddress | null;
  buyerHidden: SupplierBuyerHidden | null;
  lines: {
    productId: string;
    title: string;
    image: string;
    price: number;
    quantity: number;
    fulfilment: LineFulfilment | null;
  }[];
  /** What its own lines come to, in dollars. */
  totalAmount: number;
  /** Its lines may be packed and handed over now. */
  readyToFulfil: boolean;
}

/** A supplier's last 30 days and what runs low. */
export interface SupplierDashboard {
  days: { day: string; units: number; revenue: number }[];
  totals: { units: number; revenue: number; orders: number };
  lowStock: { _id: string; title: string; totalStock: number; available: number }[];
}
