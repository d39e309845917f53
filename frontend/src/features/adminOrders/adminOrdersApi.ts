import {
  apiRoutes,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderView,
  type SupplierView,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';
import { queryString } from '../../shared/query';
import { withPage, type PageEnvelope } from '../../shared/paging';

/** The back office's order calls. */
export const adminOrdersApi = {
  /**
   * One page of every order (or those of one status, or the one with a code), newest first (the
   * server's page size, 50). A malformed code is refused with the form a code takes.
   */
  orders: (status: OrderStatus | '', page = 1, code = '') =>
    http.get<PageEnvelope<OrderView>>(withPage(apiRoutes.adminOrders.list + queryString({ status, code }), page)),
  order: (id: string) => http.get<DataEnvelope<OrderView>>(route(apiRoutes.adminOrders.details, { id })),
  /** One page of an order's steps, first to last (100 a page). */
  orderHistory: (id: string, page = 1) =>
    http.get<PageEnvelope<OrderHistoryEntry>>(withPage(route(apiRoutes.adminOrders.history, { id }), page)),
  updateOrderStatus: (id: string, orderStatus: OrderStatus) =>
    http.put(route(apiRoutes.adminOrders.update, { id }), { orderStatus }),
  /** Cash on delivery or a bank transfer: the money is in. */
  paymentReceived: (id: string) =>
    http.post<DataEnvelope<OrderView>>(route(apiRoutes.adminOrders.paymentReceived, { id })),
  /** Cash on delivery: staff phoned the buyer and confirm the order. */
  confirm: (id: string) => http.post<DataEnvelope<OrderView>>(route(apiRoutes.adminOrders.confirm, { id })),
  /** The suppliers (the public list, a bare array), to name whose stall ships each line. */
  suppliers: () => http.getJson<SupplierView[]>(apiRoutes.suppliers.list),
};
