import { awaitsConfirmation, awaitsReceipt, cancellableByShopper, readyToFulfil } from './orderRules';
import { orderCurrency, type LineFulfilment, type OrderAddress, type OrderState } from './orders';
import type { Shipment } from './carriers';
import type { VariantOptions } from './variantRules';
import { refundsView, type RefundsView } from './refunds';
import { toMajor, type ShopCurrency } from './money';
import { deliveryWindow } from './shipping';
import {
  buyerHiddenStatuses,
  linesTotalCents,
  type OrderStatus,
  type OrderStep,
  type PaymentMethod,
  type PaymentStatus,
  type SupplierBuyerHidden,
} from './storefront';

/**
 * What an order may do now, worked out by the server from orderRules: screens show or hide their
 * buttons by these and never restate a rule; a live push carries them too (its `row`).
 */
export interface OrderFlags {
  /** Cash on delivery waiting for staff to confirm it by phone (before its deadline, `expiresAt`). */
  awaitsConfirmation: boolean;
  /** Its shopper may cancel it now. */
  canCancel: boolean;
  /** Cash or a transfer whose money an admin may mark received now. */
  awaitsReceipt: boolean;
  /** Its suppliers may pack and hand over their lines now. */
  readyToFulfil: boolean;
}

/** The flags of an order's state: the one place they are worked out. */
export const orderFlags = (o: OrderState): OrderFlags => ({
  awaitsConfirmation: awaitsConfirmation(o),
  canCancel: cancellableByShopper(o),
  awaitsReceipt: awaitsReceipt(o),
  readyToFulfil: readyToFulfil(o),
});

/** The flags of a view or of a push's row, alone: what a screen applies to an order it shows. */
export const flagsOf = (f: OrderFlags): OrderFlags => ({
  awaitsConfirmation: f.awaitsConfirmation,
  canCancel: f.canCancel,
  awaitsReceipt: f.awaitsReceipt,
  readyToFulfil: f.readyToFulfil,
});

/** An order as the spec's client reads it (money in major units of `currency`), with what it may do now. */
/** Its refunds and returns (issue 30) come from RefundsView. */
export interface OrderView extends OrderFlags, RefundsView {
  /** The currency of its prices and total. */
  currency: ShopCurrency;
  /** A PayPal payment of a đồng order: charged in dollars, at the rate fixed when it was placed. */
  paypalCharge: { amount: number; currency: 'USD'; vndPerUsd: number } | null;
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
    /** The variant bought and its options (issue 30); absent: the product's default one. */
    sku?: string;
    options?: VariantOptions;
    supplierId?: string | null;
    /** The line's fulfilment step, for a supplier's line that has one. */
    fulfilment?: LineFulfilment | null;
    /** Handed over: the carrier, its tracking number and page (issue 30). */
    shipment?: Shipment | null;
    /** The shop days (YYYY-MM-DD) it is expected between; null on orders from before shipping was priced. */
    delivery: { from: string; to: string } | null;
  }[];
  addressInfo: OrderAddress;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The lines and the shipping fee (decisions §35). */
  totalAmount: number;
  /** The shipping fee priced by the server when it was placed, inside `totalAmount`; 0 on older orders. */
  shippingFee: number;
  /** The shipping zone (null: everywhere else) and delivery days; null on orders from before shipping was priced. */
  shipping: { zone: string | null; minDays: number; maxDays: number } | null;
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
  /** The parcels handed to carriers so far, each once (a supplier's lines travel together). */
  shipments: Shipment[];
  /** The voucher it was placed with, and what it took off (inside `totalAmount`); 0 and null without. */
  discount: number;
  voucherCode: string | null;
  /**
   * The revision of the order's stream the view shows (the read side's views have it; a write's
   * answer, folded from the stream there, does not): live pushes are compared with it.
   */
  revision?: number;
}

/** An order's parcels: each carrier and tracking number once, in the order its lines list them. */
export function shipmentsOf(o: OrderState): Shipment[] {
  const seen = new Map<string, Shipment>();
  for (const line of o.items) {
    const shipment = o.fulfilment?.[line.productId]?.shipment;
    if (shipment) seen.set(`${shipment.carrierId} ${shipment.trackingCode}`, shipment);
  }
  return [...seen.values()];
}

