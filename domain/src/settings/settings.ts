import { defaultSiteSettings, type SiteSettings, type SiteSettingsEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/** `site-settings`: what the owner set, as the last save left it. */
export type SiteSettingsState = SiteSettings;
/** A save without a shipping table or carriers (a client that does not know them) keeps the shop's. */
export type SaveSiteSettings = { type: 'SaveSiteSettings'; settings: SiteSettings };

export const initialState: SiteSettingsState = defaultSiteSettings;

/** Saves from before a setting existed leave it at its default. */
export const evolve = (_state: SiteSettingsState, event: SiteSettingsEvent): SiteSettingsState => ({
  ...defaultSiteSettings,
  ...event.data.settings,
});

/** A save that changes nothing records nothing. */
export function decide(command: SaveSiteSettings, state: SiteSettingsState): SiteSettingsEvent[] {
  const { shipping, carriers, ...rest } = command.settings;
  const kept = shipping ?? state.shipping;
  const keptCarriers = carriers ?? state.carriers;
  const settings: SiteSettings = {
    ...rest,
    ...(kept ? { shipping: kept } : {}),
    ...(keptCarriers ? { carriers: keptCarriers } : {}),
  };
  if (JSON.stringify(settings) === JSON.stringify(state)) return [];
  return [{ type: 'SiteSettingsSaved', data: { settings } }];
}

export const siteSettingsDecider: Decider<SiteSettingsState, SaveSiteSettings, SiteSettingsEvent> = {
  // 2: saves from before the shipping table fold over the defaults; a save without one keeps it.
  name: 'site-settings@2',
  initialState,
  evolve,
  decide,
};
