import type { Collection, Doc, Filter, FindOptions } from '@tavico/infrastructure';

/** No answer carries more documents than this (decisions §28). */
export const maxPageSize = 100;

/** The page size each list answers when the request names none. */
export const defaultPageSizes = {
  /** The shop's listing and search: a grid of 2, 3 or 4 columns. */
  shop: 24,
  /** Admin and supplier lists: products, every order. */
  staff: 50,
  reviews: 20,
  /** A customer's own orders. */
  orders: 20,
  users: 20,
  /** Banners and the spec's bare supplier list: every one, up to the bound. */
  all: maxPageSize,
} as const;

export interface Page {
  page: number;
  limit: number;
  skip: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A whole number from a query value: one string of digits, nothing else (not "2abc", not an array). */
const whole = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;

/**
 * A query as a route reads it: only the parameters named in its list (typed so, so reading
 * another does not compile). The catalogue cache keys a kept answer by the same list.
 */
export type QueryOf<Names extends readonly string[]> = Readonly<Partial<Record<Names[number], unknown>>>;

/** The query parameters `paging` reads. */
export const pagingParams = ['page', 'limit'] as const;

/**
 * The page a request asks for with `page` and `limit`. Every list answers one page: without them
 * the first, of `defaultLimit`; a limit above 100 is held to 100; anything that is not a positive
 * whole number (negative, text, an array) counts as not given.
 */
export function paging(query: QueryOf<typeof pagingParams>, defaultLimit: number = defaultPageSizes.shop): Page {
  const limit = Math.min(maxPageSize, whole(query.limit) || defaultLimit);
  const page = Math.min(100_000, whole(query.page) || 1);
  return { page, limit, skip: (page - 1) * limit };
}

export const pagination = (page: Page, total: number): Pagination => ({
  page: page.page,
  limit: page.limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / page.limit)),
});

/** One page of a sorted query and where it is: the count and the page are read together. */
export async function findPage<T extends Doc>(
  collection: Collection<T>,
  filter: Filter,
  options: Pick<FindOptions, 'sort' | 'projection'>,
  page: Page,
  count: (filter: Filter) => Promise<number> = (f) => collection.countDocuments(f),
): Promise<{ list: T[]; pagination: Pagination }> {
  const [total, list] = await Promise.all([
    count(filter),
    collection.find(filter, { ...options, skip: page.skip, limit: page.limit }),
  ]);
  return { list, pagination: pagination(page, total) };
}

/**
 * Counts of the public catalogue by filter, kept while the catalogue stands still (its stamp):
 * every sort and page of one filter shares one count, so only the first of them counts.
 */
export function stampedCounts(count: (filter: Filter) => Promise<number>, size = 2000) {
  let stamp: number | null = null;
  const counts = new Map<string, number>();
  return async (filter: Filter, at: number | undefined): Promise<number> => {
    if (at === undefined) return count(filter);
    if (at !== stamp) {
      stamp = at;
      counts.clear();
    }
    const key = JSON.stringify(filter);
    const known = counts.get(key);
    if (known !== undefined) return known;
    const total = await count(filter);
    if (stamp === at) {
      if (counts.size >= size) counts.clear();
      counts.set(key, total);
    }
    return total;
  };
}
