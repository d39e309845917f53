import { apiRoutes, type SupplierProfile } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { DataEnvelope } from '../../shared/http';

/** A supplier's own profile (the back office's chunk injects these). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    supplierProfile: build.query<SupplierProfile, void>({
      query: () => apiRoutes.suppliers.profile,
      transformResponse: (answer) => (answer as DataEnvelope<SupplierProfile>).data,
      providesTags: ['SupplierProfile'],
    }),
    /** The profile sent is the profile now: it goes into the cache as it is, with no read after. */
    saveSupplierProfile: build.mutation<{ message?: string }, SupplierProfile>({
      query: (profile) => ({ method: 'PUT', url: apiRoutes.suppliers.profile, body: profile }),
      async onQueryStarted(profile, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('supplierProfile', undefined, profile));
        } catch {
          // Refused: the page keeps what was typed, to change and send again.
        }
      },
      // The public supplier list shows the profile.
      invalidatesTags: ['Supplier'],
    }),
  }),
});

export const { useSupplierProfileQuery, useSaveSupplierProfileMutation } = profileApi;
