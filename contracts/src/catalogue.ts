import type { ShopCurrency } from './money';
import { msg } from './i18n/message';

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

/** The home page's showroom shows at most this many featured products, the latest chosen first. */
export const showroomSize = 8;

/** Business constants of the spec (§9). */
export const lowStockThreshold = 10;

/** decisions §3: the price a shopper pays (in the currency's minor unit, see money.ts). */
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

/**
 * Text as search compares it, word by word: lower-case, composed (NFC), every run of what is not
 * a letter or a digit one space, with a space at each end, so ` ${word} ` finds a whole word (a
 * syllable: 'an' finds 'ăn', never 'bàn' or 'sang').
 */
export const searchWords = (text: string): string =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The same without diacritics: what search compares a query typed without accents against. */
export const foldedWords = (text: string): string => searchWords(foldVietnamese(text));

/** decisions §33: a search needs this many characters. */
export const searchMinLength = 2;

export const sortOptions = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof sortOptions)[number];
export const defaultSort: SortOption = 'price-lowtohigh';

// Vietnamese alphabetical order: ă, â after a; đ after d; ê after e; ô, ơ after o; ư after u.
const vietnameseLetters = 'a ă â b c d đ e ê f g h i j k l m n o ô ơ p q r s t u ư v w x y z'.split(' ');
const letterRank = new Map(vietnameseLetters.map((letter, i) => [letter, String.fromCharCode(0x61 + i)]));
// Tones, in dictionary order: none, huyền, hỏi, ngã, sắc, nặng.
const toneRank = new Map([
  ['\u0300', '1'],
  ['\u0309', '2'],
  ['\u0303', '3'],
  ['\u0301', '4'],
  ['\u0323', '5'],
]);

/**
 * A key whose plain (binary) order is Vietnamese dictionary order: letters first, then tones.
 * Stored on read models so a database sorts titles by it without a locale-aware collation.
 */
export function vietnameseSortKey(text: string): string {
  let letters = '';
  let tones = '';
  for (const cluster of text
    .toLowerCase()
    .normalize('NFD')
    .match(/\P{M}\p{M}*/gu) ?? []) {
    const base = cluster[0];
    const marks = cluster.slice(1);
    const letterMarks = marks.replace(/[\u0300\u0309\u0303\u0301\u0323]/g, '');
    const letter = (base + letterMarks).normalize('NFC');
    const rank = letterRank.get(letter);
    if (rank) letters += rank;
    else if (/\s/.test(base)) letters += ' ';
    else if (/[0-9]/.test(base)) letters += base;
    else if (/[\p{P}\p{S}]/u.test(base)) letters += '!';
    else letters += String.fromCharCode(0x100 + base.charCodeAt(0));
    tones += toneRank.get(marks.replace(letterMarks, '').charAt(0)) ?? '0';
  }
  return `${letters}\u0000${tones}`;
}

/** The listing's price range, in the shop's currency: what the server says of a bad one. */
export const catalogueMessages = {
  badPrice: (name: 'minPrice' | 'maxPrice', currency: ShopCurrency) =>
    msg(currency === 'VND' ? 'catalogue.badPriceDong' : 'catalogue.badPriceDollar', {
      label: msg(`catalogue.${name}`),
    }),
  priceRange: msg('catalogue.priceRange'),
} as const;
