import {
  apiRoutes,
  type BankTransferDetails,
  type OrderView,
  type PaymentMethod,
  type PaymentOptions,
  type SiteSettings,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope, type Envelope } from '../../shared/http';
import { withPage, type PageEnvelope } from '../../shared/paging';

export interface CreatedOrder extends Envelope {
  /** The provider's page for PayPal; '' for cash on delivery and bank transfer (placed at once). */
  approvalURL: string;
  orderId: string;
}

/** An order with, while a bank transfer awaits its money, how to pay it. */
export interface OrderDetailsEnvelope extends DataEnvelope<OrderView> {
  bankTransfer?: BankTransferDetails;
}

/** An order followed without an account, with the token of its link. */
export interface FollowedOrder extends OrderDetailsEnvelope {
  followToken?: string;
}

export const ordersApi = {
  /** Only the address and the method are the client's to choose; the server prices and fills the rest. */
  create: (userId: string, addressId: string, paymentMethod: PaymentMethod) =>
    http.post<CreatedOrder>(apiRoutes.shop.orderCreate, { userId, paymentMethod, addressInfo: { addressId } }),
  capture: (paymentId: string, payerId: string, orderId: string) =>
    http.post<DataEnvelope<OrderView>>(apiRoutes.shop.orderCapture, { paymentId, payerId, orderId }),
  /** One page of the user's orders, newest first (the server's page size, 20). */
  list: (userId: string, page = 1) =>
    http.get<PageEnvelope<OrderView>>(withPage(route(apiRoutes.shop.orderList, { userId }), page)),
  details: (orderId: string) => http.get<OrderDetailsEnvelope>(route(apiRoutes.shop.orderDetails, { orderId })),
  cancel: (orderId: string) => http.post<DataEnvelope<OrderView>>(route(apiRoutes.shop.orderCancel, { orderId })),
  /** An order by the signed link of a guest's e-mail (issue 28). */
  follow: (token: string) => http.get<FollowedOrder>(route(apiRoutes.shop.orderFollow, { token })),
  /** "Tra cứu đơn hàng": an order by its code and the phone it was placed with. */
  lookUp: (body: { code: string; phone: string }) => http.post<FollowedOrder>(apiRoutes.shop.orderLookup, body),
  /** The site settings, with what the checkout may offer. */
  settings: () => http.get<DataEnvelope<SiteSettings> & { paymentOptions: PaymentOptions }>(apiRoutes.siteSettings.get),
};

/** The VietQR picture of a bank-transfer order (its owner's; the browser sends the session cookie). */
export const transferQrUrl = (orderId: string) => route(apiRoutes.shop.orderTransferQr, { orderId });
