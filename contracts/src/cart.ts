import { z } from 'zod';
import { shownPrices, type ProductFields } from './products';
import type { ShopCurrency } from './money';
import { lineText, numberInput } from './validation';

const sessionUserId = lineText('người dùng (userId)', { error: 'Thiếu người dùng (userId).' })
  .trim()
  .min(1, 'Thiếu người dùng (userId).');
const productId = lineText('sản phẩm (productId)', { error: 'Thiếu sản phẩm (productId).' })
  .trim()
  .min(1, 'Thiếu sản phẩm (productId).');
const quantity = numberInput('Số lượng (quantity)').pipe(
  z
    .number()
    .int('Số lượng (quantity) phải là số nguyên.')
    .min(1, 'Số lượng (quantity) phải từ 1 trở lên.')
    .max(10_000, 'Số lượng (quantity) quá lớn.'),
);

/** Add to cart and change a line's quantity: the spec's payload; userId must be the session's. */
export const cartItemRequest = z.object({ userId: sessionUserId, productId, quantity });
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
