import { apiRoutes, type SupplierProfile } from '@tavico/contracts/client';
import { http, type DataEnvelope } from '../../shared/http';

/** A supplier's own profile. */
export const profileApi = {
  profile: () => http.get<DataEnvelope<SupplierProfile>>(apiRoutes.suppliers.profile),
  saveProfile: (profile: SupplierProfile) => http.put(apiRoutes.suppliers.profile, profile),
};
