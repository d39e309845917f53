import { USD, VND, convert, dinero, halfUp, toDecimal, toSnapshot, transformScale, type Dinero } from 'dinero.js';

/**
 * Money (decisions §31). A shop sells in one currency, chosen at its first start and recorded in
 * its log: đồng by default, dollars for a shop that keeps the spec's original behaviour. Every
 * amount is an integer in the currency's minor unit (đồng have none, dollars have cents); the
 * `…Cents` fields of events and read models hold that minor unit whatever the currency (the
 * names are from when the shop sold in dollars, and events are never rewritten). The API shows
 * amounts in major units: `15490000` (đồng), `619.00` (dollars).
 */
export const shopCurrencies = ['VND', 'USD'] as const;
export type ShopCurrency = (typeof shopCurrencies)[number];
export const defaultShopCurrency: ShopCurrency = 'VND';
export const isShopCurrency = (value: unknown): value is ShopCurrency =>
  typeof value === 'string' && (shopCurrencies as readonly string[]).includes(value);

const currencies = { VND, USD } as const;

/** An amount in the currency's minor unit as a Dinero object (integer arithmetic, no floats). */
export const money = (minor: number, currency: ShopCurrency): Dinero<number> =>
  dinero({ amount: minor, currency: currencies[currency] });

/** Digits after the decimal point: 0 for đồng, 2 for dollars. */
export const minorDigits = (currency: ShopCurrency): number => currencies[currency].exponent;

/** Minor units to the API's major units: 15490000 ₫ → 15490000, 61900 ¢ → 619. */
export const toMajor = (minor: number, currency: ShopCurrency): number => Number(toDecimal(money(minor, currency)));

/** The API's major units to minor units; the amount is validated first (see `currencyRules`). */
export const toMinor = (major: number, currency: ShopCurrency): number =>
  Math.round(major * 10 ** minorDigits(currency));

/** What an amount typed into a form or the API must be, per currency (decisions §31). */
export const currencyRules: Record<
  ShopCurrency,
  { decimals: number; min: number; max: number; symbol: string; name: string }
> = {
  VND: { decimals: 0, min: 1000, max: 100_000_000_000, symbol: '₫', name: 'đồng' },
  USD: { decimals: 2, min: 0.01, max: 1_000_000_000, symbol: '$', name: 'đô la' },
};

/** Cash on delivery is offered up to this total unless COD_MAX_TOTAL says otherwise. */
export const defaultCodMaxTotal: Record<ShopCurrency, number> = { VND: 50_000_000, USD: 2000 };

const formatters = new Map<ShopCurrency, Intl.NumberFormat>();
const formatter = (currency: ShopCurrency): Intl.NumberFormat => {
  let f = formatters.get(currency);
  if (!f) {
    const digits = minorDigits(currency);
    // Đồng the Vietnamese way (12.500.000 ₫); dollars as the spec writes them ($2,849.00).
    f = new Intl.NumberFormat(currency === 'VND' ? 'vi-VN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, f);
  }
  return f;
};

/** The one money formatter: `12.500.000 ₫` for đồng, `$2,849.00` for dollars. */
export const formatMoney = (minor: number, currency: ShopCurrency): string =>
  formatter(currency)
    .format(toMajor(minor, currency))
    // One kind of space everywhere (Intl puts a no-break space before ₫), so texts compare.
    .replace(/\u00a0/g, ' ');

/** Đồng with dots between thousands: 3.600.000 ₫ (stall rents, transfers: always in đồng). */
export const formatVnd = (amount: number): string => formatMoney(Math.round(amount), 'VND');

/** Dollars (minor: cents) to đồng at a rate, rounded to the đồng: what a dollar price is worth. */
export const usdCentsToVnd = (cents: number, vndPerUsd: number): number => {
  const inVnd = convert(money(cents, 'USD'), VND, { VND: vndPerUsd });
  return toSnapshotAmount(transformScale(inVnd, 0, halfUp));
};

/**
 * Đồng to US cents at a rate, rounded half up to the cent: what PayPal, which takes no đồng, is
 * charged for a đồng total.
 */
export const vndToUsdCents = (vnd: number, vndPerUsd: number): number => {
  // 100/rate has no finite decimal for most rates, so no Dinero rate can hold it; the integers
  // (below 2^53) divide to the nearest double, and a true half stays exact for Math.round.
  return Math.round((vnd * 100) / vndPerUsd);
};

const toSnapshotAmount = (d: Dinero<number>): number => toSnapshot(d).amount;
