import { apiRoutes, type OrderView } from '@tavico/contracts/client';
import { http, route, type DataEnvelope, type Envelope } from '../../shared/http';

export interface CreatedOrder extends Envelope {
  approvalURL: string;
  orderId: string;
}

export const ordersApi = {
  /** Only the address is the client's to choose; the server prices and fills the rest. */
  create: (userId: string, addressId: string) =>
    http.post<CreatedOrder>(apiRoutes.shop.orderCreate, { userId, addressInfo: { addressId } }),
  capture: (paymentId: string, payerId: string, orderId: string) =>
    http.post<DataEnvelope<OrderView>>(apiRoutes.shop.orderCapture, { paymentId, payerId, orderId }),
  list: (userId: string) => http.get<DataEnvelope<OrderView[]>>(route(apiRoutes.shop.orderList, { userId })),
  details: (orderId: string) => http.get<DataEnvelope<OrderView>>(route(apiRoutes.shop.orderDetails, { orderId })),
};
