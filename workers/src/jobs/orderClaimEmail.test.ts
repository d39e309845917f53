import { renderOrderClaimEmail } from './orderClaimEmail';

describe('the order claim e-mail', () => {
  const data = {
    to: 'mai@example.vn',
    userName: 'Mai <b>"Chị"</b>',
    link: 'https://shop.tavico.vn/shop/claim-orders?token=abc&x=<y>',
    count: 3,
    validMinutes: 1440,
    ref: 'r1',
  };

  it('says how many orders, how long the link opens, and that ignoring it changes nothing', () => {
    const { subject, text } = renderOrderClaimEmail(data, 'Tavico Home');
    expect(subject).toBe('Gắn 3 đơn hàng đã mua với tài khoản của bạn');
    expect(text).toContain(data.link);
    expect(text).toContain('Có 3 đơn hàng');
    expect(text).toContain('trong 24 giờ');
    expect(renderOrderClaimEmail({ ...data, validMinutes: 45 }, 'Tavico Home').text).toContain('trong 45 phút');
    expect(text).toContain('không có gì thay đổi');
  });

  it('escapes the name and the link in the HTML', () => {
    const { html } = renderOrderClaimEmail(data, 'Tavico Home');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Mai &lt;b&gt;');
    expect(html).toContain('href="https://shop.tavico.vn/shop/claim-orders?token=abc&amp;x=&lt;y&gt;"');
  });
});
