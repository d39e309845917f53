import {
  ValidationError,
  bankTransferReady,
  formatMoney,
  orderMessages,
  paymentMethodMessages,
  vietnamYear,
  withinCodCap,
} from '@tavico/contracts';
import { releaseStock, releaseVoucher, endCheckout } from '../order/settlement';
import { cartKeyOf, type StartCheckout } from '../checkout/checkouts';
import { paymentTerms, priceOrder } from './checkoutPricing';
import { readOrder, toCheckouts, toOrder, toOrderCodes, toProduct, toVoucher } from './workflow';
import type { CheckoutInput, CheckoutOutput, CheckoutState } from './checkoutState';

/** The checkout until its order is placed (see checkout.ts): start it, hold each line, price it, place it. */
export type Holding = Extract<CheckoutState, { status: 'holding' }>;

const refuse = (error: unknown): CheckoutOutput[] => [{ type: 'Refuse', error }];

/** Every line's stock asked of its product at once (the runner sends them together). */
const reserveAll = ({ request, toReserve }: Holding): CheckoutOutput[] => {
  const { orderId, expiresAt } = request;
  return toReserve.map(({ productId, quantity, sku }) =>
    toProduct(productId, { type: 'ReserveStock', productId, orderId, quantity, expiresAt, ...(sku ? { sku } : {}) }),
  );
};

/** Gives back what was held and ends the checkout, refusing with this error. */
export const giveUp = ({ request, reserved, voucher }: Holding, error: unknown): CheckoutOutput[] => [
  ...releaseStock(
    request.orderId,
    reserved.map((l) => l.productId),
    'checkout-failed',
  ),
  ...(voucher ? [releaseVoucher(voucher.code, request.orderId)] : []),
  endCheckout(request.userId, request.orderId, 'refused'),
  { type: 'Refuse', error },
];

/** The voucher's use for this order, priced on the held lines at the prices that held them. */
const useVoucher = ({ request, reserved, categories }: Holding, code: string): CheckoutOutput =>
  toVoucher(code, {
    type: 'UseVoucher',
    orderId: request.orderId,
    userId: request.userId,
    lines: reserved.map((l) => ({
      productId: l.productId,
      category: categories[l.productId],
      priceCents: l.priceCents,
      quantity: l.quantity,
    })),
    currency: request.currency,
    now: request.placedAt,
  });

/**
 * Everything held and priced (the voucher's discount included): the order may be priced against
 * the cash-on-delivery cap (on what the buyer pays at the door, the shipping fee included), then
 * its own stream read once, as it stands, before a code is taken (the year's code stream
 * remembers only its latest 50).
 */
function whenPriced(state: Holding): CheckoutOutput[] {
  const { request } = state;
  if (
    request.paymentMethod === 'cod' &&
    !withinCodCap(priceOrder(state.reserved, request, state.voucher).totalCents, request.codMaxCents)
  )
    return giveUp(
      state,
      new ValidationError(orderMessages.codTooLarge(formatMoney(request.codMaxCents, request.currency))),
    );
  return [readOrder(request.orderId, 'own')];
}

/** Until the order is placed: start the buyer's checkout, hold each line, take a code, place it. */
export function decideHolding(input: CheckoutInput, state: Holding): CheckoutOutput[] {
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
      // Everything is held, at today's prices: a voucher is priced on them, on its own stream.
      if (request.voucherCode) return [useVoucher(state, request.voucherCode)];
      return whenPriced(state);
    case 'VoucherApplied':
      return whenPriced(state);
    case 'VoucherRefused':
      return giveUp(state, input.error);
    case 'OwnOrderRead':
      return [toOrderCodes({ type: 'AssignOrderCode', year: vietnamYear(request.placedAt), orderId: request.orderId })];
    case 'CodeAssigned': {
      // Never an order without its code (a blank note, an order no one can quote): give up.
      if (!input.code) return giveUp(state, new Error(`No code was assigned to order ${request.orderId}`));
      if (!request.address) return giveUp(state, new ValidationError(orderMessages.selectAddress));
      const { orderId, userId, userName, address, placedAt, expiresAt, paymentMethod } = request;
      const { currency } = request;
      const items = state.reserved;
      const { shipping, totalCents: total } = priceOrder(items, request, state.voucher);
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
        ...(state.voucher ? { voucher: state.voucher } : {}),
      };
      return [toOrder(orderId, { type: 'PlaceOrder', data: { ...data, ...terms } })];
    }
    default:
      return [];
  }
}
