import { defaultSiteSettings, type SiteSettings, type SiteSettingsEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { siteSettingsDecider } from './settings';

const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071001234567', accountName: 'CONG TY TAVICO' };
const withHotline: SiteSettings = { ...defaultSiteSettings, hotlines: ['0912345678'] };
const withBank: SiteSettings = { ...withHotline, bank };
const saved = (settings: SiteSettings): SiteSettingsEvent => ({ type: 'SiteSettingsSaved', data: { settings } });

describe('site settings decider', () => {
  it('starts from the defaults, before the owner saves anything', () => {
    expect(givenEvents(siteSettingsDecider, []).state).toEqual(defaultSiteSettings);
  });

  it('records what the owner saves', () => {
    givenEvents(siteSettingsDecider, [])
      .when({ type: 'SaveSiteSettings', settings: withHotline })
      .then([saved(withHotline)]);
    givenEvents(siteSettingsDecider, [saved(withHotline)])
      .when({ type: 'SaveSiteSettings', settings: withBank })
      .then([saved(withBank)]);
  });

  it('records nothing for a save that changes nothing', () => {
    givenEvents(siteSettingsDecider, []).when({ type: 'SaveSiteSettings', settings: defaultSiteSettings }).then([]);
    givenEvents(siteSettingsDecider, [saved(withHotline), saved(withBank)])
      .when({ type: 'SaveSiteSettings', settings: { ...withBank, bank: { ...bank } } })
      .then([]);
  });

  it('records a save that puts the defaults back', () => {
    givenEvents(siteSettingsDecider, [saved(withBank)])
      .when({ type: 'SaveSiteSettings', settings: defaultSiteSettings })
      .then([saved(defaultSiteSettings)]);
  });

  it('keeps what the last save left, whole', () => {
    expect(givenEvents(siteSettingsDecider, [saved(withBank), saved(withHotline)]).state).toEqual(withHotline);
  });
});
