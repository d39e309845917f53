/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteSettings } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { eventually } from '../../testing/services';
import { stubServer } from '../../testing/server';
import { selectSiteSettingsRead } from './settingsApi';
import { SettingsPage, fieldOfMessage } from './SettingsPage';

const saved: SiteSettings = siteSettingsOf({
  address: 'Lô A1, Biên Hòa',
  hotlines: ['0900 000 001'],
  email: 'lienhe@tavico.example',
  openingHours: '8:00 – 20:00',
  social: { youtube: '', tiktok: '', facebook: 'https://www.facebook.com/tavico', linkedin: '' },
});

/** The server holding `saved`, answering a save with `save`; its calls. */
function stubSettings(save: (body: SiteSettings) => unknown) {
  return stubServer([
    ['get', '/api/common/settings', () => ({ success: true, data: saved, currency: 'USD' })],
    ['put', '/api/admin/settings', (_path, body) => save(body as SiteSettings)],
  ]).calls;
}

// A toast's code loads with the first one: slow on a busy machine.
const toastLoads = { timeout: 10_000 };

afterEach(() => jest.restoreAllMocks());

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the settings screen', () => {
  it('shows every saved value, and saves the edited hotlines without the empty ones: "Đã lưu cài đặt."', async () => {
    const calls = stubSettings((s) => ({ success: true, message: 'Đã lưu cài đặt.', data: s }));
    const { store } = renderScreen(<SettingsPage />);
    // Read from the server, once, with a wait while it answers.
    expect(document.querySelector('.page-loading .ant-spin')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Cài đặt' });
    expect(field('Địa chỉ').value).toBe('Lô A1, Biên Hòa');
    expect(field('Hotline 1').value).toBe('0900 000 001');
    expect(field('Hotline 4').value).toBe('');
    expect(field('Mạng xã hội').value).toBe('https://www.facebook.com/tavico');
    expect(field('Tỷ giá').value).toBe('25000');

    type('Hotline 1', '0901 234 567');
    type('Hotline 3', '0283 812 3456');
    type('Bản đồ nhúng', 'https://www.openstreetmap.org/export/embed.html');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    await screen.findByText('Đã lưu cài đặt.', undefined, toastLoads);
    expect(calls('put')).toEqual([
      [
        '/api/admin/settings',
        {
          ...saved,
          hotlines: ['0901 234 567', '0283 812 3456'],
          mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
        },
      ],
    ]);
    // The shop's pages read the saved values at once: the answer went into the cache, not read again.
    expect(selectSiteSettingsRead(store.getState()).data?.settings.hotlines).toEqual(['0901 234 567', '0283 812 3456']);
    expect(calls('get')).toHaveLength(1);
  });

  it("shows the server's message at the field it names when the save is refused", async () => {
    const calls = stubSettings(() => new ApiError('Mã ngân hàng (BIN) gồm 6 chữ số.', 400));
    const { store } = renderScreen(<SettingsPage />, { settings: saved });
    type('Mã ngân hàng (BIN)', '97');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    const item = () => field('Mã ngân hàng (BIN)').closest('.ant-form-item') as HTMLElement;
    await eventually(() => expect(within(item()).getByText('Mã ngân hàng (BIN) gồm 6 chữ số.')).toBeTruthy());
    expect(item().className).toContain('ant-form-item-has-error');
    // Said in a toast too; the shop keeps what the server holds.
    await eventually(() => expect(screen.getAllByText('Mã ngân hàng (BIN) gồm 6 chữ số.')).toHaveLength(2));
    expect(selectSiteSettingsRead(store.getState()).data?.settings.bank.bin).toBe('');
    expect(calls('get')).toHaveLength(0);
  });

  it('says the settings cannot be read when the server does not answer', async () => {
    stubServer([['get', '/api/common/settings', () => new ApiError('down', 503)]]);
    renderScreen(<SettingsPage />);
    await screen.findByText('Không đọc được cài đặt.');
  });

  it.each([
    ['Vui lòng nhập tên công ty.', 'companyName'],
    ['Hotline không hợp lệ.', 'hotlines'],
    ['Tối đa 4 hotline.', 'hotlines'],
    ['Kênh video ngắn phải là địa chỉ https://.', 'social.tiktok'],
    ['Kênh video phải là địa chỉ https://.', 'social.youtube'],
    ['Bản đồ nhúng phải là địa chỉ https://.', 'mapEmbedUrl'],
    ['Tỷ giá không hợp lệ.', 'vndPerUsd'],
    ['Số tài khoản chỉ gồm chữ số và chữ cái (4 đến 30 ký tự).', 'bank.accountNumber'],
    ['Đã xảy ra lỗi, vui lòng thử lại!', null],
  ])('finds the field "%s" is about: %s', (message, expected) => {
    expect(fieldOfMessage(message)).toBe(expected);
  });
});
