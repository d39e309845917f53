import { apiRoutes, type ProductSpecs, type ProductView, type SupplierView } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { variantsOf } from './VariantsEditor';
import { ApiError, http, messageOf, route } from '../../shared/http';
import { queryString } from '../../shared/query';
import { withPage, type PageEnvelope } from '../../shared/paging';

/** Which panel a product call is for: the admin's (all products) or a supplier's (its own). */
export type ProductsArea = 'admin' | 'supplier';

/** The sheet's fields as the add and edit routes take them: the specifications are flat fields. */
export interface ProductForm extends Partial<ProductSpecs> {
  image: string;
  /** The pictures after the main one (up to five). */
  gallery?: string[];
  title: string;
  description: string;
  category: string;
  brand?: string;
  price?: number | string;
  salePrice?: number | string;
  totalStock?: number | string;
  /** Bulky (a wardrobe, a sofa): each unit adds the shipping table's surcharge. */
  bulky?: boolean;
  /** Edits only: the product's version when the form was opened. */
  version?: number;
  /** Its variants (issue 30); an empty list: none. Then price, salePrice and totalStock are left out. */
  variants?: ReturnType<typeof variantsOf>;
}

export interface ProductFilters {
  category?: string;
  brand?: string;
  supplier?: string;
  search?: string;
  /** 'true': only the products in the home page's showroom. */
  featured?: 'true';
}

const productRoutes = { admin: apiRoutes.adminProducts, supplier: apiRoutes.supplierProducts };

/** Which page of which panel's products, filtered how. */
export interface ProductsQuery {
  area: ProductsArea;
  filters: ProductFilters;
  page: number;
}

/** A product added, changed or deleted: the panels' lists and the storefront's pages read it again. */
const productChanged = ['AdminProduct', 'Product', 'Listing', 'Home'] as const;

/** The panels' product calls, the spec's admin and supplier routes (the back office's chunk injects these). */
export const staffProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the panel's products, newest first (the server's page size, 50). */
    staffProducts: build.query<PageEnvelope<ProductView>, ProductsQuery>({
      query: ({ area, filters, page }) => withPage(productRoutes[area].get + queryString(filters), page),
      transformResponse: (answer) => answer as PageEnvelope<ProductView>,
      providesTags: ['AdminProduct'],
    }),
    /** The public supplier list (a bare list, as the spec has it, of at most 100), for the admin's filters and lines. */
    staffSupplierList: build.query<SupplierView[], void>({
      queryFn: async () => {
        try {
          const list = await http.getJson<SupplierView[]>(apiRoutes.suppliers.list);
          return { data: Array.isArray(list) ? list : [] };
        } catch (error) {
          return { error: { status: error instanceof ApiError ? error.status : 0, message: messageOf(error) } };
        }
      },
      providesTags: ['Supplier'],
    }),
    addProduct: build.mutation<{ message?: string }, { area: ProductsArea; form: ProductForm }>({
      query: ({ area, form }) => ({ method: 'POST', url: productRoutes[area].add, body: form }),
      invalidatesTags: (_answer, error) => (error ? [] : [...productChanged]),
    }),
    /** A refusal for a stale form (409) reads the list again, to show the product as it is now. */
    editProduct: build.mutation<{ message?: string }, { area: ProductsArea; id: string; form: ProductForm }>({
      query: ({ area, id, form }) => ({ method: 'PUT', url: route(productRoutes[area].edit, { id }), body: form }),
      invalidatesTags: (_answer, error) => (error && error.status !== 409 ? [] : [...productChanged]),
    }),
    deleteProduct: build.mutation<{ message?: string }, { area: ProductsArea; id: string }>({
      query: ({ area, id }) => ({ method: 'DELETE', url: route(productRoutes[area].delete, { id }) }),
      invalidatesTags: [...productChanged],
    }),
    /**
     * The admin's only: in the home page's showroom, or not. Shown at once on the admin's lists; a
     * refusal reads them again, so the switch goes back to what the server has.
     */
    featureProduct: build.mutation<{ message?: string }, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({
        method: 'PUT',
        url: route(apiRoutes.adminProducts.feature, { id }),
        body: { featured },
      }),
      async onQueryStarted({ id, featured }, { dispatch, getState, queryFulfilled }) {
        for (const args of staffProductsApi.util.selectCachedArgsForQuery(getState(), 'staffProducts'))
          if (args.area === 'admin')
            dispatch(
              staffProductsApi.util.updateQueryData('staffProducts', args, (list) => {
                const product = list.data.find((p) => p._id === id);
                if (product) product.featured = featured;
              }),
            );
        try {
          await queryFulfilled;
        } catch {
          dispatch(staffProductsApi.util.invalidateTags(['AdminProduct']));
        }
      },
      invalidatesTags: (_answer, error) => (error ? [] : ['Home']),
    }),
  }),
});

export const {
  useStaffProductsQuery,
  useStaffSupplierListQuery,
  useAddProductMutation,
  useEditProductMutation,
  useDeleteProductMutation,
  useFeatureProductMutation,
} = staffProductsApi;
