import { shopDay } from './shopTime';
import { toMajor, type ShopCurrency } from './money';
import { msg } from './i18n/message';

/**
 * Shipping fees and delivery times (decisions §35): the owner's table in the settings, and the
 * one rule that prices an order's shipping from it. The server prices every order with it when it
 * is placed; the cart and the checkout ask the server for the same quote as an estimate. Amounts
 * are in the minor unit of the shop's currency (decisions §31); the settings API shows them in
 * major units, as it shows prices.
 */

/**
 * The 34 provinces and centrally-run cities in force since 1 July 2025, by their official
 * two-digit codes (Nghị quyết 202/2025/QH15; the codes of the General Statistics Office's list).
 */
export const provinceCodes = [
  '01', '04', '08', '11', '12', '14', '15', '19', '20', '22', '24', '25', '31', '33', '37', '38', '40',
  '42', '44', '46', '48', '51', '52', '56', '66', '68', '75', '79', '80', '82', '86', '91', '92', '96',
] as const; // prettier-ignore
export type ProvinceCode = (typeof provinceCodes)[number];
export const isProvinceCode = (value: unknown): value is ProvinceCode =>
  typeof value === 'string' && (provinceCodes as readonly string[]).includes(value);

/** A fee and how many days a delivery takes, from the day the order is placed. */
export interface ShippingRate {
  fee: number;
  minDays: number;
  maxDays: number;
}
/** A group of provinces shipped to at one rate (e.g. the shop's own city, its neighbours). */
export interface ShippingZone extends ShippingRate {
  name: string;
  provinceCodes: string[];
}
export interface ShippingTable {
  /** Looked through in order: a province is in the first zone that lists it. */
  zones: ShippingZone[];
  /** Every province no zone lists, and addresses without a province (older ones). */
  elsewhere: ShippingRate;
  /** An order whose lines come to this much or more ships free, bulky surcharge included; null: never. */
  freeShippingFrom: number | null;
  /** Added for each unit of a bulky product (a wardrobe, a sofa: a second pair of hands, a truck). */
  bulkyFee: number;
}

/**
 * A fresh đồng shop's table: a furniture shop in TP Hồ Chí Minh (its own city, the southern
 * provinces around it, the rest of the country). A dollar shop keeps the spec's original
 * behaviour (decisions §31): no fee until the owner sets one.
 */
export const defaultShippingTables: Record<ShopCurrency, ShippingTable> = {
  VND: {
    zones: [
      { name: 'TP Hồ Chí Minh', provinceCodes: ['79'], fee: 150_000, minDays: 1, maxDays: 2 },
      {
        name: 'Các tỉnh miền Nam lân cận',
        provinceCodes: ['68', '75', '80', '82', '86', '91', '92', '96'],
        fee: 350_000,
        minDays: 2,
        maxDays: 4,
      },
    ],
    elsewhere: { fee: 700_000, minDays: 4, maxDays: 8 },
    freeShippingFrom: 30_000_000,
    bulkyFee: 200_000,
  },
  USD: {
    zones: [],
    elsewhere: { fee: 0, minDays: 3, maxDays: 7 },
    freeShippingFrom: null,
    bulkyFee: 0,
  },
};

/** The table the shop ships by: the owner's, or before the owner saves one, the currency's default. */
export const shippingTableOf = (settings: { shipping?: ShippingTable }, currency: ShopCurrency): ShippingTable =>
  settings.shipping ?? defaultShippingTables[currency];

/** A line as the quote reads it: its effective price (minor units), its units, whether it is bulky. */
export interface ShippingLine {
  priceCents: number;
  quantity: number;
  bulky: boolean;
}

/** What shipping an order costs and how long it takes. */
export interface ShippingQuote {
  /** In the currency's minor unit. */
  fee: number;
  /** The zone's name; null: everywhere else. */
  zone: string | null;
  minDays: number;
  maxDays: number;
  /** The lines reach the free-shipping threshold. */
  free: boolean;
}

/**
 * The shipping of these lines to this province: the zone's fee (or everywhere else's) plus the
 * bulky surcharge per bulky unit; nothing at all when the lines come to the free-shipping
 * threshold or more. An unknown province, or none, is everywhere else.
 */
export function quoteShipping(
  lines: readonly ShippingLine[],
  provinceCode: string | null | undefined,
  table: ShippingTable,
): ShippingQuote {
  const zone = provinceCode ? table.zones.find((z) => z.provinceCodes.includes(provinceCode)) : undefined;
  const rate = zone ?? table.elsewhere;
  const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const bulkyUnits = lines.reduce((sum, l) => sum + (l.bulky ? l.quantity : 0), 0);
  const free = table.freeShippingFrom !== null && subtotal >= table.freeShippingFrom;
  return {
    fee: free ? 0 : rate.fee + bulkyUnits * table.bulkyFee,
    zone: zone?.name ?? null,
    minDays: rate.minDays,
    maxDays: rate.maxDays,
    free,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The shop's calendar days (YYYY-MM-DD, Vietnam's clock) a delivery is expected between. */
export const deliveryWindow = (
  placedAt: string,
  days: Pick<ShippingRate, 'minDays' | 'maxDays'>,
): { from: string; to: string } => {
  const at = Date.parse(placedAt);
  return { from: shopDay(new Date(at + days.minDays * dayMs)), to: shopDay(new Date(at + days.maxDays * dayMs)) };
};

/** The table as the settings API shows it: amounts in major units of the shop's currency. */
export const shownShippingTable = (table: ShippingTable, currency: ShopCurrency): ShippingTable => {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    zones: table.zones.map((z) => ({ ...z, fee: major(z.fee) })),
    elsewhere: { ...table.elsewhere, fee: major(table.elsewhere.fee) },
    freeShippingFrom: table.freeShippingFrom === null ? null : major(table.freeShippingFrom),
    bulkyFee: major(table.bulkyFee),
  };
};

/** The estimate the cart and the checkout show (money in major units). */
export interface ShippingQuoteView {
  currency: ShopCurrency;
  fee: number;
  zone: string | null;
  minDays: number;
  maxDays: number;
  free: boolean;
  /** What the lines come to, and with the fee. */
  subtotal: number;
  total: number;
  /** The delivery window if the order were placed now (shop days). */
  delivery: { from: string; to: string };
}

export const shippingMessages = {
  addressRequired: msg('shipping.addressRequired'),
  addressNotFound: msg('shipping.addressNotFound'),
} as const;
