import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { pastRightEdge } from './support/page';
import { outboxMail } from './support/outbox';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const oldPassword = 'mat-khau-8';
const newPassword = 'ghe-go-soi-2026';

/**
 * "Quên mật khẩu" as a shopper who forgot it goes through it, on a phone and on a desktop: the
 * link on the sign-in form, the e-mail (read from the outbox, as the admin sees it: no SMTP
 * server is set), a new password typed twice, and a sign-in with it. A session left open on
 * another device ends; in the account, "Đổi mật khẩu" refuses a wrong current password.
 */
describe('a forgotten password, in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let adminContext: BrowserContext;
  const url = (path: string) => `${shop.url}${path}`;

  /** The reset link in the newest e-mail to `to`, once the workers have written it. */
  async function resetLinkFor(to: string) {
    const mail = await outboxMail(adminContext, shop.url, (m) => m.to.includes(to));
    expect(mail.subject).toBe('Đặt lại mật khẩu tài khoản Tavico Home');
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link?.startsWith(`${shop.url}/auth/reset-password?token=`)).toBe(true);
    return link!;
  }

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    adminContext = await browser.newContext();
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const width of [390, 1440]) {
    it(`goes from "Quên mật khẩu" to a sign-in with the new password at ${width} px`, async () => {
      const email = `quen-${width}@example.vn`;
      const viewport = { width, height: width === 390 ? 844 : 900 };
      // Another device, signed in with the old password.
      const other = await browser.newContext();
      await other.request.post(url(apiRoutes.auth.register), {
        data: { userName: 'Lê Thị Quên', email, password: oldPassword },
      });
      await other.request.post(url(apiRoutes.auth.login), { data: { email, password: oldPassword } });
      expect((await other.request.get(url(apiRoutes.auth.checkAuth))).status()).toBe(200);

      const context = await browser.newContext({ viewport });
      const page: Page = await context.newPage();
      try {
        await page.goto(url('/auth/login'));
        await page.getByRole('link', { name: 'Quên mật khẩu?' }).waitFor();
        await screenshot(page, `password-login-link-${width}`);
        await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
        await page.getByRole('heading', { name: 'Quên mật khẩu' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/auth/forgot-password');
        await page.getByLabel('Email').fill(email);
        await screenshot(page, `password-forgot-${width}`);
        await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
        await page.getByText('Hãy kiểm tra hộp thư của bạn').waitFor();
        await screenshot(page, `password-forgot-sent-${width}`);
        expect(await pastRightEdge(page, '.ant-message')).toEqual([]);

        await page.goto(await resetLinkFor(email));
        await page.getByRole('heading', { name: 'Đặt mật khẩu mới' }).waitFor();
        await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
        await page.getByLabel('Nhập lại mật khẩu mới').fill(`${newPassword}x`);
        await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
        await page.getByText('Hai mật khẩu không giống nhau.').waitFor();
        await page.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
        await screenshot(page, `password-reset-${width}`);
        await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
        await page.getByText('Đã đặt mật khẩu mới. Hãy đăng nhập lại.').waitFor();
        await screenshot(page, `password-reset-done-${width}`);
        expect(await pastRightEdge(page, '.ant-message')).toEqual([]);

        // The other device's session has ended.
        expect((await other.request.get(url(apiRoutes.auth.checkAuth))).status()).toBe(401);

        await page.getByRole('button', { name: 'Đăng nhập' }).click();
        await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Mật khẩu').fill(newPassword);
        await page.getByRole('button', { name: 'Đăng nhập' }).click();
        await page.getByText('Đăng nhập thành công!').waitFor();

        // The same link, a second time, opens nothing.
        await page.goto(await resetLinkFor(email));
        await page.getByLabel('Mật khẩu mới', { exact: true }).fill('ban-an-go-mit-7');
        await page.getByLabel('Nhập lại mật khẩu mới').fill('ban-an-go-mit-7');
        await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
        await page.getByText('Liên kết đặt lại mật khẩu này đã được dùng', { exact: false }).waitFor();
      } finally {
        await context.close();
        await other.close();
      }
    });
  }

  it('changes the password in the account, refusing a wrong current one, at 390 px', async () => {
    const email = 'doi-mat-khau@example.vn';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.request.post(url(apiRoutes.auth.register), {
      data: { userName: 'Phạm Đổi', email, password: oldPassword },
    });
    await context.request.post(url(apiRoutes.auth.login), { data: { email, password: oldPassword } });
    const page = await context.newPage();
    try {
      await page.goto(url('/shop/account'));
      await page.getByText('Đổi mật khẩu', { exact: true }).first().click();
      await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
      await page.getByLabel('Mật khẩu hiện tại').fill('khong-phai-mat-khau');
      await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
      await page.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
      await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
      await page.getByText('Mật khẩu hiện tại không đúng.').waitFor();
      await page.getByLabel('Mật khẩu hiện tại').fill(oldPassword);
      await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
      await page.getByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.').waitFor();
      await screenshot(page, 'password-change-390');
      expect(await pastRightEdge(page, '.ant-message')).toEqual([]);
      // This session stays.
      expect((await context.request.get(url(apiRoutes.auth.checkAuth))).status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