export const orderView = (o: OrderState & { revision?: number }): OrderView => {
  const currency = orderCurrency(o);
  // Every line ships together for now, so each line shows the order's window.
  const delivery = o.shipping ? deliveryWindow(o.placedAt, o.shipping) : null;
  return {
    _id: o.orderId,
    currency,
    paypalCharge: o.charge
      ? { amount: toMajor(o.charge.amountCents, 'USD'), currency: 'USD', vndPerUsd: o.charge.vndPerUsd }
      : null,
    userId: o.userId,
    userName: o.userName,
    cartId: o.userId,
    cartItems: o.items.map(({ priceCents, ...line }) => ({
      ...line,
      price: toMajor(priceCents, currency),
      // A supplier's line has its step; a house line once an admin handed it over (issue 30).
      ...(line.supplierId || o.fulfilment?.[line.productId]
        ? {
            fulfilment: o.fulfilment?.[line.productId]?.status ?? null,
            shipment: o.fulfilment?.[line.productId]?.shipment ?? null,
          }
        : {}),
      delivery,
    })),
    addressInfo: o.address,
    orderStatus: o.orderStatus,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    totalAmount: toMajor(o.totalCents, currency),
    shippingFee: toMajor(o.shipping?.feeCents ?? 0, currency),
    shipping: o.shipping ? { zone: o.shipping.zone, minDays: o.shipping.minDays, maxDays: o.shipping.maxDays } : null,
    orderDate: o.placedAt,
    orderUpdateDate: o.updatedAt,
    paymentId: o.paymentId,
    payerId: o.payerId,
    expiresAt: o.expiresAt,
    code: o.code ?? null,
    timeline: o.timeline ?? [{ step: 'placed', at: o.placedAt }],
    receivedBy: o.receivedBy ?? null,
    shipments: shipmentsOf(o),
    discount: toMajor(o.voucher?.discountCents ?? 0, currency),
    voucherCode: o.voucher?.code ?? null,
    ...refundsView(o, currency),
    ...orderFlags(o),
    ...(o.revision === undefined ? {} : { revision: o.revision }),
  };
};

/**
 * An order as shown to whoever holds its code and phone, or its follow link (issue 28): no one
 * signed in. It leaves out who bought it (the buyer's user id, a guest's or an account's) and the
 * payment's ids at PayPal, which the page does not show and a forwarded link should not tell.
 */
export type FollowedOrderView = Omit<OrderView, 'userId' | 'cartId' | 'paymentId' | 'payerId'>;
export const followedOrderView = (o: OrderState): FollowedOrderView => {
  const { userId: _userId, cartId: _cartId, paymentId: _paymentId, payerId: _payerId, ...shown } = orderView(o);
  return shown;
};

/** An order as its supplier sees it: its own lines only, where to ship them, and where it stands. */
export interface SupplierOrderView {
  _id: string;
  /** The currency of its prices and total. */
  currency: ShopCurrency;
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
    shipment: Shipment | null;
  }[];
  /** What its own lines come to, in major units of `currency`. */
  totalAmount: number;
  /**
   * Cash on delivery not yet received: what the carrier collects for this supplier's parcel (its
   * lines, and the shipping fee when the parcel is the whole order); null otherwise.
   */
  codToCollect: number | null;
  /** Its lines may be packed and handed over now. */
  readyToFulfil: boolean;
}

/**
 * An order as one supplier sees it: its own lines only (decisions §15: never another's), and the
 * buyer's name, phone and address only while there is something to ship: a cancelled or rejected
 * order's are not sent at all.
 */
export const supplierOrderView = (o: OrderState, supplierId: string): SupplierOrderView => {
  const hidden = (buyerHiddenStatuses as readonly string[]).includes(o.orderStatus)
    ? (o.orderStatus as SupplierBuyerHidden)
    : null;
  const own = o.items.filter((l) => l.supplierId === supplierId);
  const currency = orderCurrency(o);
  return {
    _id: o.orderId,
    currency,
    code: o.code ?? null,
    placedAt: o.placedAt,
    orderStatus: o.orderStatus,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    // The address's recipient; one saved before recipients were asked has none: the buyer's name.
    recipient: hidden ? null : o.address.recipientName?.trim() || o.userName,
    address: hidden ? null : o.address,
    buyerHidden: hidden,
    lines: own.map((l) => ({
      productId: l.productId,
      title: l.title,
      image: l.image,
      price: toMajor(l.priceCents, currency),
      quantity: l.quantity,
      fulfilment: o.fulfilment?.[l.productId]?.status ?? null,
      shipment: o.fulfilment?.[l.productId]?.shipment ?? null,
    })),
    totalAmount: toMajor(linesTotalCents(own), currency),
    codToCollect:
      o.paymentMethod === 'cod' && o.paymentStatus === 'pending'
        ? toMajor(linesTotalCents(own) + (own.length === o.items.length ? (o.shipping?.feeCents ?? 0) : 0), currency)
        : null,
    readyToFulfil: readyToFulfil(o),
  };
};

/** A supplier's last 30 days and what runs low. */
export interface SupplierDashboard {
  days: { day: string; units: number; revenue: number }[];
  totals: { units: number; revenue: number; orders: number };
  lowStock: { _id: string; title: string; totalStock: number; available: number }[];
}
