import { apiRoutes, type ShippingQuoteView } from '@tavico/contracts/client';
import { http, type DataEnvelope } from '../../shared/http';

export const shippingApi = {
  /** The signed-in shopper's cart shipped to one of their addresses: an estimate (the order is priced again). */
  quote: (addressId: string) =>
    http.get<DataEnvelope<ShippingQuoteView>>(
      `${apiRoutes.shop.shippingQuote}?addressId=${encodeURIComponent(addressId)}`,
    ),
};
