import { z } from 'zod';
import { categoryIds, type CategoryId } from './catalogue';
import { imageUrl } from './images';

/** The editable fields of a product, as the events carry them (money in cents). */
export interface ProductFields {
  title: string;
  description: string;
  category: CategoryId;
  brand: string;
  image: string;
  priceCents: number;
  /** null: not on sale. */
  salePriceCents: number | null;
  totalStock: number;
}

import { moneyInput, numberInput } from './validation';

const textField = (label: string, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}.` })
    .trim()
    .min(1, `Vui lòng nhập ${label}.`)
    .max(max, `${label} không được dài quá ${max} ký tự.`);

/**
 * A product as the admin and supplier forms send it. Prices are dollars with at most two
 * decimals and at least 0.01 (nothing rounds to $0.00); salePrice is optional (empty or 0: no
 * sale) and, when set, follows the same rule and is below the price.
 */
export const productRequest = z
  .object({
    image: imageUrl('ảnh sản phẩm (image)'),
    title: textField('tên sản phẩm (title)', 200),
    description: textField('mô tả (description)', 5000),
    category: z.enum(categoryIds, { error: 'Danh mục (category) không hợp lệ.' }),
    brand: z.string().trim().max(100, 'Thương hiệu (brand) không hợp lệ.').optional(),
    price: moneyInput('Giá (price)'),
    salePrice: moneyInput('Giá khuyến mãi (salePrice)', { zeroAllowed: true }),
    totalStock: numberInput('Số lượng (totalStock)').pipe(
      z
        .number()
        .int('Số lượng (totalStock) phải là số nguyên.')
        .min(0, 'Số lượng (totalStock) không được âm.')
        .max(1_000_000, 'Số lượng (totalStock) quá lớn.'),
    ),
  })
  .refine((p) => p.salePrice === 0 || p.salePrice < p.price, {
    message: 'Giá khuyến mãi (salePrice) phải nhỏ hơn giá (price).',
    path: ['salePrice'],
  });
export type ProductRequest = z.output<typeof productRequest>;

/** The fields of a parsed request, in cents, with the brand the server decided. */
export const productFieldsFrom = (input: ProductRequest, brand: string): ProductFields => ({
  title: input.title,
  description: input.description,
  category: input.category,
  brand,
  image: input.image,
  priceCents: Math.round(input.price * 100),
  salePriceCents: input.salePrice > 0 ? Math.round(input.salePrice * 100) : null,
  totalStock: input.totalStock,
});

/** A product's prices as the API shows them: dollars, salePrice 0 when not on sale. */
export const shownPrices = (p: Pick<ProductFields, 'priceCents' | 'salePriceCents'>) => ({
  price: p.priceCents / 100,
  salePrice: p.salePriceCents === null ? 0 : p.salePriceCents / 100,
});

/** A product as the API shows it (the spec's fields; money in dollars). */
export interface ProductView {
  _id: string;
  image: string;
  /** The smaller WebP rendition for cards, once made; null until then or for outside URLs. */
  imageCard: string | null;
  title: string;
  description: string;
  category: CategoryId;
  brand: string;
  price: number;
  /** 0 when not on sale, as the spec's client expects. */
  salePrice: number;
  /** Shop: what can still be sold; admin and supplier lists: the stock on hand. */
  totalStock: number;
  /** Units held for unpaid orders. */
  reservedStock: number;
  averageReview: number;
  reviewCount: number;
  postedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export const productMessages = {
  notFound: 'Không tìm thấy sản phẩm.',
  notYours: 'Bạn chỉ có thể sửa hoặc xóa sản phẩm của mình.',
  brandNotAllowed: 'Thương hiệu (brand) không hợp lệ: chọn thương hiệu của cửa hàng hoặc giữ thương hiệu hiện tại.',
  added: 'Product add successfully',
  updated: 'Cập nhật sản phẩm thành công.',
  deleted: 'Đã xóa sản phẩm.',
  belowReserved: (reserved: number) =>
    `Số lượng (totalStock) không được nhỏ hơn ${reserved}: số đó đang được giữ cho các đơn hàng chưa thanh toán.`,
} as const;
