import {
  AppError,
  Conflict,
  ValidationError,
  bankTransferReady,
  effectivePriceCents,
  formatMoney,
  shippingTableOf,
  orderMessages,
  paymentMethodMessages,
  vietnamYear,
  withinCodCap,
  type OrderState,
} from '@tavico/contracts';
import { releaseOrder, releaseStock, endCheckout } from '../order/settlement';
import { cartKeyOf, joinedOrder, type StartCheckout } from '../checkout/checkouts';
import { codeOf } from '../orderCode/orderCodes';
import { holdFor } from '../checkout/policy';
import { unreachable } from '../unreachable';
import { paymentTerms, priceOrder } from './checkoutPricing';
import { readOrder, toCart, toCheckouts, toOrder, toOrderCodes, toProduct, type Workflow } from './workflow';
import type { CheckoutInput, CheckoutOutput, CheckoutRequest, CheckoutState } from './checkoutState';
import { lineRefused } from './checkoutState';

/**
 * Checkout: the buyer's own cart, at catalogue prices, becomes an order holding its stock, with
 * the next code of the year. Each line's units are held in turn; if one cannot be, what was held
 * is given back. Paid with PayPal, a payment is opened at the provider (if it cannot be, the
 * order is rejected and its stock given back); cash on delivery (up to a cap) and bank transfers
 * are placed as they are and their lines leave the cart. Nothing the client says about money is
 * read.
 */
export type {
  CheckoutInput,
  CheckoutOutput,
  CheckoutReply,
  CheckoutRequested,
  CheckoutState,
  PaymentLinks,
} from './checkoutState';

/** A joined order is read again this often, this many times (10 s), before the buyer is told to try again. */
export const joinPollMs = 50;
export const maxJoinReads = 200;

type Holding = Extract<CheckoutState, { status: 'holding' }>;

/** Every line's stock asked of its product at once (the runner sends them together). */
const reserveAll = ({ request, toReserve }: Holding): CheckoutOutput[] => {
  const { orderId, expiresAt } = request;
  return toReserve.map(({ productId, quantity }) =>
    toProduct(productId, { type: 'ReserveStock', productId, orderId, quantity, expiresAt }),
  );
};

