import {
  apiRoutes,
  type LineFulfilment,
  type OrderStatus,
  type Shipment,
  type SupplierDashboard,
  type SupplierOrderView,
} from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';

/**
 * What a fulfil answers: the order's status now, whether its lines may move on (the server's
 * rule, taken as it is), and the supplier's own lines with their steps.
 */
export interface FulfilAnswer {
  orderId: string;
  orderStatus: OrderStatus;
  readyToFulfil: boolean;
  lines: { productId: string; fulfilment?: LineFulfilment | null; shipment?: Shipment | null }[];
  codToCollect: number | null;
}

/**
 * The step its lines can take next: packed while one still waits, then handed to the shipper;
 * none once all are with the shipper or the order cannot be fulfilled (unpaid, ended, shipping).
 */
export function nextStep(order: Pick<SupplierOrderView, 'lines' | 'readyToFulfil'>): LineFulfilment | null {
  if (!order.readyToFulfil) return null;
  if (order.lines.some((l) => l.fulfilment === null)) return 'packed';
  if (order.lines.some((l) => l.fulfilment !== 'handedOver')) return 'handedOver';
  return null;
}

/** The answer applied in place: the lines' steps, the order's status and whether its lines may still move on. */
function fulfilled(order: SupplierOrderView, answer: FulfilAnswer) {
  for (const line of order.lines) {
    const now = answer.lines.find((l) => l.productId === line.productId);
    if (now) {
      line.fulfilment = now.fulfilment ?? null;
      line.shipment = now.shipment ?? null;
    }
  }
  order.codToCollect = answer.codToCollect;
  order.orderStatus = answer.orderStatus;
  order.readyToFulfil = answer.readyToFulfil;
}

/** A supplier's own orders (its lines only), their fulfilment, and its dashboard (the back office's chunk injects these). */
export const supplierOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of its orders that went ahead, newest first (the server's page size, 20). */
    supplierOrders: build.query<PageEnvelope<SupplierOrderView>, number>({
      query: (page) => withPage(apiRoutes.supplierOrders.list, page),
      transformResponse: (answer) => answer as PageEnvelope<SupplierOrderView>,
      providesTags: ['SupplierOrder'],
    }),
    /**
     * Packed, or handed to the shipper. The answer is the order's new state: the pages holding it
     * take it in place. A refusal (someone else moved the order on) reads the orders again.
     */
    fulfil: build.mutation<
      DataEnvelope<FulfilAnswer>,
      { orderId: string; to: LineFulfilment; carrierId?: string; trackingCode?: string }
    >({
      query: ({ orderId, ...body }) => ({
        method: 'POST',
        url: route(apiRoutes.supplierOrders.fulfil, { orderId }),
        body,
      }),
      transformResponse: (answer) => answer as DataEnvelope<FulfilAnswer>,
      async onQueryStarted({ orderId }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: answer } = await queryFulfilled;
          for (const page of supplierOrdersApi.util.selectCachedArgsForQuery(getState(), 'supplierOrders'))
            dispatch(
              supplierOrdersApi.util.updateQueryData('supplierOrders', page, (list) => {
                const order = list.data.find((o) => o._id === orderId);
                if (order) fulfilled(order, answer.data);
              }),
            );
        } catch {
          dispatch(supplierOrdersApi.util.invalidateTags(['SupplierOrder']));
        }
      },
    }),
    supplierDashboard: build.query<SupplierDashboard, void>({
      query: () => apiRoutes.supplierOrders.dashboard,
      transformResponse: (answer) => (answer as DataEnvelope<SupplierDashboard>).data,
      providesTags: ['SupplierOrder'],
    }),
  }),
});

export const { useSupplierOrdersQuery, useFulfilMutation, useSupplierDashboardQuery } = supplierOrdersApi;
