import { apiRoutes, type BannerView } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { DataEnvelope } from '../../shared/http';

/** The home page's banners; a banner the admin adds or deletes invalidates 'Home'. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query<BannerView[], void>({
      query: () => apiRoutes.banners.list,
      transformResponse: (answer) => (answer as DataEnvelope<BannerView[]>).data,
      providesTags: ['Home'],
    }),
  }),
});

export const { useBannersQuery } = homeApi;