/** Once the order is placed: open its PayPal payment, or (paid later) take its lines out of the cart and answer. */
const goOnFrom = (order: OrderState, request: CheckoutRequest): CheckoutOutput[] => {
  if (order.paymentMethod === 'paypal') {
    // Placed by an earlier run that opened its payment already, or that ended: answer it as it is.
    if (order.paymentId || order.paymentStatus !== 'pending')
      return [{ type: 'Reply', value: { order, approvalURL: order.approvalURL ?? '' } }];
    const { returnUrl, cancelUrl } = request.links;
    return [
      {
        type: 'OpenPayment',
        orderId: order.orderId,
        // PayPal takes no đồng: a đồng order is charged the dollars fixed on it when it was placed.
        amount: { value: order.charge?.amountCents ?? order.totalCents, currency: 'USD' },
        description: `Tavico Home – đơn hàng ${order.code ?? order.orderId}`,
        returnUrl,
        cancelUrl,
      },
    ];
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

/** An order whose payment is no longer awaited: it will never be answerable. */
const ended = (order: OrderState | null): boolean => order !== null && order.paymentStatus !== 'pending';

/** Gives back what was held and ends the checkout, refusing with this error. */
const giveUp = ({ request, reserved }: Holding, error: unknown): CheckoutOutput[] => [
  ...releaseStock(
    request.orderId,
    reserved.map((l) => l.productId),
    'checkout-failed',
  ),
  endCheckout(request.userId, request.orderId, 'refused'),
  { type: 'Refuse', error },
];

const refuse = (error: unknown): CheckoutOutput[] => [{ type: 'Refuse', error }];

export const checkoutWorkflow: Workflow<CheckoutInput, CheckoutState, CheckoutOutput> = {
  name: 'checkout',
  initialState: { status: 'new' },

  evolve(state, input) {
    switch (input.type) {
      case 'CheckoutRequested': {
        const { orderId, userId, userName, placedAt, paymentMethod, policy, settings, links } = input;
        // Every order that holds stock has a deadline (decisions §36): paid by then, or for cash
        // on delivery confirmed by staff, or it expires and gives its stock back.
        const expiresAt = new Date(Date.parse(placedAt) + holdFor(paymentMethod, policy)).toISOString();
        const request: CheckoutRequest = {
          orderId,
          userId,
          userName,
          address: input.addressBook.addresses.find((a) => a.addressId === input.addressId) ?? null,
          placedAt,
          paymentMethod,
          expiresAt,
          currency: policy.currency,
          codMaxCents: policy.codMaxCents,
          usdVndRate: policy.usdVndRate ?? settings.vndPerUsd,
          settings: { bank: settings.bank, vndPerUsd: settings.vndPerUsd },
          shipping: shippingTableOf(settings, policy.currency),
          links,
          ...(input.lang ? { lang: input.lang } : {}),
        };
        return { status: 'holding', request, toReserve: input.cart.lines, reserved: [], refused: null };
      }
      case 'CheckoutJoined':
        return state.status === 'holding'
          ? { status: 'joining', request: state.request, joined: input.orderId, reads: 0 }
          : state;
      case 'JoinedOrderRead':
        return state.status === 'joining' ? { ...state, reads: state.reads + 1 } : state;
      case 'StockReserved': {
        const { product } = input;
        if (state.status !== 'holding') return state;
        const line = state.toReserve.find((l) => l.productId === input.productId);
        const rest = state.toReserve.filter((l) => l !== line);
        if (product.status === 'none' || !line) return state;
        // The price is the one in force on the same revision that holds the stock.
        const reserved = {
          productId: line.productId,
          title: product.title,
          image: product.image,
          priceCents: effectivePriceCents(product),
          quantity: line.quantity,
          // Whose stall ships it (null: the house's own).
          supplierId: product.postedBy,
          // A bulky product's line adds the bulky surcharge to the shipping.
          ...(product.bulky ? { bulky: true } : {}),
        };
        return { ...state, toReserve: rest, reserved: [...state.reserved, reserved] };
      }
      case 'OwnOrderRead':
        return input.order && state.status !== 'new'
          ? { status: 'placed', request: state.request, order: input.order }
          : state;
      case 'OrderPlaced':
      case 'PaymentRecorded':
        return state.status === 'new' ? state : { status: 'placed', request: state.request, order: input.order };
      case 'StockRefused':
        return state.status === 'holding' ? lineRefused(state, input.productId, input.error) : state;
      case 'CheckoutAdmitted':
      case 'CodeAssigned':
      case 'PaymentOpened':
      case 'PaymentUnavailable':
        return state;
      default:
        return unreachable(input);
    }
  },

  decide(input, state) {
    switch (state.status) {
      case 'new':
        return [];
      case 'joining':
        if (input.type === 'CheckoutJoined') return [readOrder(state.joined, 'joined')];
        if (input.type !== 'JoinedOrderRead') return [];
        {
          const { order } = input;
          if (answerable(order)) return [{ type: 'Reply', value: { order, approvalURL: order.approvalURL ?? '' } }];
          // That checkout failed or ended, or takes too long: the buyer is told to try again.
          if (ended(order) || state.reads >= maxJoinReads) return refuse(new Conflict(orderMessages.checkoutUnderWay));
        }
        return [readOrder(state.joined, 'joined', joinPollMs)];
      case 'placed':
        return decidePlaced(input, state);
      case 'holding':
        return decideHolding(input, state);
      default:
        return unreachable(state);
    }
  },

  onResult(outcome) {
    switch (outcome.type) {
      case 'Sent':
        switch (outcome.stream) {
          case 'checkouts': {
            if (outcome.command.type !== 'StartCheckout') return null;
            const joined = joinedOrder(outcome.state, outcome.command);
            return !joined || joined === outcome.command.orderId
              ? { type: 'CheckoutAdmitted' }
              : { type: 'CheckoutJoined', orderId: joined };
          }
          case 'product':
            return outcome.command.type === 'ReserveStock'
              ? { type: 'StockReserved', productId: outcome.command.productId, product: outcome.state }
              : null;
          case 'orderCodes':
            return { type: 'CodeAssigned', code: codeOf(outcome.state, outcome.command.orderId) };
          case 'order':
            if (!outcome.state) return null;
            if (outcome.command.type === 'PlaceOrder') return { type: 'OrderPlaced', order: outcome.state };
            if (outcome.command.type === 'RecordPayment') return { type: 'PaymentRecorded', order: outcome.state };
            return null;
          default:
            return null;
        }
      case 'Read':
        return outcome.as === 'own'
          ? { type: 'OwnOrderRead', order: outcome.state }
          : { type: 'JoinedOrderRead', order: outcome.state };
      case 'PaymentOpened':
        return { type: 'PaymentOpened', ...outcome.opened };
      default:
        return null;
    }
  },

  onFailure(failure) {
    // Whatever stopped a line from being held (sold out, gone, the store failing), what was held goes back.
    if (failure.type === 'SendFailed' && failure.stream === 'product' && failure.command.type === 'ReserveStock')
      return { type: 'StockRefused', productId: failure.command.productId, error: failure.error };
    if (failure.type === 'PaymentFailed') return { type: 'PaymentUnavailable', ...failure.failure };
    return null;
  },
};

/** Until the order is placed: start the buyer's checkout, hold each line, take a code, place it. */
function decideHolding(input: CheckoutInput, state: Holding): CheckoutOutput[] {
  const { request } = state;
  switch (input.type) {
    case 'CheckoutRequested': {
      // An empty cart still asks the buyer's checkouts: it may be what an order placed a moment
      // ago left (the same checkout sent twice), answered with that order.
      if (state.toReserve.length > 0 && !request.address)
        return refuse(new ValidationError(orderMessages.selectAddress));
      if (input.paymentMethod === 'bank-transfer' && !bankTransferReady(input.settings))
        return refuse(new ValidationError(paymentMethodMessages.bankNotSet));
      const start: StartCheckout = {
        type: 'StartCheckout',
        userId: request.userId,
        orderId: request.orderId,
        cartKey: cartKeyOf(input.cart.lines),
        cartRevision: input.cartRevision,
        now: request.placedAt,
        expiresAt: request.expiresAt,
        method: request.paymentMethod,
        policy: input.policy,
        hotline: input.settings.hotlines[0] ?? '',
      };
      return [toCheckouts(request.userId, start)];
    }
    case 'CheckoutAdmitted':
      return reserveAll(state);
    case 'StockReserved':
    case 'StockRefused':
      // Every line answers before anything follows: a line refused gives back those held.
      if (state.toReserve.length > 0) return [];
      if (state.refused) return giveUp(state, state.refused.error);
      // Everything is held, at today's prices: now the order may be priced against the cap.
      // (The cap is on what the buyer pays at the door: the shipping fee included.)
      if (
        request.paymentMethod === 'cod' &&
        !withinCodCap(priceOrder(state.reserved, request).totalCents, request.codMaxCents)
      )
        return giveUp(
          state,
          new ValidationError(orderMessages.codTooLarge(formatMoney(request.codMaxCents, request.currency))),
        );
      // The order stream is the one truth about an order's code (the year's code stream remembers
      // only its latest 50): read it once, as it stands, before a code is taken.
      return [readOrder(request.orderId, 'own')];
    case 'OwnOrderRead':
      return [toOrderCodes({ type: 'AssignOrderCode', year: vietnamYear(request.placedAt), orderId: request.orderId })];
    case 'CodeAssigned': {
      // Never an order without its code (a blank note, an order no one can quote): give up.
      if (!input.code) return giveUp(state, new Error(`No code was assigned to order ${request.orderId}`));
      if (!request.address) return giveUp(state, new ValidationError(orderMessages.selectAddress));
      const { orderId, userId, userName, address, placedAt, expiresAt, paymentMethod } = request;
      const { currency } = request;
      const items = state.reserved;
      const { shipping, totalCents: total } = priceOrder(items, request);
      const terms = paymentTerms(total, request);
      const data = {
        orderId,
        code: input.code,
        userId,
        userName,
        items,
        address,
        paymentMethod,
        placedAt,
        expiresAt,
        currency,
        shipping,
        ...(request.lang ? { lang: request.lang } : {}),
      };
      return [toOrder(orderId, { type: 'PlaceOrder', data: { ...data, ...terms } })];
    }
    default:
      return [];
  }
}

/** Once the order is placed (by this run or an earlier one): its payment, or its answer. */
function decidePlaced(input: CheckoutInput, { request, order }: Extract<CheckoutState, { status: 'placed' }>) {
  switch (input.type) {
    // Placed by an earlier run of this checkout (a retry): it keeps the code it has, and no
    // number is taken for it again.
    case 'OwnOrderRead':
    case 'OrderPlaced':
      return goOnFrom(order, request);
    case 'PaymentUnavailable': {
      const fail = { type: 'FailPayment' as const, outcome: 'failed' as const, reason: input.reason, now: input.at };
      const productIds = order.items.map((i) => i.productId);
      return [
        toOrder(order.orderId, fail),
        ...releaseOrder(order, productIds, 'payment-failed'),
        ...refuse(new AppError(502, orderMessages.providerUnavailable)),
      ];
    }
    case 'PaymentOpened': {
      const { provider, paymentId, approvalURL, at } = input;
      return [toOrder(order.orderId, { type: 'RecordPayment', provider, paymentId, approvalURL, now: at })];
    }
    case 'PaymentRecorded':
      return [{ type: 'Reply' as const, value: { order, approvalURL: order.approvalURL ?? '' } }];
    default:
      return [];
  }
}
