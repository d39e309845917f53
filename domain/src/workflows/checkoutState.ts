import type { OrderAddress, OrderLine, OrderState, PaymentMethod } from '@tavico/contracts';
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
      /** The order's payment deadline; null for cash on delivery (no deadline). */
      expiresAt: string | null;
      /**
       * Until when the stock is held should the checkout die before its order is placed (and
       * until when it counts among the buyer's unpaid orders): the deadline, or for cash on
       * delivery the usual payment timeout.
       */
      holdUntil: string;
      /** How many unpaid orders a buyer may hold (MAX_UNPAID_ORDERS). */
      maxUnpaid: number;
      /** The most a cash-on-delivery order may come to (COD_MAX_TOTAL), in cents. */
      codMaxCents: number;
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
  expiresAt: string | null;
  holdUntil: string;
  codMaxCents: number;
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
  expiresAt: null,
  holdUntil: '',
  codMaxCents: 0,
  order: null,
};
