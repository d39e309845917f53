/**
 * A product's page and specifications, free of zod so the browser can take them: the specification
 * labels, the gallery's size and the page address.
 */
/** What a furniture buyer asks before buying; each optional (empty: not shown). */
export interface ProductSpecs {
  /** Material or wood type, e.g. 'Gỗ hương'. */
  material: string;
  /** e.g. '120 × 60 × 75 cm'. */
  dimensions: string;
  finish: string;
  warranty: string;
}
export const emptySpecs: ProductSpecs = { material: '', dimensions: '', finish: '', warranty: '' };
export const specLabels: Record<keyof ProductSpecs, string> = {
  material: 'Chất liệu',
  dimensions: 'Kích thước',
  finish: 'Hoàn thiện',
  warranty: 'Bảo hành',
};
/** The main image and up to five more: six pictures a product at most. */
export const maxGalleryImages = 5;

/**
 * The product page's address, /san-pham/{slug}: the title without diacritics, then the first
 * last twelve letters and digits of the id (what finds the product, so an old link still works after a rename).
 */
export const productShortId = (productId: string): string => productId.replace(/-/g, '').slice(-12).toLowerCase();
export const productSlug = (title: string, productId: string): string => {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words ? `${words}-` : ''}${productShortId(productId)}`;
};
/** The short id a slug ends with, or null when it has none. */
export const shortIdOfSlug = (slug: string): string | null => /(?:^|-)([0-9a-z]{1,12})$/.exec(slug)?.[1] ?? null;
