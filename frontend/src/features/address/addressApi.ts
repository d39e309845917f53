import { apiRoutes, type AddressFields, type AddressView } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';

export const addressApi = {
  list: (userId: string) => http.get<DataEnvelope<AddressView[]>>(route(apiRoutes.shop.addressGet, { userId })),
  add: (userId: string, fields: AddressFields) => http.post(apiRoutes.shop.addressAdd, { ...fields, userId }),
  update: (userId: string, addressId: string, fields: AddressFields) =>
    http.put(route(apiRoutes.shop.addressUpdate, { userId, addressId }), fields),
  remove: (userId: string, addressId: string) =>
    http.delete(route(apiRoutes.shop.addressDelete, { userId, addressId })),
};
