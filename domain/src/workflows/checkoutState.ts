import type { OrderAddress, OrderLine, OrderState, PaymentMethod, SiteSettings } from '@tavico/contracts';
import type { CheckoutPolicy } from '../checkout/policy';
import type { ProductState } from '../product/product';
import type { CartState } from '../cart/cart';
import type { AddressBookState } from '../address/addressBook';
import type { Await, Finish, PaymentCall, Send } from './workflow';

/** What the checkout workflow hears, what it keeps, and what it says (see checkout.ts). */
export type CheckoutInput =
  | {
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
      /** The shop's settings as they are now: a transfer's account and rate are fixed from them, a hotline named. */
      settings: Pick<SiteSettings, 'bank' | 'vndPerUsd' | 'hotlines'>;
    }
  /** The buyer's checkout started this order. */
  | { type: 'CheckoutAdmitted' }
  /** The same cart is being checked out already, or was placed as it was read, as this order: answer that one. */
  | { type: 'CheckoutJoined'; orderId: string }
  | { type: 'JoinedOrderRead'; order: OrderState | null }
  /** A line's units are held; the product as it stood then gives the line its price. */
  | { type: 'StockReserved'; productId: string; product: ProductState }
  | { type: 'StockRefused'; productId: string; error: unknown }
  /** What the order's own stream holds before a code is taken: placed by an earlier run, or nothing yet. */
  | { type: 'OwnOrderRead'; order: OrderState | null }
  /** The code the year's code stream gave the order (null: it does not say, and none is made up). */
  | { type: 'CodeAssigned'; code: string | null }
  | { type: 'OrderPlaced'; order: OrderState }
  | { type: 'PaymentOpened'; provider: string; paymentId: string; approvalURL: string; at: string }
  | { type: 'PaymentUnavailable'; reason: string; at: string }
  | { type: 'PaymentRecorded'; order: OrderState };

export type CheckoutReply = { order: OrderState; approvalURL: string };
export type CheckoutOutput = Send | Await | PaymentCall | Finish<CheckoutReply>;

export interface CheckoutState {
  orderId: string | null;
  userId: string | null;
  userName: string;
  /** The cart's lines still to hold, in order. */
  toReserve: { productId: string; quantity: number }[];
  reserved: OrderLine[];
  address: OrderAddress | null;
  placedAt: string;
  paymentMethod: PaymentMethod;
  /** Until when the order holds its stock unpaid (unconfirmed, for cash on delivery). */
  expiresAt: string;
  codMaxCents: number;
  settings: Pick<SiteSettings, 'bank' | 'vndPerUsd'>;
  order: OrderState | null;
}

export const initialCheckoutState: CheckoutState = {
  orderId: null,
  userId: null,
  userName: '',
  toReserve: [],
  reserved: [],
  address: null,
  placedAt: '',
  paymentMethod: 'paypal',
  expiresAt: '',
  codMaxCents: 0,
  settings: { bank: { name: '', bin: '', accountNumber: '', accountName: '' }, vndPerUsd: 0 },
  order: null,
};
