import { apiRoutes, type OrderView } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';

/** The same tags as adminOrdersApi's: the order, its history and the list are read again. */
const touched = (id: string) => [
  { type: 'AdminOrder' as const, id },
  { type: 'AdminOrder' as const, id: `history:${id}` },
  { type: 'AdminOrder' as const, id: 'LIST' },
  'Dashboard' as const,
];

type Answer = DataEnvelope<OrderView>;
type ReturnStep = { orderId: string; returnId: string };

/** Refunds and returns in the back office (issue 30). */
export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PayPal: nothing to send (the provider refunds); cash and transfers: the amount and its reference. */
    refundOrder: build.mutation<Answer, { orderId: string; amount?: number; reference?: string }>({
      query: ({ orderId, ...body }) => ({
        method: 'POST',
        url: route(apiRoutes.adminOrders.refund, { id: orderId }),
        body,
      }),
      invalidatesTags: (_a, error, { orderId }) => (error ? [] : touched(orderId)),
    }),
    approveReturn: build.mutation<Answer, ReturnStep>({
      query: ({ orderId, returnId }) => ({
        method: 'POST',
        url: route(apiRoutes.adminOrders.returnApprove, { id: orderId, returnId }),
      }),
      invalidatesTags: (_a, error, { orderId }) => (error ? [] : touched(orderId)),
    }),
    refuseReturn: build.mutation<Answer, ReturnStep & { refusal: string }>({
      query: ({ orderId, returnId, refusal }) => ({
        method: 'POST',
        url: route(apiRoutes.adminOrders.returnRefuse, { id: orderId, returnId }),
        body: { refusal },
      }),
      invalidatesTags: (_a, error, { orderId }) => (error ? [] : touched(orderId)),
    }),
    receiveReturn: build.mutation<Answer, ReturnStep>({
      query: ({ orderId, returnId }) => ({
        method: 'POST',
        url: route(apiRoutes.adminOrders.returnReceive, { id: orderId, returnId }),
      }),
      invalidatesTags: (_a, error, { orderId }) => (error ? [] : touched(orderId)),
    }),
  }),
});

export const { useRefundOrderMutation, useApproveReturnMutation, useRefuseReturnMutation, useReceiveReturnMutation } =
  refundsApi;
