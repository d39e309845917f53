import {
  ValidationError,
  apiRoutes,
  catalogueMessages,
  foldVietnamese,
  parseValue,
  searchText,
  toMinor,
  type ShopCurrency,
} from '@tavico/contracts';
import type { Filter } from '@tavico/infrastructure';
import { pagingParams, type QueryOf } from './paging';

/**
 * The catalogue's query parameters, read: the filters of the shop's listing and of the back
 * office's product lists. Each route's list of the parameters it reads is here too, beside the
 * reading, for the catalogue cache to key its answers by.
 */

/** Comma-joined values of a query parameter, as the listing's filter panel sends them. */
export const listParam = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 50);

export const escapeRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a price bound may be typed as: whole đồng (up to 100 billion), or dollars with cents. */
const boundPatterns: Record<ShopCurrency, RegExp> = { VND: /^\d{1,12}$/, USD: /^\d{1,7}(\.\d{1,2})?$/ };

/**
 * A price bound of the listing in the shop's currency (`minPrice`, `maxPrice`), in minor units;
 * absent or empty: none.
 */
function priceBound(value: unknown, name: 'minPrice' | 'maxPrice', currency: ShopCurrency): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !boundPatterns[currency].test(value.trim())) {
    throw new ValidationError(catalogueMessages.badPrice(name, currency));
  }
  return toMinor(Number(value), currency);
}

/** The query parameters the listing's filters read (catalogueFilter). */
export const filterParams = ['category', 'brand', 'minPrice', 'maxPrice'] as const;
/** The listing's: its filters, its sort, its page. */
export const listingParams = [...filterParams, 'sortBy', ...pagingParams] as const;
/** The back office's product filters': the listing's, a search and the showroom's. */
type StaffQuery = QueryOf<[...typeof filterParams, 'featured', 'search']>;

/**
 * The public catalogue routes of products.ts, each with the query parameters it reads: the
 * catalogue cache keys their answers by these alone (any other parameter changes nothing).
 */
export const catalogueParams: Record<string, readonly string[]> = {
  [apiRoutes.shop.products]: listingParams,
  [apiRoutes.shop.filters]: filterParams,
  [apiRoutes.shop.search]: pagingParams,
  [apiRoutes.shop.product]: [],
  [apiRoutes.shop.productPage]: [],
};

/**
 * The listing's filters: any of the chosen categories, any of the chosen brands, and the price
 * paid (the sale price when there is one) between `minPrice` and `maxPrice`. `leaveOut` drops
 * one group, for the counts of that group's own options (faceted: each group's counts follow
 * the others' choices).
 */
export function catalogueFilter(
  query: QueryOf<typeof filterParams>,
  currency: ShopCurrency,
  leaveOut?: 'category' | 'brand',
): Filter {
  const filter: Filter = {};
  const category = listParam(query.category);
  const brand = listParam(query.brand);
  if (category.length && leaveOut !== 'category') filter.category = { $in: category };
  if (brand.length && leaveOut !== 'brand') filter.brand = { $in: brand };
  const min = priceBound(query.minPrice, 'minPrice', currency);
  const max = priceBound(query.maxPrice, 'maxPrice', currency);
  if (min !== null && max !== null && min > max) throw new ValidationError(catalogueMessages.priceRange);
  if (min !== null || max !== null) {
    filter.effectivePriceCents = { ...(min !== null ? { $gte: min } : {}), ...(max !== null ? { $lte: max } : {}) };
  }
  return filter;
}

/**
 * The back office's product filters: the listing's, every word of `search` in the title, and
 * `featured=true` for the products in the home page's showroom.
 */
export function staffFilter(query: StaffQuery, currency: ShopCurrency): Filter {
  const filter = catalogueFilter(query, currency);
  if (query.featured === 'true') filter.featured = true;
  const search =
    typeof query.search === 'string' ? foldVietnamese(parseValue(searchText, query.search)).slice(0, 100) : '';
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length) filter.$and = words.map((w) => ({ titleFolded: { $regex: escapeRegex(w) } }));
  return filter;
}
