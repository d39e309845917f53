/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteSettings } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { siteSettingsOf, withSiteSettings } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { eventually } from '../../testing/services';
import { settingsApi } from './settingsApi';
import { SettingsPage, fieldOfMessage } from './SettingsPage';
import { selectSiteSettings } from './settingsSlice';

const saved: SiteSettings = siteSettingsOf({
  address: 'Lô A1, Biên Hòa',
  hotlines: ['0900 000 001'],
  email: 'lienhe@tavico.example',
  openingHours: '8:00 – 20:00',
  social: { youtube: '', tiktok: '', facebook: 'https://www.facebook.com/tavico', linkedin: '' },
});
const loaded = withSiteSettings(saved);

afterEach(() => jest.restoreAllMocks());

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the settings screen', () => {
  it('shows every saved value, and saves the edited hotlines without the empty ones: "Đã lưu cài đặt."', async () => {
    const save = jest
      .spyOn(settingsApi, 'save')
      .mockImplementation(async (s) => ({ success: true, message: 'Đã lưu cài đặt.', data: s }));
    const { store, toast } = renderScreen(<SettingsPage />, { preloadedState: loaded });
    expect(field('Địa chỉ').value).toBe('Lô A1, Biên Hòa');
    expect(field('Hotline 1').value).toBe('0900 000 001');
    expect(field('Hotline 4').value).toBe('');
    expect(field('Mạng xã hội').value).toBe('https://www.facebook.com/tavico');
    expect(field('Tỷ giá').value).toBe('25000');

    type('Hotline 1', '0901 234 567');
    type('Hotline 3', '0283 812 3456');
    type('Bản đồ nhúng', 'https://www.openstreetmap.org/export/embed.html');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    await eventually(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({
      ...saved,
      hotlines: ['0901 234 567', '0283 812 3456'],
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
    });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Đã lưu cài đặt.'));
    // The shop's pages read the saved values at once.
    expect(selectSiteSettings(store.getState())?.hotlines).toEqual(['0901 234 567', '0283 812 3456']);
  });

  it("shows the server's message at the field it names when the save is refused", async () => {
    jest.spyOn(settingsApi, 'save').mockRejectedValue(new ApiError('Mã ngân hàng (BIN) gồm 6 chữ số.', 400));
    const { toast } = renderScreen(<SettingsPage />, { preloadedState: loaded });
    type('Mã ngân hàng (BIN)', '97');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    const item = () => field('Mã ngân hàng (BIN)').closest('.ant-form-item') as HTMLElement;
    await eventually(() => expect(within(item()).getByText('Mã ngân hàng (BIN) gồm 6 chữ số.')).toBeTruthy());
    expect(item().className).toContain('ant-form-item-has-error');
    expect(toast.error).toHaveBeenCalledWith('Mã ngân hàng (BIN) gồm 6 chữ số.');
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
