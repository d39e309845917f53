import express, { type Router } from 'express';
import {
  apiRoutes,
  bankTransferReady,
  carriersOf,
  collections,
  defaultSiteSettings,
  defaultCodMaxTotal,
  shippingTableOf,
  shownShippingTable,
  type PaymentOptions,
  type SiteSettings,
  type SiteSettingsDocument,
} from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';

/** The owner's settings as saved, or the defaults before the first save. */
export async function readSiteSettings(store: DocumentStore): Promise<SiteSettings> {
  const saved = await store.collection<SiteSettingsDocument>(collections.siteSettings).findOne({ _id: 'site' });
  if (!saved) return defaultSiteSettings;
  const { _id, _position, savedAt: _savedAt, ...settings } = saved as SiteSettingsDocument & { _position?: number };
  return { ...defaultSiteSettings, ...(settings as Partial<SiteSettings>) };
}

/** Everyone reads the settings: the footer, the contact page, the checkout's payment methods. */
export function siteSettingsQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.siteSettings.get, async (_req, res) => {
    const settings = await readSiteSettings(deps.store);
    // What the checkout may offer: cash on delivery up to its cap, a transfer once the account is set.
    const currency = deps.shopCurrency();
    const paymentOptions: PaymentOptions = {
      currency,
      codMaxTotal: deps.codMaxTotal ?? defaultCodMaxTotal[currency],
      bankTransfer: bankTransferReady(settings),
    };
    // The shipping table as the owner set it, or the currency's default, beside the settings
    // and in major units (the settings keep it in minor units).
    const { shipping: _kept, carriers: _carriers, ...data } = settings;
    const shipping = shownShippingTable(shippingTableOf(settings, currency), currency);
    // The carriers as the owner listed them, or the defaults (issue 30).
    res.json({ success: true, data: { ...data, carriers: carriersOf(settings) }, currency, paymentOptions, shipping });
  });
  return router;
}
