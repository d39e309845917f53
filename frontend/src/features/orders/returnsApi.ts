import { apiRoutes, type FollowedOrderView, type OrderView } from '@tavico/contracts/client';
import { api, type ApiFailure } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import type { StoreServices } from '../../shared/services';
import { orderListTag, ordersApi } from './ordersApi';

export interface ReturnAsked {
  orderId: string;
  lines: { productId: string; sku?: string; quantity: number }[];
  reason: string;
}

/** The answer said in a toast, its order put in place of the one shown; a refusal said too. */
async function said<T>(
  extra: unknown,
  answered: Promise<{ data: DataEnvelope<T> }>,
  show: (order: T) => void,
): Promise<void> {
  const { toast } = extra as StoreServices;
  try {
    const { data: answer } = await answered;
    toast.success(answer.message ?? '');
    show(answer.data);
  } catch (error) {
    toast.error((error as { error?: ApiFailure }).error?.message ?? '');
  }
}

/** "Yêu cầu trả hàng" (issue 30): the shopper asks; the answer is the order as it is now. */
export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestReturn: build.mutation<DataEnvelope<OrderView>, ReturnAsked>({
      query: ({ orderId, ...body }) => ({ method: 'POST', url: route(apiRoutes.shop.orderReturn, { orderId }), body }),
      transformResponse: (answer) => answer as DataEnvelope<OrderView>,
      invalidatesTags: [orderListTag],
      onQueryStarted: ({ orderId }, { dispatch, queryFulfilled, extra }) =>
        said(extra, queryFulfilled, (data) =>
          dispatch(ordersApi.util.updateQueryData('orderDetails', orderId, (details) => ({ ...details, data }))),
        ),
    }),
    /** A guest's return, asked from the order's signed link (no account to sign in to). */
    requestFollowedReturn: build.mutation<
      DataEnvelope<FollowedOrderView>,
      Omit<ReturnAsked, 'orderId'> & { token: string }
    >({
      query: ({ token, ...body }) => ({
        method: 'POST',
        url: route(apiRoutes.shop.orderFollowReturn, { token }),
        body,
      }),
      transformResponse: (answer) => answer as DataEnvelope<FollowedOrderView>,
      onQueryStarted: ({ token }, { dispatch, queryFulfilled, extra }) =>
        said(extra, queryFulfilled, (data) =>
          dispatch(ordersApi.util.updateQueryData('followedOrder', token, (followed) => ({ ...followed, data }))),
        ),
    }),
  }),
});

export const { useRequestReturnMutation, useRequestFollowedReturnMutation } = returnsApi;
