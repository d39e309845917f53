import {
  AppError,
  Conflict,
  ValidationError,
  bankTransferReady,
  bankTransferTerms,
  effectivePriceCents,
  formatMoney,
  linesTotalCents,
  orderMessages,
  paymentMethodMessages,
  streams,
  vietnamYear,
  type OrderState,
} from '@tavico/contracts';
import type { ProductState } from '../product/product';
import { releaseOrder, releaseStock, endCheckout } from '../order/settlement';
import { orderDecider } from '../order/decide';
import { cartKeyOf, joinedOrder, type CheckoutsState, type StartCheckout } from '../checkout/checkouts';
import { codeOf, type AssignOrderCode, type OrderCodesState } from '../orderCode/orderCodes';
import { holdFor } from '../checkout/policy';
import {
  sent,
  toCart,
  toCheckouts,
  toOrder,
  toOrderCodes,
  toProduct,
  type Await,
  type PaymentFailure,
  type PaymentOpened,
  type Send,
  type Workflow,
} from './workflow';
import {
  initialCheckoutState as initialState,
  type CheckoutInput,
  type CheckoutOutput,
  type CheckoutState,
} from './checkoutState';

/**
 * Checkout: the buyer's own cart, at catalogue prices, becomes an order holding its stock, with
 * the next code of the year. Each line's units are held in turn; if one cannot be, what was held
 * is given back. Paid with PayPal, a payment is opened at the provider (if it cannot be, the
 * order is rejected and its stock given back); cash on delivery (up to a cap) and bank transfers
 * are placed as they are and their lines leave the cart. Nothing the client says about money is
 * read.
 */
export type { CheckoutInput, CheckoutOutput, CheckoutReply, CheckoutState } from './checkoutState';

const reserveNext = (state: CheckoutState): CheckoutOutput[] => {
  const [{ productId, quantity }] = state.toReserve;
  const { orderId, expiresAt } = state as CheckoutState & { orderId: string };
  return [toProduct(productId, { type: 'ReserveStock', productId, orderId, quantity, expiresAt })];
};

/**
 * Reads the order's own stream once, as it stands. The order stream is the one truth about an
 * order's code: the year's code stream remembers only its latest 50 orders, so an order it has
 * forgotten would be given a second number were it asked again.
 */
const asItStands = (): boolean => true;
const readOwnOrder = (orderId: string): Await => ({
  type: 'Await',
  streamId: streams.order(orderId),
  decider: orderDecider,
  until: asItStands,
  timeoutMs: 0,
});

/** Once the order is placed: open its PayPal payment, or (paid later) take its lines out of the cart and answer. */
const goOnFrom = (order: OrderState): CheckoutOutput[] => {
  if (order.paymentMethod === 'paypal') {
    // Placed by an earlier run that opened its payment already, or that ended: answer it as it is.
    if (order.paymentId || order.paymentStatus !== 'pending')
      return [{ type: 'Reply', value: { order, approvalURL: order.approvalURL ?? '' } }];
    return [{ type: 'OpenPayment', orderId: order.orderId, amountCents: order.totalCents }];
  }
  const productIds = order.items.map((i) => i.productId);
  return [
    toCart(order.userId, { type: 'TakeOrderedItems', userId: order.userId, orderId: order.orderId, productIds }),
    toCheckouts(order.userId, { type: 'PlaceCheckout', userId: order.userId, orderId: order.orderId }),
    { type: 'Reply', value: { order, approvalURL: '' } },
  ];
};

/**
 * A joined order can be answered as it stands: placed and awaiting payment, and either paid later
 * (cash on delivery, bank transfer: there is nothing more to wait for, it is answered as placed) or
 * with its PayPal link recorded.
 */
const answerable = (order: OrderState | null): order is OrderState =>
  !!order && order.paymentStatus === 'pending' && (order.paymentMethod !== 'paypal' || !!order.approvalURL);

/** Gives back what was held and ends the checkout, refusing with this error. */
const giveUp = (state: CheckoutState, error: unknown): CheckoutOutput[] => [
  ...releaseStock(
    state.orderId!,
    state.reserved.map((l) => l.productId),
    'checkout-failed',
  ),
  endCheckout(state.userId!, state.orderId!, 'refused'),
  { type: 'Refuse', error },
];

