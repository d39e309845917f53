import { z } from 'zod';
import { categoryIds } from './catalogue';
import { msg } from './i18n/message';
import { toMinor, type ShopCurrency } from './money';
import { fieldSays, zodSays } from './validation';
import { normalVoucherCode, voucherCodePattern, type VoucherTerms } from './vouchers';

const whole = (label: Parameters<typeof fieldSays>[1], min: number, max: number) =>
  z
    .number({ error: fieldSays('field.notNumber', label) })
    .int(fieldSays('field.mustBeWhole', label))
    .min(min, fieldSays('field.invalid', label))
    .max(max, fieldSays('field.invalid', label));
const amount = (label: Parameters<typeof fieldSays>[1]) =>
  z
    .number({ error: fieldSays('field.notNumber', label) })
    .min(0, fieldSays('field.invalid', label))
    .max(10_000_000_000, fieldSays('field.invalid', label));
const instant = (label: Parameters<typeof fieldSays>[1]) =>
  z
    .string({ error: fieldSays('field.missing', label) })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: fieldSays('field.invalid', label),
    })
    .transform((v) => new Date(v).toISOString());

/**
 * A voucher as the owner writes it (`POST /api/admin/vouchers`): amounts in major units of the
 * shop's currency, dates as ISO instants. `toVoucherTerms` turns it into the stream's terms.
 */
export const voucherRequest = z
  .object({
    code: z
      .string({ error: fieldSays('field.missing', 'voucherCode') })
      .transform(normalVoucherCode)
      .refine((v) => voucherCodePattern.test(v), zodSays(msg('voucher.badCode'))),
    kind: z.enum(['percent', 'amount'], { error: zodSays(msg('voucher.badKind')) }),
    value: amount('voucherValue'),
    minOrder: amount('minOrder').default(0),
    maxDiscount: amount('maxDiscount').nullable().optional(),
    startsAt: instant('startsAt'),
    endsAt: instant('endsAt'),
    totalUses: whole('totalUses', 1, 1_000_000).nullable().optional(),
    perCustomer: whole('perCustomer', 1, 1000).default(1),
    categories: z
      .array(z.enum(categoryIds, { error: fieldSays('field.invalid', 'category') }))
      .min(1)
      .nullable()
      .optional(),
    productIds: z
      .array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/))
      .min(1)
      .max(50)
      .nullable()
      .optional(),
  })
  .refine((v) => v.endsAt > v.startsAt, zodSays(msg('voucher.endsBeforeStart')))
  .refine(
    (v) => v.kind === 'amount' || (Number.isInteger(v.value) && v.value >= 1 && v.value <= 100),
    zodSays(msg('voucher.badPercent')),
  )
  .refine((v) => v.kind === 'percent' || v.value > 0, zodSays(msg('voucher.badAmount')));

export type VoucherRequest = z.output<typeof voucherRequest>;

/** The stream's terms of a request, its amounts in minor units of the shop's currency. */
export const toVoucherTerms = (input: VoucherRequest, currency: ShopCurrency): VoucherTerms => ({
  code: input.code,
  kind: input.kind,
  value: input.kind === 'percent' ? input.value : toMinor(input.value, currency),
  minOrderCents: toMinor(input.minOrder, currency),
  maxDiscountCents: input.maxDiscount == null ? null : toMinor(input.maxDiscount, currency),
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  totalUses: input.totalUses ?? null,
  perCustomer: input.perCustomer,
  categories: input.categories ?? null,
  productIds: input.productIds ?? null,
});

/** `POST /api/shop/vouchers/check`: the code a buyer typed. */
export const voucherCheckRequest = z.object({
  code: z
    .string({ error: fieldSays('field.missing', 'voucherCode') })
    .transform(normalVoucherCode)
    .refine((v) => voucherCodePattern.test(v), zodSays(msg('voucher.notFound'))),
});
