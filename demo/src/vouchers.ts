import { toMinor, type ShopCurrency, type VoucherTerms } from '@tavico/contracts';

/**
 * The demo's voucher: 10% off, at most 500.000 ₫ ($25), on orders from 2.000.000 ₫ ($100), once
 * per buyer, running for a year from the day the demo was seeded.
 */
export const demoVoucher = {
  code: 'TAVICO10',
  percent: 10,
  minOrder: { VND: 2_000_000, USD: 100 },
  maxDiscount: { VND: 500_000, USD: 25 },
} as const;

export function demoVoucherTerms(currency: ShopCurrency, now: Date): VoucherTerms {
  const day = 86_400_000;
  return {
    code: demoVoucher.code,
    kind: 'percent',
    value: demoVoucher.percent,
    minOrderCents: toMinor(demoVoucher.minOrder[currency], currency),
    maxDiscountCents: toMinor(demoVoucher.maxDiscount[currency], currency),
    startsAt: new Date(now.getTime() - day).toISOString(),
    endsAt: new Date(now.getTime() + 365 * day).toISOString(),
    totalUses: null,
    perCustomer: 1,
    categories: null,
    productIds: null,
  };
}
