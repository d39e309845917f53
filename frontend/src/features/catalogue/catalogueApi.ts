import { apiRoutes, type ProductView, type ReviewView, type SortOption } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';

export interface FilterGroup {
  id: string;
  label: string;
  options: { id: string; label: string; count: number }[];
}

/** Filters as the listing keeps them: group id → chosen option ids. */
export type Filters = Record<string, string[]>;

export function listingQuery(filters: Filters, sortBy: SortOption): string {
  const query = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) if (values.length) query.set(group, values.join(','));
  query.set('sortBy', sortBy);
  return query.toString();
}

export const catalogueApi = {
  products: (filters: Filters, sortBy: SortOption) =>
    http.get<DataEnvelope<ProductView[]>>(`${apiRoutes.shop.products}?${listingQuery(filters, sortBy)}`),
  filters: () => http.get<DataEnvelope<FilterGroup[]>>(apiRoutes.shop.filters),
  product: (id: string) => http.get<DataEnvelope<ProductView>>(route(apiRoutes.shop.product, { id })),
  search: (keyword: string) => http.get<DataEnvelope<ProductView[]>>(route(apiRoutes.shop.search, { keyword })),
  reviews: (productId: string) => http.get<DataEnvelope<ReviewView[]>>(route(apiRoutes.shop.reviews, { productId })),
  addReview: (review: {
    productId: string;
    userId: string;
    userName: string;
    reviewMessage: string;
    reviewValue: number;
  }) => http.post(apiRoutes.shop.addReview, review),
};
