import type { CategoryId } from './catalogue';
import type { DomainEvent } from './eventBase';
import { msg } from './i18n/message';

/**
 * Vouchers (issue 30): codes the owner gives out, the way Shopee and Tiki made Vietnamese buyers
 * expect. A `percent` voucher takes `value`% off the lines it covers (at most `maxDiscountCents`);
 * an `amount` voucher takes `value` (minor units) off, never more than those lines. It is good
 * from `startsAt` to `endsAt`, on an order whose lines come to `minOrderCents` or more, at most
 * `totalUses` times in all (null: no limit) and `perCustomer` times by one buyer, on every product
 * or only on `categories` / `productIds`.
 */
export interface VoucherTerms {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minOrderCents: number;
  maxDiscountCents: number | null;
  startsAt: string;
  endsAt: string;
  totalUses: number | null;
  perCustomer: number;
  categories: CategoryId[] | null;
  productIds: string[] | null;
}

/** One use: the order that took it, by whom, for how much. */
export interface VoucherUse {
  orderId: string;
  userId: string;
  discountCents: number;
  /** What the order's lines came to before the discount: the voucher's sales. */
  subtotalCents: number;
  at: string;
}

// ---- voucher-{CODE} ----
export type VoucherSaved = DomainEvent<'VoucherSaved', { terms: VoucherTerms; at: string }>;
/** An order took a use; its checkout holds it until the order is cancelled or expires. */
export type VoucherUsed = DomainEvent<'VoucherUsed', { code: string } & VoucherUse>;
/** A cancelled, expired or refused order gave its use back (when: the event's time). */
export type VoucherUseReleased = DomainEvent<
  'VoucherUseReleased',
  { code: string; orderId: string; discountCents: number; subtotalCents: number }
>;
export type VoucherEvent = VoucherSaved | VoucherUsed | VoucherUseReleased;

/** A line as a voucher prices it: the price charged (the sale price when there is one). */
export interface VoucherLine {
  productId: string;
  category: CategoryId;
  priceCents: number;
  quantity: number;
}

/** Codes are typed by hand and read out on the phone: upper case, letters and digits. */
export const normalVoucherCode = (code: string) => code.trim().toUpperCase();
export const voucherCodePattern = /^[A-Z0-9]{3,20}$/;

export const voucherMessages = {
  notFound: msg('voucher.notFound'),
  exists: msg('voucher.exists'),
  notStarted: (date: string) => msg('voucher.notStarted', { date }),
  ended: msg('voucher.ended'),
  usedUp: msg('voucher.usedUp'),
  usedByYou: msg('voucher.usedByYou'),
  notForTheseProducts: msg('voucher.notForTheseProducts'),
  minOrder: (amount: string) => msg('voucher.minOrder', { amount }),
  saved: msg('voucher.saved'),
  created: msg('voucher.created'),
  badCode: msg('voucher.badCode'),
  badKind: msg('voucher.badKind'),
  badPercent: msg('voucher.badPercent'),
  badAmount: msg('voucher.badAmount'),
  endsBeforeStart: msg('voucher.endsBeforeStart'),
} as const;
