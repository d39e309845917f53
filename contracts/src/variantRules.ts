import { effectivePriceCents } from './catalogue';
import { msg } from './i18n/message';
import { toMajor, type ShopCurrency } from './money';

/**
 * Product variants (issue 30): a table in three sizes and two woods is one product with six
 * variants, each with its own SKU, price, stock and picture. A product without variants is one
 * default variant (no SKU): old products, with no migration.
 */
export const variantOptionKeys = ['size', 'wood', 'finish'] as const;
export type VariantOptionKey = (typeof variantOptionKeys)[number];
export type VariantOptions = Partial<Record<VariantOptionKey, string>>;

/** A variant as the product's events carry it (money in minor units; totalStock is its stock on hand). */
export interface ProductVariant {
  sku: string;
  options: VariantOptions;
  priceCents: number;
  /** null: not on sale. */
  salePriceCents: number | null;
  totalStock: number;
  image?: string;
}

export const maxVariants = 50;

/** A variant as the API shows it (major units; salePrice 0 when not on sale). */
export interface VariantView {
  sku: string;
  options: VariantOptions;
  price: number;
  salePrice: number;
  /** Shop: what can still be sold of it; staff: its stock on hand. */
  totalStock: number;
  /** Units of it held for unpaid orders. */
  reservedStock: number;
  /** Its own picture, or the product's. */
  image: string;
}

export const variantMessages = {
  notFound: (sku: string) => msg('variant.notFound', { sku }),
  belowReserved: (sku: string, reserved: number) => msg('variant.belowReserved', { sku, reserved }),
} as const;

/** The options as one line ("160 cm · Gỗ sồi"), the order's key for two variants' sameness. */
export const optionsText = (options: VariantOptions): string =>
  variantOptionKeys
    .map((k) => options[k])
    .filter((v): v is string => !!v)
    .join(' · ');

/**
 * Reservations are kept per order on the product's stream; a variant's are keyed `orderId|sku`
 * (an order may hold two variants of one product), the default variant's by the order id alone.
 */
export const reservationKey = (orderId: string, sku?: string): string => (sku ? `${orderId}|${sku}` : orderId);
export const reservationOf = (key: string): { orderId: string; sku?: string } => {
  const at = key.indexOf('|');
  return at < 0 ? { orderId: key } : { orderId: key.slice(0, at), sku: key.slice(at + 1) };
};

/**
 * Units held of one variant: those keyed with its SKU, and for the first variant (the default one)
 * those held without a SKU (held before the product had variants).
 */
export const reservedOfVariant = (reservations: Readonly<Record<string, number>>, sku: string, isDefault: boolean) =>
  Object.entries(reservations).reduce((sum, [key, q]) => {
    const held = reservationOf(key).sku;
    return held === sku || (held === undefined && isDefault) ? sum + q : sum;
  }, 0);

/** The variant a SKU names; no SKU: the default one (the first). */
export const findVariant = (
  variants: readonly ProductVariant[],
  sku: string | undefined,
): ProductVariant | undefined => (sku === undefined ? variants[0] : variants.find((v) => v.sku === sku));

/**
 * What a product with variants shows as its own price and stock: the cheapest variant's prices
 * (the listing's "từ …", its filters and sorts) and the stock of them all.
 */
export const variantSummary = (variants: readonly ProductVariant[]) => {
  const cheapest = variants.reduce((a, b) => (effectivePriceCents(b) < effectivePriceCents(a) ? b : a));
  return {
    priceCents: cheapest.priceCents,
    salePriceCents: cheapest.salePriceCents,
    totalStock: variants.reduce((sum, v) => sum + v.totalStock, 0),
  };
};

/** Whether a product's variants have different prices (the listing then says "từ" before the lowest). */
export const pricesVary = (variants: readonly ProductVariant[] | undefined): boolean =>
  !!variants && new Set(variants.map(effectivePriceCents)).size > 1;

export const variantView = (
  v: ProductVariant,
  index: number,
  product: { image: string; reservations?: Readonly<Record<string, number>> },
  currency: ShopCurrency,
  audience: 'shop' | 'staff',
): VariantView => {
  const reservedStock = reservedOfVariant(product.reservations ?? {}, v.sku, index === 0);
  return {
    sku: v.sku,
    options: v.options,
    price: toMajor(v.priceCents, currency),
    salePrice: v.salePriceCents === null ? 0 : toMajor(v.salePriceCents, currency),
    totalStock: audience === 'shop' ? Math.max(0, v.totalStock - reservedStock) : v.totalStock,
    reservedStock,
    image: v.image ?? product.image,
  };
};

/** What a product's read document can still sell of a variant (none named: the default one). */
export const sellableOfVariant = (
  p: {
    totalStock: number;
    reservedStock?: number;
    reservations?: Readonly<Record<string, number>>;
    variants?: ProductVariant[];
  },
  sku: string | undefined,
): number => {
  if (!p.variants?.length) return Math.max(0, p.totalStock - (p.reservedStock ?? 0));
  const variant = findVariant(p.variants, sku);
  if (!variant) return 0;
  return Math.max(
    0,
    variant.totalStock - reservedOfVariant(p.reservations ?? {}, variant.sku, variant === p.variants[0]),
  );
};
