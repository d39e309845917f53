import type { OrderClaimEmailData } from '@tavico/contracts';
import { renderOrderClaimEmail } from './orderClaimEmail';

describe('the order claim e-mail', () => {
  const data: OrderClaimEmailData = {
    to: 'mai@example.vn',
    userName: 'Mai <b>"Chị"</b>',
    link: 'https://shop.tavico.vn/shop/claim-orders?token=abc&x=<y>',
    count: 2,
    validMinutes: 1440,
    ref: 'r1',
    orders: [
      { code: 'TV-26-0000042', placedAt: '2026-11-20T18:30:00.000Z', province: 'Thành phố Hồ Chí Minh' },
      { code: 'TV-26-0000057', placedAt: '2026-11-25T03:00:00.000Z', province: 'Tỉnh <Đồng Nai>' },
    ],
  };

  it('says how many orders, how long the link opens, and that ignoring it changes nothing', () => {
    const { subject, text } = renderOrderClaimEmail(data, 'Tavico Home');
    expect(subject).toBe('Gắn 2 đơn hàng đã mua với tài khoản của bạn');
    expect(text).toContain(data.link);
    expect(text).toContain('Có 2 đơn hàng');
    expect(text).toContain('trong 24 giờ');
    expect(renderOrderClaimEmail({ ...data, validMinutes: 45 }, 'Tavico Home').text).toContain('trong 45 phút');
    expect(text).toContain('không có gì thay đổi');
  });

  it("lists each order's code, the day it was placed (the shop's clock) and its delivery province", () => {
    const { text, html } = renderOrderClaimEmail(data, 'Tavico Home');
    // 18:30 UTC on the 20th is the 21st in Vietnam.
    expect(text).toContain('• Đơn TV-26-0000042, đặt ngày 21/11/2026, giao tới Thành phố Hồ Chí Minh');
    expect(text).toContain('• Đơn TV-26-0000057, đặt ngày 25/11/2026, giao tới Tỉnh <Đồng Nai>');
    expect(html).toContain('<li>Đơn TV-26-0000057, đặt ngày 25/11/2026, giao tới Tỉnh &lt;Đồng Nai&gt;</li>');
  });

  it('is in English when the request that asked for it was', () => {
    const { subject, text, html } = renderOrderClaimEmail({ ...data, lang: 'en' }, 'Tavico Home');
    expect(subject).toBe('Attach the orders you placed to your account (2)');
    expect(text).toContain('Hello Mai');
    expect(text).toContain('with the e-mail mai@example.vn: 2.');
    expect(text).toContain('for 24 h.');
    expect(text).toContain('• Order TV-26-0000042, placed on 21/11/2026, delivered to Thành phố Hồ Chí Minh');
    expect(text).toContain('nothing changes');
    expect(html).toContain('>Attach the orders to your account</a>');
    expect(`${subject}${text}`).not.toMatch(/đơn hàng|Xin chào/);
  });

  it('still reads a job queued before it named the orders and its language: in Vietnamese, without a list', () => {
    const { orders: _orders, ...before } = data;
    const { text } = renderOrderClaimEmail(before, 'Tavico Home');
    expect(text).toContain('Xin chào Mai');
    expect(text).not.toContain('Các đơn hàng:');
  });

  it('escapes the name and the link in the HTML', () => {
    const { html } = renderOrderClaimEmail(data, 'Tavico Home');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Mai &lt;b&gt;');
    expect(html).toContain('href="https://shop.tavico.vn/shop/claim-orders?token=abc&amp;x=&lt;y&gt;"');
  });
});
