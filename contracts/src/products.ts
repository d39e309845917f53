import { z } from 'zod';
import { categoryIds, type CategoryId } from './catalogue';
import { imageUrl } from './images';
import { emptySpecs, maxGalleryImages, type ProductSpecs } from './productDetails';
import { variantFrom, variantSummary, variantsRequest, type ProductVariant, type VariantView } from './variants';

/** The editable fields of a product, as the events carry them (money in the currency's minor unit). */
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
  /** Pictures after the main one (events before them have none). */
  gallery: string[];
  specs: ProductSpecs;
  /**
   * Bulky (a wardrobe, a sofa): each unit adds the shipping table's bulky surcharge. Staff set it;
   * shoppers see it only in the fee. Absent on products from before it: not bulky.
   */
  bulky?: boolean;
  /**
   * Its variants (issue 30), when it has any: then its price, sale price and stock above are the
   * cheapest variant's prices and the variants' stock together. Absent: one default variant.
   */
  variants?: ProductVariant[];
}

/**
 * The fields an add or edit gives: the gallery and the specifications may be left out (the spec's
 * own client has no such fields), and an edit that leaves them out keeps what the product has.
 */
export type ProductInput = Omit<ProductFields, 'gallery' | 'specs'> & {
  gallery?: string[];
  specs?: Partial<ProductSpecs>;
};

import { fieldSays, lineText, moneyInput, multilineText, numberInput, zodSays } from './validation';
import type { Label } from './errors';
import { toMajor, toMinor, type ShopCurrency } from './money';
import { msg } from './i18n/message';

/** A required text field: one line, or with `lines`, written on several (the description). */
const textField = (label: Label, max: number, lines = false) =>
  (lines ? multilineText : lineText)(label, { error: fieldSays('field.required', label) })
    .trim()
    .min(1, fieldSays('field.required', label))
    .max(max, fieldSays('field.tooLong', label, { max }));

/** An optional specification: text up to 200 characters; left out, an edit keeps the current one. */
const specField = (label: Label) =>
  lineText(label, { error: fieldSays('field.mustBeWords', label) })
    .trim()
    .max(200, fieldSays('field.tooLong', label, { max: 200 }))
    .optional();

/**
 * A product as the admin and supplier forms send it. Prices are in the shop's currency: whole đồng
 * from 1,000, or dollars with at most two decimals and at least 0.01 (nothing rounds to $0.00);
 * salePrice is optional (empty or 0: no sale) and, when set, follows the same rule and is below
 * the price.
 */
const productRequestIn = (currency: ShopCurrency) =>
  z
    .object({
      image: imageUrl('image'),
      title: textField('title', 200),
      description: textField('description', 5000, true),
      category: z.enum(categoryIds, { error: fieldSays('field.invalid', 'category') }),
      brand: lineText('brand').trim().max(100, fieldSays('field.invalid', 'brand')).optional(),
      // With variants, the product's price and stock are theirs (left out, or overridden).
      price: moneyInput('price', currency).optional(),
      salePrice: moneyInput('salePrice', currency, { zeroAllowed: true }),
      totalStock: numberInput('totalStock')
        .pipe(
          z
            .number()
            .int(fieldSays('field.mustBeWhole', 'totalStock'))
            .min(0, fieldSays('field.notNegative', 'totalStock'))
            .max(1_000_000, fieldSays('field.tooLarge', 'totalStock')),
        )
        .optional(),
      /** Up to 50 variants (issue 30); an empty list: none (one default variant). */
      variants: variantsRequest(currency).optional(),
      gallery: z
        .array(imageUrl('galleryImage'), { error: fieldSays('field.mustBeList', 'gallery') })
        .max(
          maxGalleryImages,
          zodSays(msg('product.galleryTooMany', { max: maxGalleryImages, total: maxGalleryImages + 1 })),
        )
        .optional(),
      material: specField('material'),
      dimensions: specField('dimensions'),
      finish: specField('finish'),
      warranty: specField('warranty'),
      /** Bulky: each unit adds the shipping table's surcharge; left out, an edit keeps what the product has. */
      bulky: z
        .preprocess(
          (v) => (v === 'true' ? true : v === 'false' ? false : v),
          z.boolean({ error: fieldSays('field.mustBeBoolean', 'bulky') }),
        )
        .optional(),
      /** The product's version the form was loaded at (staff reads carry it); optional for old clients. */
      version: numberInput('version')
        .pipe(z.number().int(fieldSays('field.invalid', 'version')).min(1, fieldSays('field.invalid', 'version')))
        .optional(),
    })
    .superRefine((p, ctx) => {
      if (p.variants?.length) return;
      if (p.price === undefined)
        ctx.addIssue({ code: 'custom', message: fieldSays('field.required', 'price'), path: ['price'] });
      else if (p.salePrice !== 0 && p.salePrice >= p.price)
        ctx.addIssue({ code: 'custom', message: zodSays(msg('product.saleBelowPrice')), path: ['salePrice'] });
      if (p.totalStock === undefined)
        ctx.addIssue({ code: 'custom', message: fieldSays('field.required', 'totalStock'), path: ['totalStock'] });
    });
