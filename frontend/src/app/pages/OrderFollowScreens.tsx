import { OrderFollow, OrderLookup } from '../../features/orders/OrderFollowPages';

/** "Tra cứu đơn hàng" (issue 28): its reads come with the page (features/orders/ordersApi.ts). */
export function OrderLookupPage() {
  return <OrderLookup />;
}

/** An order opened by the signed link of a guest's e-mail. */
export function OrderFollowPage() {
  return <OrderFollow />;
}
