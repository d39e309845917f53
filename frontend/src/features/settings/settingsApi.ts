import {
  apiRoutes,
  type PaymentOptions,
  type ShippingTable,
  type ShopCurrency,
  type SiteSettings,
} from '@tavico/contracts/client';
import { http, type DataEnvelope } from '../../shared/http';

/**
 * The settings with the shipping table the server answers beside them (in major units, as the
 * form edits and sends it back).
 */
const withShipping = <A extends DataEnvelope<SiteSettings> & { shipping?: ShippingTable }>(answer: A): A =>
  answer.shipping ? { ...answer, data: { ...answer.data, shipping: answer.shipping } } : answer;

export const settingsApi = {
  /** The owner's settings, for everyone (shop pages, the chat, the settings screen). */
  get: async () =>
    withShipping(
      await http.get<
        DataEnvelope<SiteSettings> & {
          currency?: ShopCurrency;
          paymentOptions: PaymentOptions;
          shipping?: ShippingTable;
        }
      >(apiRoutes.siteSettings.get),
    ),
  /** Admin only; the server checks every field and answers 400 with the first problem's message. */
  save: async (settings: SiteSettings) =>
    withShipping(
      await http.put<DataEnvelope<SiteSettings> & { shipping?: ShippingTable }>(apiRoutes.siteSettings.save, settings),
    ),
};
