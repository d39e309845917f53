import { apiRoutes, type PaymentOptions, type ShopCurrency, type SiteSettings } from '@tavico/contracts/client';
import { http, type DataEnvelope } from '../../shared/http';

export const settingsApi = {
  /** The owner's settings, for everyone (shop pages, the chat, the settings screen). */
  get: () =>
    http.get<DataEnvelope<SiteSettings> & { currency?: ShopCurrency; paymentOptions: PaymentOptions }>(
      apiRoutes.siteSettings.get,
    ),
  /** Admin only; the server checks every field and answers 400 with the first problem's message. */
  save: (settings: SiteSettings) => http.put<DataEnvelope<SiteSettings>>(apiRoutes.siteSettings.save, settings),
};
