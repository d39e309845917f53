import {
  AppError,
  Conflict,
  ValidationError,
  effectivePriceCents,
  orderMessages,
  streams,
  type OrderAddress,
  type OrderLine,
  type OrderState,
} from '@tavico/contracts';
import type { ProductState } from '../product/product';
import type { CartState } from '../cart/cart';
import type { AddressBookState } from '../address/addressBook';
import { releaseOrder, releaseStock, endCheckout } from '../order/settlement';
import { orderDecider } from '../order/decide';
import { cartKeyOf, joinedCheckout, type CheckoutsState, type StartCheckout } from '../checkout/checkouts';
import {
  sent,
  toCheckouts,
  toOrder,
  toProduct,
  type Await,
  type Finish,
  type PaymentCall,
  type PaymentFailure,
  type PaymentOpened,
  type Send,
  type Workflow,
} from './workflow';

/**
 * Checkout: the buyer's own cart, at catalogue prices, becomes an order holding its stock, with
 * a payment opened at the provider. Each line's units are held in turn; if one cannot be, what
 * was held is given back. If the provider cannot open a payment, the order is rejected and its
 * stock given back. Nothing the client says about money is read.
 */
export type CheckoutInput =
  | {
      type: 'CheckoutRequested';
      orderId: string;
      userId: string;
      userName: string;
      cart: CartState;
      addressBook: AddressBookState;
      addressId: string | undefined;
      placedAt: string;
      expiresAt: string;
      /** How many unpaid orders a buyer may hold (MAX_UNPAID_ORDERS). */
      maxUnpaid: number;
    }
  /** The buyer's checkout started this order. */
  | { type: 'CheckoutAdmitted' }
  /** The same cart is being checked out already, as this order: answer that one. */
  | { type: 'CheckoutJoined'; orderId: string }
  | { type: 'JoinedOrderRead'; order: OrderState | null }
  /** A line's units are held; the product as it stood then gives the line its price. */
  | { type: 'StockReserved'; productId: string; product: ProductState }
  | { type: 'StockRefused'; productId: string; error: unknown }
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
  expiresAt: string;
  order: OrderState | null;
}

const initialState: CheckoutState = {
  orderId: null,
  userId: null,
  userName: '',
  toReserve: [],
  reserved: [],
  address: null,
  placedAt: '',
  expiresAt: '',
  order: null,
};

const reserveNext = (state: CheckoutState): CheckoutOutput[] => {
  const [{ productId, quantity }] = state.toReserve;
  const { orderId, expiresAt } = state as CheckoutState & { orderId: string };
  return [toProduct(productId, { type: 'ReserveStock', productId, orderId, quantity, expiresAt })];
};

