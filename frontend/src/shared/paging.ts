import type { DataEnvelope } from './http';

/** Where a page of a list is: every list answer carries it (decisions §28). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A list answer: one page of `data` and where it is. */
export interface PageEnvelope<T> extends DataEnvelope<T[]> {
  pagination: Pagination;
}

/** One page of a list as a slice keeps it. */
export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** Before anything has loaded: one empty page. */
export const noPages: Pagination = { page: 1, limit: 0, total: 0, totalPages: 1 };

/** `?page=` of an address; anything but a whole number above 0 is the first page. */
export function pageFromQuery(query: URLSearchParams): number {
  const value = query.get('page') ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/** `path` asking for one page (the first needs no parameter), with the query it already has. */
export function withPage(path: string, page: number): string {
  if (page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * The page buttons a pager shows: the first, the last, and the current one with its neighbours;
 * null where pages are left out. At most seven entries, so it fits a 360 px phone.
 */
export function pagesAround(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, totalPages - 4));
  const to = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < totalPages - 1 ? [null] : []), totalPages];
}
