import { renderPasswordResetEmail } from './passwordResetEmail';

describe('the password reset e-mail', () => {
  const data = {
    to: 'lan@example.vn',
    userName: 'Lan <b>"Anh"</b>',
    link: 'https://shop.tavico.vn/auth/reset-password?token=abc&x=<y>',
    validMinutes: 30,
    ref: 'r1',
  };

  it('says what the link is for, how long it opens, and what to do if it was not asked for', () => {
    const { subject, text } = renderPasswordResetEmail(data, 'Tavico Home');
    expect(subject).toBe('Đặt lại mật khẩu tài khoản Tavico Home');
    expect(text).toContain(data.link);
    expect(text).toContain('trong 30 phút');
    expect(text).toContain('Nếu bạn không yêu cầu, hãy bỏ qua email này');
  });

  it('escapes the name and the link in the HTML', () => {
    const { html } = renderPasswordResetEmail(data, 'Tavico Home');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Lan &lt;b&gt;');
    expect(html).toContain('href="https://shop.tavico.vn/auth/reset-password?token=abc&amp;x=&lt;y&gt;"');
  });
});
