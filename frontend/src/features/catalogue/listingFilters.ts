import { sortOptions, type SortOption } from '@tavico/contracts/client';
import type { KeyValueStore } from '../../shared/services';
import type { Filters } from './catalogueApi';

/** Session-storage key of the listing's filters (spec §9). */
export const filtersKey = 'filters';
export const filterGroupIds = ['category', 'brand'] as const;
/** The price range, in dollars: one value each, kept beside the groups. */
export const priceKeys = ['minPrice', 'maxPrice'] as const;
const filterKeys = [...filterGroupIds, ...priceKeys];

/** Filters from a query string: group=comma-joined-values. */
export function filtersFromQuery(query: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const group of filterKeys) {
    const values = (query.get(group) ?? '').split(',').filter(Boolean);
    if (values.length) filters[group] = values;
  }
  return filters;
}

export function sortFromQuery(query: URLSearchParams, fallback: SortOption): SortOption {
  const sortBy = query.get('sortBy');
  return sortOptions.includes(sortBy as SortOption) ? (sortBy as SortOption) : fallback;
}

export function queryOf(filters: Filters, sortBy: SortOption): URLSearchParams {
  const query = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) if (values.length) query.set(group, values.join(','));
  query.set('sortBy', sortBy);
  return query;
}

export function storedFilters(session: KeyValueStore): Filters {
  try {
    const parsed: unknown = JSON.parse(session.getItem(filtersKey) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const filters: Filters = {};
    for (const group of filterKeys) {
      const values = (parsed as Record<string, unknown>)[group];
      if (Array.isArray(values)) filters[group] = values.filter((v): v is string => typeof v === 'string');
    }
    return filters;
  } catch {
    return {};
  }
}

export const hasFilters = (filters: Filters) => Object.values(filters).some((values) => values.length > 0);
