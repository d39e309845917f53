import {
  apiRoutes,
  type HomeCatalogueView,
  type ProductPageView,
  type ProductView,
  type ReviewView,
  type SortOption,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';

export interface FilterGroup {
  id: string;
  label: string;
  options: { id: string; label: string; count: number }[];
}

/** Filters as the listing keeps them: group id → chosen option ids. */
export type Filters = Record<string, string[]>;

export function listingQuery(filters: Filters, sortBy: SortOption, page = 1): string {
  const query = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) if (values.length) query.set(group, values.join(','));
  query.set('sortBy', sortBy);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

export const catalogueApi = {
  /** One page of the listing (the server's page size, 24). */
  products: (filters: Filters, sortBy: SortOption, page = 1) =>
    http.get<PageEnvelope<ProductView>>(`${apiRoutes.shop.products}?${listingQuery(filters, sortBy, page)}`),
  /** The filter groups with counts that follow the other groups' choices and the price range. */
  filters: (chosen: Filters = {}) => {
    const query = new URLSearchParams();
    for (const [group, values] of Object.entries(chosen)) if (values.length) query.set(group, values.join(','));
    const search = query.toString();
    return http.get<DataEnvelope<FilterGroup[]>>(`${apiRoutes.shop.filters}${search ? `?${search}` : ''}`);
  },
  /** The home page's showroom and categories with pictures. */
  home: () => http.get<DataEnvelope<HomeCatalogueView>>(apiRoutes.shop.home),
  product: (id: string) => http.get<DataEnvelope<ProductView>>(route(apiRoutes.shop.product, { id })),
  /** The product page's data by its address. */
  productPage: (slug: string) => http.get<DataEnvelope<ProductPageView>>(route(apiRoutes.shop.productPage, { slug })),
  search: (keyword: string, page = 1) =>
    http.get<PageEnvelope<ProductView>>(withPage(route(apiRoutes.shop.search, { keyword }), page)),
  reviews: (productId: string, page = 1) =>
    http.get<PageEnvelope<ReviewView>>(withPage(route(apiRoutes.shop.reviews, { productId }), page)),
  addReview: (review: {
    productId: string;
    userId: string;
    userName: string;
    reviewMessage: string;
    reviewValue: number;
  }) => http.post(apiRoutes.shop.addReview, review),
};
