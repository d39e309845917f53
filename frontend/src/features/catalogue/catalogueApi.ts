import {
  apiRoutes,
  type HomeCatalogueView,
  type ProductPageView,
  type ProductView,
  type ReviewView,
  type SortOption,
} from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';

export interface FilterGroup {
  id: string;
  label: string;
  options: { id: string; label: string; count: number }[];
}

/** Filters as the listing keeps them: group id → chosen option ids. */
export type Filters = Record<string, string[]>;

/** The chosen filters as the query string carries them: `category=ghe,ban`. */
function filterParams(filters: Filters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) if (values.length) query.set(group, values.join(','));
  return query;
}

export function listingQuery(filters: Filters, sortBy: SortOption, page = 1): string {
  const query = filterParams(filters);
  query.set('sortBy', sortBy);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** What a shopper writes about a product; the author is the session's. */
export interface NewReview {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

const dataOf = <T>(answer: unknown) => (answer as DataEnvelope<T>).data;
const pageOf = <T>(answer: unknown) => answer as PageEnvelope<T>;

/**
 * The storefront's reads. Each is a pure function of its argument (no window, no storage), so
 * the server can run the same endpoints to prefetch a page.
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the listing (the server's page size, 24). */
    products: build.query<PageEnvelope<ProductView>, { filters: Filters; sortBy: SortOption; page: number }>({
      query: ({ filters, sortBy, page }) => `${apiRoutes.shop.products}?${listingQuery(filters, sortBy, page)}`,
      transformResponse: pageOf<ProductView>,
      providesTags: ['Listing'],
    }),
    /** The filter groups with counts that follow the other groups' choices and the price range. */
    filterGroups: build.query<FilterGroup[], Filters>({
      query: (chosen) => {
        const search = filterParams(chosen).toString();
        return `${apiRoutes.shop.filters}${search ? `?${search}` : ''}`;
      },
      transformResponse: dataOf<FilterGroup[]>,
      providesTags: ['Listing'],
    }),
    /** The home page's showroom and categories with pictures. */
    homeCatalogue: build.query<HomeCatalogueView, void>({
      query: () => apiRoutes.shop.home,
      transformResponse: dataOf<HomeCatalogueView>,
      providesTags: ['Home', 'Listing'],
    }),
    /** One product, for the details dialog. */
    product: build.query<ProductView, string>({
      query: (id) => route(apiRoutes.shop.product, { id }),
      transformResponse: dataOf<ProductView>,
      providesTags: (_answer, _error, id) => [{ type: 'Product', id }],
    }),
    /** The product page's product, supplier and related products, by its address. */
    productPage: build.query<ProductPageView, string>({
      query: (slug) => route(apiRoutes.shop.productPage, { slug }),
      transformResponse: dataOf<ProductPageView>,
      providesTags: (view) => (view ? [{ type: 'Product', id: view.product._id }] : []),
    }),
    search: build.query<PageEnvelope<ProductView>, { keyword: string; page: number }>({
      query: ({ keyword, page }) => withPage(route(apiRoutes.shop.search, { keyword }), page),
      transformResponse: pageOf<ProductView>,
      providesTags: ['Listing'],
    }),
    /**
     * A page of a product's reviews, newest first. A review added lands on the first page, which
     * the list turns to: only that page is marked (the others are read afresh each time they are
     * shown, see Reviews), so the page on screen as it is sent is not read again for nothing.
     */
    reviews: build.query<PageEnvelope<ReviewView>, { productId: string; page: number }>({
      query: ({ productId, page }) => withPage(route(apiRoutes.shop.reviews, { productId }), page),
      transformResponse: pageOf<ReviewView>,
      providesTags: (_answer, _error, { productId, page }) => (page === 1 ? [{ type: 'Review', id: productId }] : []),
    }),
    /** The product's reviews and its average rating change: both are read again, once. */
    addReview: build.mutation<{ message?: string }, NewReview>({
      query: (review) => ({ method: 'POST', url: apiRoutes.shop.addReview, body: review }),
      invalidatesTags: (_answer, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Review', id: productId },
              { type: 'Product', id: productId },
            ],
    }),
  }),
});

export const {
  useProductsQuery,
  useFilterGroupsQuery,
  useHomeCatalogueQuery,
  useProductQuery,
  useProductPageQuery,
  useSearchQuery,
  useReviewsQuery,
  useAddReviewMutation,
} = catalogueApi;
