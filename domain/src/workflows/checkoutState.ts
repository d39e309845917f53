import type {
  CategoryId,
  OrderAddress,
  OrderLine,
  OrderState,
  PaymentMethod,
  ShippingTable,
  ShopCurrency,
  SiteSettings,
  Lang,
} from '@tavico/contracts';
import type { ProductState } from '../product/product';
import type { CartState } from '../cart/cart';
import type { AddressBookState } from '../address/addressBook';
import type { CheckoutPolicy } from '../checkout/policy';
import type { Finish, OpenPayment, ReadOf, SendTo } from './workflow';

/** Where the provider sends the buyer back from a PayPal payment (the request's own host, or PUBLIC_URL). */
export interface PaymentLinks {
  returnUrl: string;
  cancelUrl: string;
}

/** What the checkout workflow hears, what it keeps, and what it says (see checkout.ts). */
export type CheckoutRequested = {
  type: 'CheckoutRequested';
  orderId: string;
  userId: string;
  userName: string;
  cart: CartState;
  /** The cart stream's revision `cart` was read at (-1: a stream with no events). */
  cartRevision: number;
  addressBook: AddressBookState;
  addressId: string | undefined;
  placedAt: string;
  paymentMethod: PaymentMethod;
  /** The shop's limits (deadlines by method, caps). */
  policy: CheckoutPolicy;
  /**
   * The shop's settings as they are now: a transfer's account and rate are fixed from them, a
   * hotline named, the shipping priced by their table (absent: the currency's default table).
   */
  settings: Pick<SiteSettings, 'bank' | 'vndPerUsd' | 'hotlines' | 'shipping'>;
  links: PaymentLinks;
  /** The language the buyer asked in: recorded on the order, for its e-mails. */
  lang?: Lang;
  /** A voucher code the buyer typed (issue 30), normalised; priced on its own stream once the lines are held. */
  voucherCode?: string;
};

export type CheckoutInput =
  | CheckoutRequested
  /** The buyer's checkout started this order. */
  | { type: 'CheckoutAdmitted' }
  /** The same cart is being checked out already, or was placed as it was read, as this order: answer that one. */
  | { type: 'CheckoutJoined'; orderId: string }
  | { type: 'JoinedOrderRead'; order: OrderState | null }
  /** A line's units are held; the product as it stood then gives the line its price. */
  | { type: 'StockReserved'; productId: string; sku?: string; product: ProductState }
  | { type: 'StockRefused'; productId: string; sku?: string; error: unknown }
  /** The voucher gave the order a use, taking this much off. */
  | { type: 'VoucherApplied'; code: string; discountCents: number }
  /** The voucher would not (ended, used up, not for these lines…): why, in the buyer's words. */
  | { type: 'VoucherRefused'; error: unknown }
  /** What the order's own stream holds before a code is taken: placed by an earlier run, or nothing yet. */
  | { type: 'OwnOrderRead'; order: OrderState | null }
  /** The code the year's code stream gave the order (null: it does not say, and none is made up). */
  | { type: 'CodeAssigned'; code: string | null }
  | { type: 'OrderPlaced'; order: OrderState }
  | { type: 'PaymentOpened'; provider: string; paymentId: string; approvalURL: string; at: string }
  | { type: 'PaymentUnavailable'; reason: string; at: string }
  | { type: 'PaymentRecorded'; order: OrderState };

export type CheckoutReply = { order: OrderState; approvalURL: string };

/** Why the checkout reads an order's stream: its own order (before a code is taken), or the one it joined. */
export type OrderRead = ReadOf<'order', 'own' | 'joined'>;
export type CheckoutOutput =
  | SendTo<'checkouts'>
  | SendTo<'product'>
  | SendTo<'orderCodes'>
  | SendTo<'order'>
  | SendTo<'cart'>
  | SendTo<'voucher'>
  | OrderRead
  | OpenPayment
  | Finish<CheckoutReply>;

/** What the checkout knows of the request once it has read it. */
export interface CheckoutRequest {
  orderId: string;
  userId: string;
  userName: string;
  /** The chosen address, when it is one of the buyer's own. */
  address: OrderAddress | null;
  placedAt: string;
  paymentMethod: PaymentMethod;
  /** Until when the order holds its stock unpaid (unconfirmed, for cash on delivery). */
  expiresAt: string;
  /** The shop's currency: the order's amounts are in it. */
  currency: ShopCurrency;
  codMaxCents: number;
  /** Đồng per dollar a PayPal payment of a đồng order is charged at. */
  usdVndRate: number;
  settings: Pick<SiteSettings, 'bank' | 'vndPerUsd'>;
  /** The shipping table the order is priced by. */
  shipping: ShippingTable;
  links: PaymentLinks;
  lang?: Lang;
  voucherCode?: string;
}

/**
 * Where a checkout stands: holding its lines' stock (asked of every product at once; `toReserve`
 * the lines whose answer is still to come, `refused` the first line refused), waiting for the
 * order of the same cart another request is placing, or with its order placed.
 */
export type CheckoutState =
  | { status: 'new' }
  | {
      status: 'holding';
      request: CheckoutRequest;
      toReserve: { productId: string; quantity: number; sku?: string }[];
      reserved: OrderLine[];
      refused: { error: unknown } | null;
      /** Each held line's category, which a voucher may be limited to. */
      categories: Record<string, CategoryId>;
      /** The voucher's use, once it gave one. */
      voucher: { code: string; discountCents: number } | null;
    }
  | { status: 'joining'; request: CheckoutRequest; joined: string; reads: number }
  | { status: 'placed'; request: CheckoutRequest; order: OrderState };

/**
 * A line refused while holding: its answer is in, and the first refusal is the one the buyer is
 * told (the other lines' answers are still awaited).
 */
export const lineRefused = (
  state: Extract<CheckoutState, { status: 'holding' }>,
  productId: string,
  sku: string | undefined,
  error: unknown,
): CheckoutState => ({
  ...state,
  toReserve: state.toReserve.filter((l) => l.productId !== productId || l.sku !== sku),
  refused: state.refused ?? { error },
});
