import type { ShopCurrency, SiteSettings } from '@tavico/contracts/client';
import { settingsApi, useSiteSettingsQuery } from './settingsApi';

/**
 * The owner's settings for a component, read once a session (decisions §19): the first component
 * to need them asks, the rest read the same copy, and a page opened later does not ask again. A
 * failed read is tried again by the next component that asks. Null until read: show nothing of
 * them meanwhile.
 */
export function useSiteSettings(): SiteSettings | null {
  return useSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: false }).data?.settings ?? null;
}

/** The shop's currency as the settings answered it; undefined until then. Reads without asking. */
export function useSettingsCurrency(): ShopCurrency | undefined {
  return settingsApi.endpoints.siteSettings.useQueryState(undefined, {
    selectFromResult: (r) => ({ c: r.data?.currency }),
  }).c;
}
