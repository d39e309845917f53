import {
  apiRoutes,
  type LineFulfilment,
  type OrderStatus,
  type SupplierDashboard,
  type SupplierOrderView,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';

/**
 * What a fulfil answers: the order's status now, whether its lines may move on (the server's
 * rule, taken as it is), and the supplier's own lines with their steps.
 */
export interface FulfilAnswer {
  orderId: string;
  orderStatus: OrderStatus;
  readyToFulfil: boolean;
  lines: { productId: string; fulfilment?: LineFulfilment | null }[];
}

/** A supplier's own orders (its lines only), their fulfilment, and its dashboard. */
export const supplierOrdersApi = {
  /** One page of its orders that went ahead, newest first (the server's page size, 20). */
  orders: (page = 1) => http.get<PageEnvelope<SupplierOrderView>>(withPage(apiRoutes.supplierOrders.list, page)),
  fulfil: (orderId: string, to: LineFulfilment) =>
    http.post<DataEnvelope<FulfilAnswer>>(route(apiRoutes.supplierOrders.fulfil, { orderId }), { to }),
  dashboard: () => http.get<DataEnvelope<SupplierDashboard>>(apiRoutes.supplierOrders.dashboard),
};
