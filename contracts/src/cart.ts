import { z } from 'zod';
import { shownPrices, type ProductFields } from './products';
import { findVariant, type VariantOptions } from './variantRules';
import type { ShopCurrency } from './money';
import { lineText, numberInput, zodSays } from './validation';
import { msg } from './i18n/message';
import { labelOf, type Label } from './errors';

const missing = (label: Label) => zodSays(msg('field.missing', { label: labelOf(label) }));

const sessionUserId = lineText('userId', { error: missing('userId') })
  .trim()
  .min(1, missing('userId'));
/** A product named by its id (a cart line, a review): missing is said as such. */
export const productIdInput = lineText('productId', { error: missing('productId') })
  .trim()
  .min(1, missing('productId'));
const quantityLabel = labelOf('quantity');
const quantity = numberInput('quantity').pipe(
  z
    .number()
    .int(zodSays(msg('field.mustBeWhole', { label: quantityLabel })))
    .min(1, zodSays(msg('field.atLeast', { label: quantityLabel, min: 1 })))
    .max(10_000, zodSays(msg('field.tooLarge', { label: quantityLabel }))),
);

/** A variant's SKU (issue 30); left out (or empty): the product's default variant. */
export const skuInput = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  lineText(msg('variant.labelSku'), { error: zodSays(msg('variant.badSku')) })
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, zodSays(msg('variant.badSku')))
    .optional(),
);

/** Add to cart and change a line's quantity: the spec's payload, and the variant's `sku`; userId must be the session's. */
export const cartItemRequest = z.object({ userId: sessionUserId, productId: productIdInput, sku: skuInput, quantity });
export type CartItemRequest = z.output<typeof cartItemRequest>;

/** A cart line as the spec's client reads it, with the product's current details. */
export interface CartItemView {
  productId: string;
  image: string;
  title: string;
  price: number;
  salePrice: number;
  quantity: number;
  /** What can still be sold now, for the client's plus button. */
  totalStock: number;
  /** The variant (issue 30) and its options; absent: the product has none. */
  sku?: string;
  options?: VariantOptions;
}

/**
 * A cart line from the product's current fields (its variant's, when `sku` names one or the
 * product has variants); `available` is what it can still sell. Null: the variant is gone.
 */
export const cartItemView = (
  productId: string,
  product: ProductFields,
  quantity: number,
  available: number,
  currency: ShopCurrency,
  sku?: string,
): CartItemView | null => {
  const variant = product.variants?.length ? findVariant(product.variants, sku) : undefined;
  if ((product.variants?.length && !variant) || (!product.variants?.length && sku)) return null;
  return {
    productId,
    image: variant?.image ?? product.image,
    title: product.title,
    ...shownPrices(variant ?? product, currency),
    quantity,
    totalStock: available,
    ...(variant ? { sku: variant.sku, options: variant.options } : {}),
  };
};

export interface CartView {
  _id: string;
  userId: string;
  items: CartItemView[];
}
