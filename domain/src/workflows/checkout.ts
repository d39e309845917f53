import {
  AppError,
  Conflict,
  effectivePriceCents,
  findVariant,
  shippingTableOf,
  orderMessages,
  type OrderState,
} from '@tavico/contracts';
import { releaseOrder } from '../order/settlement';
import { joinedOrder } from '../checkout/checkouts';
import { codeOf } from '../orderCode/orderCodes';
import { holdFor } from '../checkout/policy';
import { unreachable } from '../unreachable';
import { readOrder, toCart, toCheckouts, toOrder, type Workflow } from './workflow';
import type { CheckoutInput, CheckoutOutput, CheckoutRequest, CheckoutState } from './checkoutState';
import { lineRefused } from './checkoutState';
import { decideHolding } from './checkoutHolding';

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
          ...(input.voucherCode ? { voucherCode: input.voucherCode } : {}),
        };
        return {
          status: 'holding',
          request,
          toReserve: input.cart.lines,
          reserved: [],
          refused: null,
          categories: {},
          voucher: null,
        };
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
        const line = state.toReserve.find((l) => l.productId === input.productId && l.sku === input.sku);
        const rest = state.toReserve.filter((l) => l !== line);
        if (product.status === 'none' || !line) return state;
        // The price is the one in force on the same revision that holds the stock: the variant's.
        const variant = product.variants ? findVariant(product.variants, line.sku) : undefined;
        const reserved = {
          productId: line.productId,
          title: product.title,
          image: variant?.image ?? product.image,
          priceCents: effectivePriceCents(variant ?? product),
          quantity: line.quantity,
          ...(variant ? { sku: variant.sku, options: variant.options } : {}),
          // Whose stall ships it (null: the house's own).
          supplierId: product.postedBy,
          // A bulky product's line adds the bulky surcharge to the shipping.
          ...(product.bulky ? { bulky: true } : {}),
        };
        return {
          ...state,
          toReserve: rest,
          reserved: [...state.reserved, reserved],
          categories: { ...state.categories, [line.productId]: product.category },
        };
      }
      case 'OwnOrderRead':
        return input.order && state.status !== 'new'
          ? { status: 'placed', request: state.request, order: input.order }
          : state;
      case 'OrderPlaced':
      case 'PaymentRecorded':
        return state.status === 'new' ? state : { status: 'placed', request: state.request, order: input.order };
      case 'StockRefused':
        return state.status === 'holding' ? lineRefused(state, input.productId, input.sku, input.error) : state;
      case 'VoucherApplied':
        return state.status === 'holding'
          ? { ...state, voucher: { code: input.code, discountCents: input.discountCents } }
          : state;
      case 'VoucherRefused':
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
              ? {
                  type: 'StockReserved',
                  productId: outcome.command.productId,
                  ...(outcome.command.sku ? { sku: outcome.command.sku } : {}),
                  product: outcome.state,
                }
              : null;
          case 'orderCodes':
            return { type: 'CodeAssigned', code: codeOf(outcome.state, outcome.command.orderId) };
          case 'voucher': {
            if (outcome.command.type !== 'UseVoucher') return null;
            const { orderId } = outcome.command;
            const use = outcome.state.uses.find((held) => held.orderId === orderId);
            const code = outcome.state.terms?.code ?? outcome.id;
            return use ? { type: 'VoucherApplied', code, discountCents: use.discountCents } : null;
          }
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
      return {
        type: 'StockRefused',
        productId: failure.command.productId,
        ...(failure.command.sku ? { sku: failure.command.sku } : {}),
        error: failure.error,
      };
    if (failure.type === 'SendFailed' && failure.stream === 'voucher' && failure.command.type === 'UseVoucher')
      return { type: 'VoucherRefused', error: failure.error };
    if (failure.type === 'PaymentFailed') return { type: 'PaymentUnavailable', ...failure.failure };
    return null;
  },
};

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
