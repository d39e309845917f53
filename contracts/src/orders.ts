import type { VariantOptions } from './variants';
import type { Lang } from './i18n/message';
import type { AddressFields } from './addresses';
import type { ShopCurrency } from './money';
import type { DomainEvent } from './eventBase';
import type { OrderStatus, OrderStep, PaymentMethod, PaymentStatus } from './storefront';
import type { Shipment } from './carriers';
import type { OrderRefunds, OrderReturn, RefundEvent } from './refunds';

/**
 * An order's data: its lines, its events on `order-{id}` and the state they fold to. Its rules
 * are in orderRules.ts, what clients send in orderRequests.ts, what they read in orderViews.ts.
 */

/** What a checkout that names no method pays with: the spec's PayPal. */
export const defaultPaymentMethod: PaymentMethod = 'paypal';
/** decisions §11: an unpaid order holds its stock this long unless ORDER_PAYMENT_TIMEOUT says otherwise. */
export const defaultPaymentTimeoutMinutes = 15;

/** A line as priced at order time: the effective price in the order currency's minor unit (decisions §10). */
export interface OrderLine {
  productId: string;
  title: string;
  image: string;
  priceCents: number;
  quantity: number;
  /** The supplier whose stall ships it; null (or absent, on older orders) for the house's own. */
  supplierId?: string | null;
  /** A bulky product's line (it added the bulky surcharge to the shipping fee); absent: not bulky. */
  bulky?: boolean;
  /** The variant bought (issue 30) and its options; absent: the product's default variant. */
  sku?: string;
  options?: VariantOptions;
}

/**
 * An order's shipping as the server priced it when it was placed (decisions §35): the fee (minor
 * units, inside the order's total), the zone of the address's province (null: everywhere else),
 * and how many days delivery takes from the day it was placed.
 */
export interface OrderShipping {
  feeCents: number;
  zone: string | null;
  minDays: number;
  maxDays: number;
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
  /** The rate the amount was worked out at (đồng per dollar), for a dollar shop's order. */
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
  /** The currency its amounts are in: the shop's (absent on orders placed before đồng: dollars). */
  currency?: ShopCurrency;
  /** What PayPal charges for a đồng order, fixed when it is placed (PayPal takes no đồng). */
  charge?: PaymentCharge;
  /** Its shipping, priced when it was placed; absent on orders from before shipping fees (no fee). */
  shipping?: OrderShipping;
  /** The language of the request that placed it: its e-mails speak it (absent on older orders: Vietnamese). */
  lang?: Lang;
  /** The voucher it was placed with and what it took off, inside `totalCents` (issue 30). */
  voucher?: { code: string; discountCents: number };
}

/** A payment in another currency than the order's: the amount charged and the rate it was worked out at. */
export interface PaymentCharge {
  currency: 'USD';
  /** In cents. */
  amountCents: number;
  /** Đồng per dollar. */
  vndPerUsd: number;
}

/** The currency an order's amounts are in: orders placed before the shop recorded one are in dollars. */
export const orderCurrency = (order: { currency?: ShopCurrency }): ShopCurrency => order.currency ?? 'USD';
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
/**
 * A supplier's lines of an order reached a step of their fulfilment (packed, handed over), or
 * the house's own lines were handed over by an admin moving the order to shipping.
 */
export type OrderLinesFulfilled = DomainEvent<
  'OrderLinesFulfilled',
  {
    orderId: string;
    /** '' for the house's own lines. */
    supplierId: string;
    productIds: string[];
    to: LineFulfilment;
    at: string;
    /** Handed over: to which carrier, under which tracking number (issue 30; none before). */
    shipment?: Shipment;
  }
>;
/** The shopper cancelled their own order (unpaid, or cash on delivery not yet on its way). */
export type OrderCancelled = DomainEvent<'OrderCancelled', { orderId: string; at: string }>;
export type OrderStatusChanged = DomainEvent<
  'OrderStatusChanged',
  /** To delivered: until when a return may be asked (RETURN_DAYS after; issue 30). */
  { orderId: string; from: OrderStatus; to: OrderStatus; at: string; returnUntil?: string }
>;
/**
 * A guest's order moved to an account: its guest joined the account in the same browser, or the
 * account's e-mail confirmed a claim link. The order is the account's from here on.
 */
export type OrderClaimed = DomainEvent<
  'OrderClaimed',
  { orderId: string; fromUserId: string; toUserId: string; how: 'joined' | 'emailLink'; at: string }
>;
export type OrderEvent =
  | OrderPlaced
  | OrderClaimed
  | OrderPaymentCreated
  | OrderCaptureStarted
  | OrderCaptureFailed
  | OrderPaid
  | OrderPaymentFailed
  | OrderExpired
  | OrderConfirmed
  | OrderCancelled
  | OrderLinesFulfilled
  | OrderStatusChanged
  | RefundEvent;

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
  fulfilment?: Record<string, { status: LineFulfilment; at: string; shipment?: Shipment }>;
  /** What it owes back and has paid back (issue 30); absent: nothing yet. */
  refunds?: OrderRefunds;
  /** Its buyer's return requests (issue 30); absent: none. */
  returns?: OrderReturn[];
  /** Delivered: until when a return may be asked (absent on orders delivered before returns). */
  returnUntil?: string | null;
  updatedAt: string;
}
