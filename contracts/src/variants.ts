import { z } from 'zod';
import { imageUrl } from './images';
import { msg, type Message } from './i18n/message';
import { toMinor, type ShopCurrency } from './money';
import { fieldSays, lineText, moneyInput, numberInput, zodSays } from './validation';
import { optionsText, variantOptionKeys, maxVariants, type ProductVariant, type VariantOptions } from './variantRules';

/** The variants' request schema (server side); their rules and views, free of zod, are in variantRules.ts. */
export * from './variantRules';

const said = (m: Message) => zodSays(m);
const skuLabel = msg('variant.labelSku');
const optionField = (label: Message) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    lineText(label, { error: fieldSays('field.mustBeWords', label) })
      .trim()
      .min(1, fieldSays('field.required', label))
      .max(60, fieldSays('field.tooLong', label, { max: 60 }))
      .optional(),
  );

const variantIn = (currency: ShopCurrency) =>
  z
    .object({
      sku: lineText(skuLabel, { error: fieldSays('field.required', skuLabel) })
        .trim()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, said(msg('variant.badSku'))),
      options: z
        .object(
          {
            size: optionField(msg('variant.labelSize')),
            wood: optionField(msg('variant.labelWood')),
            finish: optionField(msg('variant.labelFinish')),
          },
          { error: said(msg('variant.mustBeObject')) },
        )
        .optional()
        .transform((o) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v)) as VariantOptions),
      price: moneyInput(msg('variant.labelPrice'), currency),
      salePrice: moneyInput(msg('variant.labelSalePrice'), currency, { zeroAllowed: true }),
      totalStock: numberInput(msg('variant.labelStock')).pipe(
        z
          .number()
          .int(fieldSays('field.mustBeWhole', msg('variant.labelStock')))
          .min(0, fieldSays('field.notNegative', msg('variant.labelStock')))
          .max(1_000_000, fieldSays('field.tooLarge', msg('variant.labelStock'))),
      ),
      image: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        imageUrl(msg('variant.labelImage')).optional(),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.salePrice !== 0 && v.salePrice >= v.price)
        ctx.addIssue({
          code: 'custom',
          message: said(msg('variant.saleBelowPrice', { sku: v.sku })),
          path: ['salePrice'],
        });
    });

/** The variants a product form sends: up to 50, each SKU and each combination of options once. */
export const variantsRequest = (currency: ShopCurrency) =>
  z
    .array(variantIn(currency), { error: fieldSays('field.mustBeList', msg('variant.labelVariants')) })
    .superRefine((list, ctx) => {
      if (list.length > maxVariants) {
        ctx.addIssue({
          code: 'custom',
          message: said(msg('variant.tooMany', { max: maxVariants, count: list.length })),
        });
        return;
      }
      const skus = new Set<string>();
      const combos = new Set<string>();
      list.forEach((v, i) => {
        const sku = v.sku.toUpperCase();
        if (skus.has(sku))
          ctx.addIssue({ code: 'custom', message: said(msg('variant.skuTaken', { sku: v.sku })), path: [i, 'sku'] });
        skus.add(sku);
        const combo = JSON.stringify(variantOptionKeys.map((k) => v.options[k]?.toLowerCase() ?? ''));
        if (list.length > 1 && !optionsText(v.options))
          ctx.addIssue({ code: 'custom', message: said(msg('variant.noOptions')), path: [i, 'options'] });
        else if (combos.has(combo))
          ctx.addIssue({
            code: 'custom',
            message: said(msg('variant.sameOptions', { options: optionsText(v.options) })),
            path: [i, 'options'],
          });
        combos.add(combo);
      });
    });
export type VariantRequest = z.output<ReturnType<typeof variantIn>>;

/** A parsed variant in minor units. */
export const variantFrom = (v: VariantRequest, currency: ShopCurrency): ProductVariant => ({
  sku: v.sku,
  options: v.options,
  priceCents: toMinor(v.price, currency),
  salePriceCents: v.salePrice > 0 ? toMinor(v.salePrice, currency) : null,
  totalStock: v.totalStock,
  ...(v.image ? { image: v.image } : {}),
});
