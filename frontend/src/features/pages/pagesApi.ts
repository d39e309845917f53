import { apiRoutes, type SupplierView } from '@tavico/contracts/client';
import { api } from '../../shared/api';

export type SupplierCard = Pick<SupplierView, 'id' | 'userName' | 'logo' | 'background' | 'contactInfo' | 'rating'>;

/** The company pages' reads: the suppliers' list (the spec's call answers a bare list, no envelope). */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    suppliers: build.query<SupplierCard[], void>({
      query: () => apiRoutes.suppliers.list,
      // Anything but a list with someone in it reads as none (the page then shows its samples).
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as SupplierView[]) : []),
      providesTags: ['Supplier'],
    }),
  }),
});

export const { useSuppliersQuery } = pagesApi;
