import {
  addressParts,
  adminUnits,
  formatMoney,
  msg,
  orderCurrency,
  say,
  shopDate,
  type Lang,
  type MessageKey,
  type MessageParam,
  type OrderDocument,
  type OrderLine,
  type ShopCurrency,
  type SiteSettings,
} from '@tavico/contracts';

/** What an order's documents print, worked out once: its language, money and address as words. */
export interface OrderFacts {
  lang: Lang;
  currency: ShopCurrency;
  /** The order's code, or its id for an order placed before codes. */
  code: string;
  date: string;
  recipient: string;
  phone: string;
  place: string;
  notes: string;
  shop: SiteSettings;
  say: (key: MessageKey, params?: Record<string, MessageParam>) => string;
  money: (minor: number) => string;
}

/** What the order's voucher took off (issue 30), inside its total; 0 without one. */
export const discountOf = (o: OrderDocument): number => o.voucher?.discountCents ?? 0;
/** What was refunded of it, once refunds exist; 0 until then. */
export const refundedOf = (o: OrderDocument): number => (o as { refundedCents?: number }).refundedCents ?? 0;

export function orderFacts(order: OrderDocument, shop: SiteSettings): OrderFacts {
  const lang = order.lang ?? 'vi';
  const currency = orderCurrency(order);
  const address = addressParts(order.address, adminUnits, order.userName);
  return {
    lang,
    currency,
    code: order.code ?? order.orderId,
    date: shopDate(order.placedAt),
    recipient: address.recipient,
    phone: address.phone,
    place: address.place,
    notes: address.notes,
    shop,
    say: (key, params) => say(lang, msg(key, params)),
    money: (minor) => formatMoney(minor, currency),
  };
}

/**
 * What the carrier collects for these lines: cash on delivery not yet received, the order's total
 * when they are the whole order, else the lines (as a supplier's view counts it); null otherwise.
 */
export function codToCollectCents(order: OrderDocument, lines: OrderLine[]): number | null {
  if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'pending') return null;
  // The whole order: its total, fee and any discount in it; a supplier's part: its lines.
  if (lines.length === order.items.length) return order.totalCents;
  return lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
}

/** A file name that is safe in a Content-Disposition header: the code's letters, digits and dashes. */
export const safeFileName = (code: string, what: string): string =>
  `${code.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 60)}-${what}`;
