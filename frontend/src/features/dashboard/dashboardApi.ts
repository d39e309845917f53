import { apiRoutes, type BannerView, type DashboardView } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';

/** The admin's dashboard figures and the banners it manages (the back office's chunk injects these). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardView, void>({
      query: () => apiRoutes.adminDashboard.get,
      transformResponse: (answer) => (answer as DataEnvelope<DashboardView>).data,
      providesTags: ['Dashboard'],
    }),
    /** A banner is an image already uploaded, added to the home page's feature list. */
    addBanner: build.mutation<DataEnvelope<BannerView>, string>({
      query: (image) => ({ method: 'POST', url: apiRoutes.banners.add, body: { image } }),
      transformResponse: (answer) => answer as DataEnvelope<BannerView>,
      invalidatesTags: ['Home'],
    }),
    deleteBanner: build.mutation<{ message?: string }, string>({
      query: (id) => ({ method: 'DELETE', url: route(apiRoutes.banners.delete, { id }) }),
      invalidatesTags: ['Home'],
    }),
  }),
});

export const { useDashboardQuery, useAddBannerMutation, useDeleteBannerMutation } = dashboardApi;
