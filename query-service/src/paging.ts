const maxPageSize = 100;

/**
 * `page` and `limit` (at most 100) ask for one page; without them the whole list comes back, as
 * the spec's client expects. Either way `pagination` says where the page is.
 */
export function paging(query: Record<string, unknown>, defaultLimit = 24) {
  const number = (v: unknown) => Number.parseInt(String(v ?? ''), 10);
  const paged = query.page !== undefined || query.limit !== undefined;
  if (!paged) return null;
  const limit = Math.min(maxPageSize, Math.max(1, number(query.limit) || defaultLimit));
  const page = Math.min(100_000, Math.max(1, number(query.page) || 1));
  return { page, limit, skip: (page - 1) * limit };
}

export const pagination = (page: ReturnType<typeof paging>, total: number) =>
  page
    ? { page: page.page, limit: page.limit, total, totalPages: Math.max(1, Math.ceil(total / page.limit)) }
    : { page: 1, limit: total, total, totalPages: 1 };
