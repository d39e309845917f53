/** The furniture taxonomy (decisions §1): one list of categories, and the house brand. */
export const categories = [
  { id: 'ban', label: 'Bàn' },
  { id: 'ghe', label: 'Ghế' },
  { id: 'tu-ke', label: 'Tủ & kệ' },
  { id: 'giuong', label: 'Giường' },
  { id: 'sofa', label: 'Sofa' },
  { id: 'trang-tri', label: 'Đồ trang trí' },
  { id: 'go-nguyen-lieu', label: 'Gỗ nguyên liệu' },
] as const;
export type CategoryId = (typeof categories)[number]['id'];
export const categoryIds = categories.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/** The house brand; every supplier is a brand too, named by its userName. */
export const houseBrand = { id: 'noi-that-tavico', label: 'Nội thất Tavico' } as const;

/** Business constants of the spec (§9). */
export const lowStockThreshold = 10;

/** Money is integer cents inside; the API shows dollars with two decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
export const formatMoney = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** decisions §3: the price a shopper pays. */
export const effectivePriceCents = (p: { priceCents: number; salePriceCents: number | null }): number =>
  p.salePriceCents !== null && p.salePriceCents > 0 ? p.salePriceCents : p.priceCents;

/** Lower-case, without Vietnamese diacritics (đ → d), for search that ignores both. */
export const foldVietnamese = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase();

export const sortOptions = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof sortOptions)[number];
export const defaultSort: SortOption = 'price-lowtohigh';
