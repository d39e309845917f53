import { apiRoutes, type BannerView, type DashboardView } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';

/** The admin's dashboard figures and the banners it manages. */
export const dashboardApi = {
  dashboard: () => http.get<DataEnvelope<DashboardView>>(apiRoutes.adminDashboard.get),
  addBanner: (image: string) => http.post<DataEnvelope<BannerView>>(apiRoutes.banners.add, { image }),
  deleteBanner: (id: string) => http.delete(route(apiRoutes.banners.delete, { id })),
};
