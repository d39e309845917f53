/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteSettings } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { eventually } from '../../testing/services';
import { stubServer } from '../../testing/server';
import { SettingsPage, fieldOfMessage } from './SettingsPage';

const ghn = { id: 'ghn', name: 'Giao Hàng Nhanh (GHN)', trackingUrl: 'https://donhang.ghn.vn/?order_code={code}' };
const own = { id: 'own', name: 'Xe của cửa hàng', trackingUrl: '' };
const jt = { id: 'jt', name: 'J&T Express', trackingUrl: 'https://jtexpress.vn/vi/tracking?billcode={code}' };
const saved: SiteSettings = { ...siteSettingsOf(), carriers: [ghn, own, jt] };

function stubSettings(save: (body: SiteSettings) => unknown) {
  return stubServer([
    ['get', '/api/common/settings', () => ({ success: true, data: saved, currency: 'USD' })],
    ['put', '/api/admin/settings', (_path, body) => save(body as SiteSettings)],
  ]).calls;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const toastLoads = { timeout: 10_000 };

afterEach(() => jest.restoreAllMocks());

describe("the settings screen's carriers", () => {
  it('lists the carriers, and saves them edited, one added with its tracking page and one removed', async () => {
    const calls = stubSettings((s) => ({ success: true, message: 'Đã lưu cài đặt.', data: s }));
    renderScreen(<SettingsPage />);
    await screen.findByText('Đơn vị vận chuyển');
    expect(field('Tên đơn vị vận chuyển 1').value).toBe(ghn.name);
    expect(field('Mã đơn vị vận chuyển 2').value).toBe('own');
    expect(field('Trang tra cứu vận đơn của đơn vị 1').value).toBe(ghn.trackingUrl);
    // The shop's own truck tracks nothing: no page to fill in.
    expect(screen.queryByLabelText('Trang tra cứu vận đơn của đơn vị 2')).toBeNull();
    expect(
      (screen.getByLabelText('Đơn vị 2 có trang tra cứu vận đơn') as HTMLButtonElement).getAttribute('aria-checked'),
    ).toBe('false');

    type('Tên đơn vị vận chuyển 1', 'GHN Express');
    // J&T leaves the list; a new one comes in last.
    const third = screen.getByText('Đơn vị 3').closest('fieldset') as HTMLElement;
    fireEvent.click(within(third).getByText('Xóa đơn vị'));
    fireEvent.click(screen.getByText('Thêm đơn vị vận chuyển'));
    await screen.findByText('Đơn vị 3');
    type('Tên đơn vị vận chuyển 3', 'Ahamove');
    type('Mã đơn vị vận chuyển 3', 'ahamove');
    type('Trang tra cứu vận đơn của đơn vị 3', 'https://ahamove.com/track/{code}');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    await screen.findByText('Đã lưu cài đặt.', undefined, toastLoads);
    expect((calls('put')[0]![1] as SiteSettings).carriers).toEqual([
      { ...ghn, name: 'GHN Express' },
      own,
      { id: 'ahamove', name: 'Ahamove', trackingUrl: 'https://ahamove.com/track/{code}' },
    ]);
  });

  it('saves a carrier switched to no tracking page with none, and shows a refused list on its card', async () => {
    const refusal = 'Trang tra cứu vận đơn phải là địa chỉ https:// có đúng một chỗ {code} cho mã vận đơn.';
    const calls = stubSettings(() => new ApiError(refusal, 400));
    renderScreen(<SettingsPage />, { settings: saved });
    fireEvent.click(field('Đơn vị 3 có trang tra cứu vận đơn'));
    await eventually(() => expect(screen.queryByLabelText('Trang tra cứu vận đơn của đơn vị 3')).toBeNull());
    type('Trang tra cứu vận đơn của đơn vị 1', 'http://donhang.ghn.vn/{code}');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    await eventually(() => expect(calls('put')).toHaveLength(1));
    const card = () => screen.getByText('Đơn vị vận chuyển').closest('.settings-carriers') as HTMLElement;
    await eventually(() => expect(within(card()).getByRole('alert').textContent).toBe(refusal));
    expect((calls('put')[0]![1] as SiteSettings).carriers).toEqual([
      { ...ghn, trackingUrl: 'http://donhang.ghn.vn/{code}' },
      own,
      { ...jt, trackingUrl: '' },
    ]);
  });

  it.each([
    ['Mã đơn vị vận chuyển gồm 2 đến 30 chữ thường, số hoặc dấu gạch ngang.', 'carriers'],
    ['Vui lòng nhập tên đơn vị vận chuyển.', 'carriers'],
    ['Each carrier id may be used once.', 'carriers'],
    ['Phí vận chuyển của vùng 1 không hợp lệ.', 'shipping'],
  ])('finds the card "%s" is about: %s', (message, expected) => {
    expect(fieldOfMessage(message)).toBe(expected);
  });
});
