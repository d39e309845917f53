import { apiRoutes, type ShippingTable, type ShopCurrency, type SiteSettings } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { DataEnvelope } from '../../shared/http';

/** The owner's settings as the shop reads them, and the shop's currency (decisions §31) beside them. */
export interface SiteSettingsRead {
  settings: SiteSettings;
  currency?: ShopCurrency;
}

type SettingsAnswer = DataEnvelope<SiteSettings> & { currency?: ShopCurrency; shipping?: ShippingTable };

/**
 * The settings with the shipping table the server answers beside them (in major units, as the
 * form edits and sends it back).
 */
const withShipping = (answer: SettingsAnswer): SiteSettings =>
  answer.shipping ? { ...answer.data, shipping: answer.shipping } : answer.data;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's settings, for everyone (shop pages, the chat, the settings screen). */
    siteSettings: build.query<SiteSettingsRead, void>({
      query: () => apiRoutes.siteSettings.get,
      transformResponse: (answer: SettingsAnswer) => ({
        settings: withShipping(answer),
        ...(answer.currency ? { currency: answer.currency } : {}),
      }),
      providesTags: ['Settings'],
    }),
    /**
     * Admin only; the server checks every field and answers 400 with the first problem's message.
     * Saved, the answer is the shop's settings at once: written into the cache, not read again.
     */
    saveSiteSettings: build.mutation<{ settings: SiteSettings; message?: string }, SiteSettings>({
      query: (settings) => ({ method: 'PUT', url: apiRoutes.siteSettings.save, body: settings }),
      transformResponse: (answer: SettingsAnswer) => ({ settings: withShipping(answer), message: answer.message }),
      onQueryStarted: async (_settings, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('siteSettings', undefined, (read) => {
              read.settings = data.settings;
            }),
          );
        } catch {
          // Refused: the cache keeps what the server holds.
        }
      },
    }),
  }),
});

export const { useSiteSettingsQuery, useSaveSiteSettingsMutation } = settingsApi;

/** The site-settings read of a store's state, for code outside React (tests, sagas). */
export const selectSiteSettingsRead = settingsApi.endpoints.siteSettings.select();
