import {
  bankTransferTerms,
  linesTotalCents,
  quoteShipping,
  vndToUsdCents,
  type OrderLine,
  type OrderShipping,
  type PlacedOrder,
} from '@tavico/contracts';
import type { CheckoutRequest } from './checkoutState';

/**
 * What an order of these held lines comes to: the lines at the prices that held them, plus the
 * shipping the server prices from the shop's table and the chosen address's province (decisions
 * §35). Nothing the client says about money, the fee included, is read.
 */
export function priceOrder(
  lines: readonly OrderLine[],
  request: Pick<CheckoutRequest, 'address' | 'shipping'>,
  voucher: { discountCents: number } | null = null,
): { shipping: OrderShipping; totalCents: number } {
  const quote = quoteShipping(
    lines.map((l) => ({ priceCents: l.priceCents, quantity: l.quantity, bulky: l.bulky === true })),
    request.address?.provinceCode ?? null,
    request.shipping,
  );
  const shipping = { feeCents: quote.fee, zone: quote.zone, minDays: quote.minDays, maxDays: quote.maxDays };
  // The shipping fee is priced on the lines as they are; a voucher takes off the lines alone.
  return { shipping, totalCents: linesTotalCents(lines) + quote.fee - (voucher?.discountCents ?? 0) };
}

/**
 * A transfer's account and amount, and a PayPal charge's dollars and rate, fixed on the order as
 * it is placed for this total (shipping included): later settings never change them.
 */
export function paymentTerms(
  total: number,
  request: Pick<CheckoutRequest, 'paymentMethod' | 'currency' | 'settings' | 'usdVndRate'>,
): Pick<PlacedOrder, 'transfer' | 'charge'> {
  const { paymentMethod, currency } = request;
  if (paymentMethod === 'bank-transfer') return { transfer: bankTransferTerms(total, request.settings, currency) };
  if (paymentMethod === 'paypal' && currency === 'VND')
    return {
      charge: { currency: 'USD', amountCents: vndToUsdCents(total, request.usdVndRate), vndPerUsd: request.usdVndRate },
    };
  return {};
}
