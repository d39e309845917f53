import { z } from 'zod';
import { shownPrices, type ProductFields } from './products';
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

/** Add to cart and change a line's quantity: the spec's payload; userId must be the session's. */
export const cartItemRequest = z.object({ userId: sessionUserId, productId: productIdInput, quantity });
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
}

/** A cart line from the product's current fields; `available` is what it can still sell. */
export const cartItemView = (
  productId: string,
  product: ProductFields,
  quantity: number,
  available: number,
  currency: ShopCurrency,
): CartItemView => ({
  productId,
  image: product.image,
  title: product.title,
  ...shownPrices(product, currency),
  quantity,
  totalStock: available,
});

export interface CartView {
  _id: string;
  userId: string;
  items: CartItemView[];
}
