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

describe('the shipping table in the settings', () => {
  const table = {
    zones: [{ name: 'Nội thành', provinceCodes: ['79'], fee: 100_000, minDays: 1, maxDays: 2 }],
    elsewhere: { fee: 500_000, minDays: 3, maxDays: 6 },
    freeShippingFrom: null,
    bulkyFee: 150_000,
  };
  const withTable: SiteSettings = { ...withHotline, shipping: table };

  it('records a table the owner saves', () => {
    givenEvents(siteSettingsDecider, [saved(withHotline)])
      .when({ type: 'SaveSiteSettings', settings: withTable })
      .then([saved(withTable)]);
  });

  it('keeps the table when a save leaves it out (a client that does not know it)', () => {
    givenEvents(siteSettingsDecider, [saved(withTable)])
      .when({ type: 'SaveSiteSettings', settings: withBank })
      .then([saved({ ...withBank, shipping: table })]);
    givenEvents(siteSettingsDecider, [saved(withTable)])
      .when({ type: 'SaveSiteSettings', settings: withHotline })
      .then([]);
  });
});
