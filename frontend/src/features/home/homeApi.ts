import { apiRoutes, type BannerView } from '@tavico/contracts/client';
import { http, type DataEnvelope } from '../../shared/http';

export const homeApi = {
  featureImages: () => http.get<DataEnvelope<BannerView[]>>(apiRoutes.banners.list),
};
