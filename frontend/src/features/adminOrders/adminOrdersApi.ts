import { apiRoutes, flagsOf, type OrderHistoryEntry, type OrderStatus, type OrderView } from '@tavico/contracts/client';
import { api, type ApiFailure } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import { queryString } from '../../shared/query';
import { withPage, type ListPage, type PageEnvelope } from '../../shared/paging';
import { applyOrder, orderListOf, type OrderList, type OrdersQuery } from './orderRows';

/** Tags: every page of the list, one order's details, one order's history. */
const listTag = { type: 'AdminOrder', id: 'LIST' } as const;
const orderTag = (id: string) => ({ type: 'AdminOrder', id }) as const;
const historyTag = (id: string) => ({ type: 'AdminOrder', id: `history:${id}` }) as const;

/** The back office's order calls (the back office's chunk injects these). */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of every order (or those of one status, or the one with a code), newest first (the
     * server's page size, 50). A malformed code is refused with the form a code takes.
     */
    adminOrders: build.query<OrderList, OrdersQuery>({
      query: ({ status, code, page }) => withPage(apiRoutes.adminOrders.list + queryString({ status, code }), page),
      transformResponse: (answer) => {
        const { data, pagination } = answer as PageEnvelope<OrderView>;
        return orderListOf(data, pagination);
      },
      providesTags: [listTag],
    }),
    adminOrder: build.query<OrderView, string>({
      query: (id) => route(apiRoutes.adminOrders.details, { id }),
      transformResponse: (answer) => (answer as DataEnvelope<OrderView>).data,
      providesTags: (_order, _error, id) => [orderTag(id)],
    }),
    /**
     * One page of an order's steps, first to last (100 a page); without a page, the last one, so the
     * history opens (and, after a change, comes back) on the order as it stands now.
     */
    orderHistory: build.query<ListPage<OrderHistoryEntry>, { orderId: string; page?: number }>({
      async queryFn({ orderId, page }, _api, _options, baseQuery) {
        const read = async (at: number) => {
          const answer = await baseQuery(withPage(route(apiRoutes.adminOrders.history, { id: orderId }), at));
          if (answer.error) throw answer.error as ApiFailure;
          const { data, pagination } = answer.data as PageEnvelope<OrderHistoryEntry>;
          return { data, pagination };
        };
        try {
          const first = await read(page ?? 1);
          const last = first.pagination.totalPages;
          return { data: page === undefined && last > 1 ? await read(last) : first };
        } catch (failure) {
          return { error: failure as ApiFailure };
        }
      },
      providesTags: (_page, _error, { orderId }) => [historyTag(orderId)],
    }),
    /** The answer says only that it is done: the order, its history and the list are read again (spec §4). */
    updateOrderStatus: build.mutation<
      { message?: string },
      // Moving to shipping, the carrier the house's own lines go with and its tracking number.
      { orderId: string; orderStatus: OrderStatus; carrierId?: string; trackingCode?: string }
    >({
      query: ({ orderId, ...body }) => ({
        method: 'PUT',
        url: route(apiRoutes.adminOrders.update, { id: orderId }),
        body,
      }),
      invalidatesTags: (_answer, error, { orderId }) =>
        error ? [] : [orderTag(orderId), historyTag(orderId), listTag, 'Dashboard'],
    }),
    /** Cash on delivery or a bank transfer: the money is in. */
    paymentReceived: build.mutation<DataEnvelope<OrderView>, string>({
      query: (id) => ({ method: 'POST', url: route(apiRoutes.adminOrders.paymentReceived, { id }) }),
      transformResponse: (answer) => answer as DataEnvelope<OrderView>,
      onQueryStarted: (_id, { dispatch, getState, queryFulfilled }) =>
        orderAnswered(dispatch, getState, queryFulfilled),
      invalidatesTags: (_answer, error, id) => (error ? [] : [historyTag(id), 'Dashboard']),
    }),
    /** Cash on delivery: staff phoned the buyer and confirm the order. */
    confirmOrder: build.mutation<DataEnvelope<OrderView>, string>({
      query: (id) => ({ method: 'POST', url: route(apiRoutes.adminOrders.confirm, { id }) }),
      transformResponse: (answer) => answer as DataEnvelope<OrderView>,
      onQueryStarted: (_id, { dispatch, getState, queryFulfilled }) =>
        orderAnswered(dispatch, getState, queryFulfilled),
      invalidatesTags: (_answer, error, id) => (error ? [] : [historyTag(id), 'Dashboard']),
    }),
  }),
});

/**
 * A command answered with the order as it is now: the open order and the pages showing it take it
 * in place, once. A page whose status filter it joined or left is read again.
 */
async function orderAnswered(
  // The store's dispatch, which takes the cache's thunks (typed loosely: the endpoints are being defined).
  dispatchAny: (action: never) => unknown,
  getState: () => unknown,
  queryFulfilled: Promise<{ data: DataEnvelope<OrderView> }>,
) {
  const dispatch = (action: unknown) => dispatchAny(action as never);
  let order: OrderView;
  try {
    order = (await queryFulfilled).data.data;
  } catch {
    return;
  }
  dispatch(adminOrdersApi.util.updateQueryData('adminOrder', order._id, () => order));
  let moved = false;
  const state = getState() as Parameters<typeof adminOrdersApi.util.selectCachedArgsForQuery>[0];
  for (const which of adminOrdersApi.util.selectCachedArgsForQuery(state, 'adminOrders'))
    dispatch(
      adminOrdersApi.util.updateQueryData('adminOrders', which, (list) => {
        moved = applyOrder(list, which, order) || moved;
      }),
    );
  if (moved) dispatch(adminOrdersApi.util.invalidateTags([listTag]));
}

/** The open order takes a push's statuses and what it may do now, as the server says them. */
export const pushedOnOrder = (
  order: OrderView,
  row: Pick<OrderView, 'orderStatus' | 'paymentStatus' | 'orderUpdateDate'> & Parameters<typeof flagsOf>[0],
) => {
  const { orderStatus, paymentStatus, orderUpdateDate } = row;
  Object.assign(order, { orderStatus, paymentStatus, orderUpdateDate, ...flagsOf(row) });
};

export { listTag as adminOrderListTag };

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useOrderHistoryQuery,
  useUpdateOrderStatusMutation,
  usePaymentReceivedMutation,
  useConfirmOrderMutation,
} = adminOrdersApi;
