import { apiRoutes, type CartView } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';

type CartAnswer = DataEnvelope<CartView>;

export const cartApi = {
  get: (userId: string) => http.get<CartAnswer>(route(apiRoutes.shop.cartGet, { userId })),
  add: (userId: string, productId: string, quantity: number) =>
    http.post<CartAnswer>(apiRoutes.shop.cartAdd, { userId, productId, quantity }),
  update: (userId: string, productId: string, quantity: number) =>
    http.put<CartAnswer>(apiRoutes.shop.cartUpdate, { userId, productId, quantity }),
  remove: (userId: string, productId: string) =>
    http.delete<CartAnswer>(route(apiRoutes.shop.cartDelete, { userId, productId })),
};
