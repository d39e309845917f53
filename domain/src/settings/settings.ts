import { defaultSiteSettings, type SiteSettings, type SiteSettingsEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/** `site-settings`: what the owner set, as the last save left it. */
export type SiteSettingsState = SiteSettings;
export type SaveSiteSettings = { type: 'SaveSiteSettings'; settings: SiteSettings };

export const initialState: SiteSettingsState = defaultSiteSettings;

export const evolve = (_state: SiteSettingsState, event: SiteSettingsEvent): SiteSettingsState => event.data.settings;

/** A save that changes nothing records nothing. */
export function decide(command: SaveSiteSettings, state: SiteSettingsState): SiteSettingsEvent[] {
  if (JSON.stringify(command.settings) === JSON.stringify(state)) return [];
  return [{ type: 'SiteSettingsSaved', data: { settings: command.settings } }];
}

export const siteSettingsDecider: Decider<SiteSettingsState, SaveSiteSettings, SiteSettingsEvent> = {
  name: 'site-settings@1',
  initialState,
  evolve,
  decide,
};