export const checkoutWorkflow: Workflow<CheckoutInput, CheckoutState, CheckoutOutput> = {
  name: 'checkout',
  initialState,

  evolve(state, input) {
    switch (input.type) {
      case 'CheckoutRequested': {
        const { orderId, userId, userName, placedAt, paymentMethod, policy, settings } = input;
        const address = input.addressBook.addresses.find((a) => a.addressId === input.addressId) ?? null;
        // Every order that holds stock has a deadline (decisions §36): paid by then, or for cash
        // on delivery confirmed by staff, or it expires and gives its stock back.
        const expiresAt = new Date(Date.parse(placedAt) + holdFor(paymentMethod, policy)).toISOString();
        return {
          ...state,
          orderId,
          userId,
          userName,
          placedAt,
          paymentMethod,
          expiresAt,
          codMaxCents: policy.codMaxCents,
          settings: { bank: settings.bank, vndPerUsd: settings.vndPerUsd },
          address,
          toReserve: input.cart.lines,
        };
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
          // Whose stall ships it (null: the house's own).
          supplierId: product.postedBy,
        };
        return { ...state, toReserve: rest, reserved: [...state.reserved, reserved] };
      }
      case 'OrderPlaced':
      case 'PaymentRecorded':
        return { ...state, order: input.order };
      case 'OwnOrderRead':
        return input.order ? { ...state, order: input.order } : state;
      default:
        return state;
    }
  },

  decide(input, state) {
    switch (input.type) {
      case 'CheckoutRequested': {
        // An empty cart still asks the buyer's checkouts: it may be what an order placed a moment
        // ago left (the same checkout sent twice), answered with that order.
        if (state.toReserve.length > 0 && !state.address)
          return [{ type: 'Refuse', error: new ValidationError(orderMessages.selectAddress) }];
        if (input.paymentMethod === 'bank-transfer' && !bankTransferReady(input.settings))
          return [{ type: 'Refuse', error: new ValidationError(paymentMethodMessages.bankNotSet) }];
        const { userId, orderId, cartRevision, placedAt: now, paymentMethod: method, policy } = input;
        const start: StartCheckout = {
          type: 'StartCheckout',
          userId,
          orderId,
          cartKey: cartKeyOf(input.cart.lines),
          cartRevision,
          now,
          expiresAt: state.expiresAt,
          method,
          policy,
          hotline: input.settings.hotlines[0] ?? '',
        };
        return [toCheckouts(userId, start)];
      }
      case 'CheckoutAdmitted':
        return reserveNext(state);
      case 'CheckoutJoined':
        // The same cart is already being checked out, or was placed from the cart as this request
        // read it: wait until that order can be answered (or has ended), then answer it as its own
        // checkout did.
        return [
          {
            type: 'Await',
            streamId: streams.order(input.orderId),
            decider: orderDecider,
            until: (seen) => {
              const order = seen as OrderState | null;
              return !!order && (order.paymentStatus !== 'pending' || answerable(order));
            },
            timeoutMs: 10_000,
          },
        ];
      case 'JoinedOrderRead': {
        const { order } = input;
        if (answerable(order)) return [{ type: 'Reply', value: { order, approvalURL: order.approvalURL ?? '' } }];
        return [{ type: 'Refuse', error: new Conflict(orderMessages.checkoutUnderWay) }];
      }
      case 'StockReserved': {
        if (state.toReserve.length > 0) return reserveNext(state);
        // Everything is held, at today's prices: now the order may be priced against the cap.
        if (state.paymentMethod === 'cod' && linesTotalCents(state.reserved) > state.codMaxCents)
          return giveUp(state, new ValidationError(orderMessages.codTooLarge(formatMoney(state.codMaxCents))));
        return [readOwnOrder(state.orderId!)];
      }
      case 'OwnOrderRead': {
        // Placed by an earlier run of this checkout (a retry): it keeps the code it has, and no
        // number is taken for it again.
        if (input.order) return goOnFrom(input.order);
        const assign: AssignOrderCode = {
          type: 'AssignOrderCode',
          year: vietnamYear(state.placedAt),
          orderId: state.orderId!,
        };
        return [toOrderCodes(assign.year, assign)];
      }
      case 'StockRefused':
        return giveUp(state, input.error);
      case 'CodeAssigned': {
        // Never an order without its code (a blank note, an order no one can quote): give up.
        if (!input.code) return giveUp(state, new Error(`No code was assigned to order ${state.orderId}`));
        const { orderId, userId, userName, reserved: items, address, placedAt, expiresAt, paymentMethod } = state;
        // A transfer's account and amount are fixed now: later settings never change them.
        const transfer =
          paymentMethod === 'bank-transfer'
            ? { transfer: bankTransferTerms(linesTotalCents(items), state.settings) }
            : {};
        const data = {
          orderId: orderId!,
          code: input.code,
          userId: userId!,
          userName,
          items,
          address: address!,
          paymentMethod,
          placedAt,
          expiresAt,
          ...transfer,
        };
        return [toOrder(data.orderId, { type: 'PlaceOrder', data })];
      }
      case 'OrderPlaced':
        return goOnFrom(input.order);
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
      const start = (output as Send).command as StartCheckout;
      const joined = joinedOrder(result as CheckoutsState, start);
      return !joined || joined === start.orderId
        ? { type: 'CheckoutAdmitted' }
        : { type: 'CheckoutJoined', orderId: joined };
    }
    if (output.type === 'Await') {
      const order = result as OrderState | null;
      return output.until === asItStands ? { type: 'OwnOrderRead', order } : { type: 'JoinedOrderRead', order };
    }
    if (sent(output, 'ReserveStock')) {
      const { productId } = (output as Send).command as unknown as { productId: string };
      return { type: 'StockReserved', productId, product: result as ProductState };
    }
    if (sent(output, 'AssignOrderCode')) {
      const { orderId } = (output as Send).command as AssignOrderCode;
      return { type: 'CodeAssigned', code: codeOf(result as OrderCodesState, orderId) };
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