const productRequests = new Map<ShopCurrency, ReturnType<typeof productRequestIn>>();
/** The product form's schema for a shop selling in this currency. */
export const productRequest = (currency: ShopCurrency): ReturnType<typeof productRequestIn> => {
  let schema = productRequests.get(currency);
  if (!schema) productRequests.set(currency, (schema = productRequestIn(currency)));
  return schema;
};
export type ProductRequest = z.output<ReturnType<typeof productRequestIn>>;

/** The fields of a parsed request, in minor units, with the brand the server decided. */
export const productFieldsFrom = (input: ProductRequest, brand: string, currency: ShopCurrency): ProductInput => {
  const specs = Object.fromEntries(
    (Object.keys(emptySpecs) as (keyof ProductSpecs)[]).filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
  ) as Partial<ProductSpecs>;
  const variants = input.variants?.length ? input.variants.map((v) => variantFrom(v, currency)) : undefined;
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    brand,
    image: input.image,
    ...(variants
      ? { ...variantSummary(variants), variants }
      : {
          priceCents: toMinor(input.price ?? 0, currency),
          salePriceCents: input.salePrice > 0 ? toMinor(input.salePrice, currency) : null,
          totalStock: input.totalStock ?? 0,
          // An empty list takes the variants away; left out, an edit keeps the product's.
          ...(input.variants ? { variants: [] } : {}),
        }),
    ...(input.gallery ? { gallery: input.gallery } : {}),
    ...(input.bulky === undefined ? {} : { bulky: input.bulky }),
    ...(Object.keys(specs).length ? { specs } : {}),
  };
};

/** A product's prices as the API shows them: major units of the shop's currency, salePrice 0 when not on sale. */
export const shownPrices = (p: Pick<ProductFields, 'priceCents' | 'salePriceCents'>, currency: ShopCurrency) => ({
  price: toMajor(p.priceCents, currency),
  salePrice: p.salePriceCents === null ? 0 : toMajor(p.salePriceCents, currency),
});

/** A product as the API shows it (the spec's fields; money in dollars). */
export interface ProductView {
  _id: string;
  image: string;
  /** The smaller WebP rendition for cards, once made; null until then or for outside URLs. */
  imageCard: string | null;
  title: string;
  /** The product page's address segment: /san-pham/{slug}. */
  slug: string;
  gallery: string[];
  specs: ProductSpecs;
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
  /** Its variants (issue 30); empty: none (one default variant, bought without a SKU). */
  variants: VariantView[];
  /** The lowest price a shopper pays for it (any variant), in major units. */
  priceFrom: number;
  /** Its variants cost differently: the listing says "từ {priceFrom}". */
  pricesVary: boolean;
  /** Staff reads only: bulky (shoppers see it only in the shipping fee). */
  bulky?: boolean;
  /** Staff reads only: the product's version, sent back with an edit so a stale form is refused. */
  version?: number;
  averageReview: number;
  reviewCount: number;
  postedBy: string | null;
  /** Shown in the home page's showroom (chosen by the admin). */
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The product page: the product, where it comes from, and more of its category. */
export interface ProductPageView {
  product: ProductView;
  /** The stall that sells it (null: the house brand). */
  supplier: { id: string; name: string } | null;
  /** Up to four other products of the same category. */
  related: ProductView[];
}

export const productMessages = {
  notFound: msg('product.notFound'),
  notYours: msg('product.notYours'),
  brandNotAllowed: msg('product.brandNotAllowed'),
  added: msg('product.added'),
  updated: msg('product.updated'),
  deleted: msg('product.deleted'),
  changedSince: msg('product.changedSince'),
  featured: msg('product.featured'),
  unfeatured: msg('product.unfeatured'),
  featuredRequired: msg('product.featuredRequired'),
  belowReserved: (reserved: number) => msg('product.belowReserved', { reserved }),
  exists: msg('product.exists'),
} as const;

export const featureRequest = z.object(
  { featured: z.boolean({ error: zodSays(productMessages.featuredRequired) }) },
  { error: zodSays(productMessages.featuredRequired) },
);

/** A category as the home page shows it: what it holds and a picture of one of its products. */
export interface CategoryTile {
  id: CategoryId;
  label: string;
  count: number;
  /** A featured product's picture when the category has one, else its newest product's; null when empty. */
  image: string | null;
}

/** What the home page's catalogue part shows. */
export interface HomeCatalogueView {
  featured: ProductView[];
  categories: CategoryTile[];
}