export const checkoutWorkflow: Workflow<CheckoutInput, CheckoutState, CheckoutOutput> = {
  name: 'checkout',
  initialState,

  evolve(state, input) {
    switch (input.type) {
      case 'CheckoutRequested': {
        const { orderId, userId, userName, placedAt, expiresAt } = input;
        const address = input.addressBook.addresses.find((a) => a.addressId === input.addressId) ?? null;
        return { ...state, orderId, userId, userName, placedAt, expiresAt, address, toReserve: input.cart.lines };
      }
      case 'StockReserved': {
        const { product } = input;
        const [line, ...rest] = state.toReserve;
        if (product.status === 'none' || line?.productId !== input.productId) return state;
        // The price is the one in force on the same revision that holds the stock.
        const { title, image } = product;
        const reserved = {
          productId: line.productId,
          title,
          image,
          priceCents: effectivePriceCents(product),
          quantity: line.quantity,
        };
        return { ...state, toReserve: rest, reserved: [...state.reserved, reserved] };
      }
      case 'OrderPlaced':
      case 'PaymentRecorded':
        return { ...state, order: input.order };
      default:
        return state;
    }
  },

  decide(input, state) {
    switch (input.type) {
      case 'CheckoutRequested': {
        if (state.toReserve.length === 0)
          return [{ type: 'Refuse', error: new ValidationError(orderMessages.emptyCart) }];
        if (!state.address) return [{ type: 'Refuse', error: new ValidationError(orderMessages.selectAddress) }];
        const { userId, orderId, placedAt: now, expiresAt, maxUnpaid } = input;
        const cartKey = cartKeyOf(input.cart.lines);
        return [toCheckouts(userId, { type: 'StartCheckout', userId, orderId, cartKey, now, expiresAt, maxUnpaid })];
      }
      case 'CheckoutAdmitted':
        return reserveNext(state);
      case 'CheckoutJoined':
        // The same cart is already being checked out: wait for that order's payment to open
        // (or for it to end), then answer it.
        return [
          {
            type: 'Await',
            streamId: streams.order(input.orderId),
            decider: orderDecider,
            until: (order) =>
              (!!order && (order as OrderState).paymentStatus !== 'pending') ||
              !!(order as OrderState | null)?.approvalURL,
            timeoutMs: 10_000,
          },
        ];
      case 'JoinedOrderRead': {
        const { order } = input;
        if (order && order.paymentStatus === 'pending' && order.approvalURL) {
          return [{ type: 'Reply', value: { order, approvalURL: order.approvalURL } }];
        }
        return [{ type: 'Refuse', error: new Conflict(orderMessages.checkoutUnderWay) }];
      }
      case 'StockReserved': {
        if (state.toReserve.length > 0) return reserveNext(state);
        const { orderId, userId, userName, reserved: items, address, placedAt, expiresAt } = state;
        const data = { orderId: orderId!, userId: userId!, userName, items, address: address!, placedAt, expiresAt };
        return [toOrder(data.orderId, { type: 'PlaceOrder', data })];
      }
      case 'StockRefused': {
        const held = state.reserved.map((l) => l.productId);
        return [
          ...releaseStock(state.orderId!, held, 'checkout-failed'),
          endCheckout(state.userId!, state.orderId!, 'refused'),
          { type: 'Refuse', error: input.error },
        ];
      }
      case 'OrderPlaced':
        return [{ type: 'OpenPayment', orderId: input.order.orderId, amountCents: input.order.totalCents }];
      case 'PaymentUnavailable': {
        const order = state.order!;
        const fail = { type: 'FailPayment' as const, outcome: 'failed' as const, reason: input.reason, now: input.at };
        return [
          toOrder(order.orderId, fail),
          ...releaseOrder(
            order,
            order.items.map((i) => i.productId),
            'payment-failed',
          ),
          { type: 'Refuse', error: new AppError(502, orderMessages.providerUnavailable) },
        ];
      }
      case 'PaymentOpened': {
        const { provider, paymentId, approvalURL, at } = input;
        return [toOrder(state.order!.orderId, { type: 'RecordPayment', provider, paymentId, approvalURL, now: at })];
      }
      case 'PaymentRecorded':
        return [{ type: 'Reply', value: { order: input.order, approvalURL: input.order.approvalURL ?? '' } }];
    }
  },

  onResult(output, result) {
    if (sent(output, 'StartCheckout')) {
      const { cartKey, now, orderId } = (output as Send).command as StartCheckout;
      const joined = joinedCheckout(result as CheckoutsState, cartKey, now);
      return !joined || joined.orderId === orderId
        ? { type: 'CheckoutAdmitted' }
        : { type: 'CheckoutJoined', orderId: joined.orderId };
    }
    if (output.type === 'Await') return { type: 'JoinedOrderRead', order: result as OrderState | null };
    if (sent(output, 'ReserveStock')) {
      const { productId } = (output as Send).command as unknown as { productId: string };
      return { type: 'StockReserved', productId, product: result as ProductState };
    }
    if (sent(output, 'PlaceOrder')) return { type: 'OrderPlaced', order: result as OrderState };
    if (sent(output, 'RecordPayment')) return { type: 'PaymentRecorded', order: result as OrderState };
    if (output.type === 'OpenPayment') return { type: 'PaymentOpened', ...(result as PaymentOpened) };
    return null;
  },

  onFailure(output, error) {
    // Whatever stopped a line from being held (sold out, gone, the store failing), what was held goes back.
    if (sent(output, 'ReserveStock')) {
      const { productId } = (output as Send).command as unknown as { productId: string };
      return { type: 'StockRefused', productId, error };
    }
    if (output.type === 'OpenPayment') return { type: 'PaymentUnavailable', ...(error as PaymentFailure) };
    return null;
  },
};
