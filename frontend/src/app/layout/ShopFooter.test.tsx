/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import type { SiteSettings } from '@tavico/contracts/client';
import { siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { ShopFooter } from './ShopFooter';

const withSettings = (settings: SiteSettings) => ({ settings });
const defaultSiteSettings = siteSettingsOf();

describe('the shop footer', () => {
  it("shows the owner's contacts, dials the hotlines without their spaces, and only the social links set", () => {
    renderScreen(
      <ShopFooter />,
      withSettings({
        ...defaultSiteSettings,
        openingHours: '8:00 – 20:00',
        address: 'Lô A1, Biên Hòa, Đồng Nai',
        hotlines: ['0901 234 567', '0283.812.3456'],
        email: 'lienhe@tavico.example',
        social: { ...defaultSiteSettings.social, facebook: 'https://www.facebook.com/tavico' },
        mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1',
      }),
    );
    expect(screen.getByText('Địa chỉ: Lô A1, Biên Hòa, Đồng Nai')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0901 234 567' }).getAttribute('href')).toBe('tel:0901234567');
    expect(screen.getByRole('link', { name: '0283.812.3456' }).getAttribute('href')).toBe('tel:02838123456');
    expect(screen.getByRole('link', { name: 'lienhe@tavico.example' }).getAttribute('href')).toBe(
      'mailto:lienhe@tavico.example',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://www.facebook.com/tavico');
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
    // The map loads when asked for; its link opens it meanwhile.
    const map = 'https://www.openstreetmap.org/export/embed.html?bbox=1';
    expect(screen.getByRole('link', { name: 'Mở bản đồ ở trang mới' }).getAttribute('href')).toBe(map);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xem bản đồ' }));
    expect(screen.getByTitle(/Bản đồ/).getAttribute('src')).toBe(map);
  });

  it('shows nothing the owner has not set: no empty line, no placeholder, no map, no social section', () => {
    const { container } = renderScreen(<ShopFooter />, withSettings(defaultSiteSettings));
    const text = container.textContent ?? '';
    expect(text).toContain(defaultSiteSettings.companyName);
    expect(text).not.toMatch(/Địa chỉ|Hotline|Email|\[|Theo dõi chúng tôi|Bản đồ/);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
