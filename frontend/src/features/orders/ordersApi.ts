import {
  apiRoutes,
  type BankTransferDetails,
  type FollowedOrderView,
  type OrderView,
  type PaymentMethod,
  type PaymentOptions,
  type SiteSettings,
} from '@tavico/contracts/client';
import { api, type ApiFailure } from '../../shared/api';
import { http, route, type DataEnvelope, type Envelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';
import type { StoreServices } from '../../shared/services';

export interface CreatedOrder extends Envelope {
  /** The provider's page for PayPal; '' for cash on delivery and bank transfer (placed at once). */
  approvalURL: string;
  orderId: string;
}

/** An order with, while a bank transfer awaits its money, how to pay it. */
export interface OrderDetailsEnvelope extends DataEnvelope<OrderView> {
  bankTransfer?: BankTransferDetails;
}

/** An order followed without an account (no buyer's or payment's ids), with the token of its link. */
export interface FollowedOrder extends DataEnvelope<FollowedOrderView> {
  bankTransfer?: BankTransferDetails;
  followToken?: string;
  /** An account's order (not a guest's): its return is asked signed in, not through the link. */
  accountOrder?: boolean;
}

/** One page of a shopper's order history. */
export interface OrderListArgs {
  userId: string;
  page: number;
}

/** The checkout's and the payment return's commands: sequences the sagas run (ordersSagas.ts). */
export const orderCommands = {
  /** Only the address and the method are the client's to choose; the server prices and fills the rest. */
  create: (userId: string, addressId: string, paymentMethod: PaymentMethod, voucherCode?: string) =>
    http.post<CreatedOrder>(apiRoutes.shop.orderCreate, {
      userId,
      paymentMethod,
      addressInfo: { addressId },
      ...(voucherCode ? { voucherCode } : {}),
    }),
  capture: (paymentId: string, payerId: string, orderId: string) =>
    http.post<DataEnvelope<OrderView>>(apiRoutes.shop.orderCapture, { paymentId, payerId, orderId }),
};

/** The list's tag: the pages of the history refetch together (a gap, an order not listed, a cancel). */
export const orderListTag = { type: 'Order' as const, id: 'LIST' };

const toastOf = (extra: unknown) => (extra as StoreServices).toast;

/**
 * A shopper's orders: the history's pages, an order's details (the account's dialog and the pages
 * after checkout), cancelling, and an order followed without an account (issue 28). The live
 * channel patches the list and the details in this cache (ordersSagas.ts).
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the user's orders, newest first (the server's page size, 20). */
    orderList: build.query<PageEnvelope<OrderView>, OrderListArgs>({
      query: ({ userId, page }) => withPage(route(apiRoutes.shop.orderList, { userId }), page),
      transformResponse: (answer) => answer as PageEnvelope<OrderView>,
      providesTags: [orderListTag],
    }),
    /** An order (its owner's: the API refuses anyone else). */
    orderDetails: build.query<OrderDetailsEnvelope, string>({
      query: (orderId) => route(apiRoutes.shop.orderDetails, { orderId }),
      transformResponse: (answer) => answer as OrderDetailsEnvelope,
      providesTags: (_answer, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** The shopper cancels their order: the server's word either way, then the order and list as they are now. */
    cancelOrder: build.mutation<DataEnvelope<OrderView>, string>({
      query: (orderId) => ({ method: 'POST', url: route(apiRoutes.shop.orderCancel, { orderId }) }),
      transformResponse: (answer) => answer as DataEnvelope<OrderView>,
      // Refused: the order is read again (it has moved on); either way the list is.
      invalidatesTags: (_answer, error, orderId) =>
        error ? [{ type: 'Order', id: orderId }, orderListTag] : [orderListTag],
      async onQueryStarted(orderId, { dispatch, queryFulfilled, extra }) {
        try {
          const { data: answer } = await queryFulfilled;
          toastOf(extra).success(answer.message ?? '');
          // A cancelled order has nothing left to pay: the transfer's details go with it.
          dispatch(
            ordersApi.util.updateQueryData('orderDetails', orderId, () => ({ success: true, data: answer.data })),
          );
        } catch (error) {
          toastOf(extra).error((error as { error?: ApiFailure }).error?.message ?? '');
        }
      },
    }),
    /** An order by the signed link of a guest's e-mail (issue 28). */
    followedOrder: build.query<FollowedOrder, string>({
      query: (token) => route(apiRoutes.shop.orderFollow, { token }),
      transformResponse: (answer) => answer as FollowedOrder,
      providesTags: (_answer, _error, token) => [{ type: 'Follow', id: token }],
    }),
    /** "Tra cứu đơn hàng": an order by its code and the phone it was placed with. */
    lookUpOrder: build.mutation<FollowedOrder, { code: string; phone: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.shop.orderLookup, body }),
      transformResponse: (answer) => answer as FollowedOrder,
    }),
    /** What the checkout may offer besides PayPal, with the site settings; read once a session. */
    paymentOptions: build.query<PaymentOptions, void>({
      query: () => apiRoutes.siteSettings.get,
      transformResponse: (answer) =>
        (answer as DataEnvelope<SiteSettings> & { paymentOptions: PaymentOptions }).paymentOptions,
      providesTags: ['Settings'],
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const {
  useOrderListQuery,
  useOrderDetailsQuery,
  useCancelOrderMutation,
  useFollowedOrderQuery,
  useLookUpOrderMutation,
  usePaymentOptionsQuery,
} = ordersApi;

/** The VietQR picture of a bank-transfer order (its owner's; the browser sends the session cookie). */
export const transferQrUrl = (orderId: string) => route(apiRoutes.shop.orderTransferQr, { orderId });
