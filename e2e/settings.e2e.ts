import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, approxVnd, formatMoney, toMinor } from '@tavico/contracts/client';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled, until } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const hotline = '0912 345 678';

/** The page's visible text, for what must never reach a shopper. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * The owner runs the site without a developer (issue 19, items 1, 5 and 7): the admin changes the
 * hotline in 'Cài đặt' and the footer, the contact page and the chat say the new one; no
 * placeholder reaches a shopper; prices carry separators and the dong amount at the owner's rate;
 * a new page opens at its top and Back returns to where the shopper was.
 */
describe('the owner edits the site settings, and the shop shows them', () => {
  let shop: RunningShop;
  let browser: Browser;
  let adminContext: BrowserContext;
  let guest: BrowserContext;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    guest = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("saves a new hotline in the settings screen, showing the server's message at a refused field", async () => {
    const page = await adminContext.newPage();
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('menuitem', { name: 'Cài đặt' }).click();
    await page.getByRole('heading', { name: 'Cài đặt' }).waitFor();
    const first = page.getByLabel('Hotline 1');
    // The demo's values, plainly a demo's.
    expect(await first.inputValue()).toBe('0900 000 001');
    expect(await page.getByLabel('Địa chỉ').inputValue()).toContain('(địa chỉ demo)');
    await screenshot(page, 'settings-admin-1440');

    const bin = page.getByLabel('Mã ngân hàng (BIN)');
    const demoBin = await bin.inputValue();
    await bin.fill('97');
    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    const refused = page.locator('.ant-form-item-has-error', { has: bin });
    await refused.getByText('Mã ngân hàng (BIN) gồm 6 chữ số.').waitFor();
    await screenshot(page, 'settings-admin-refused-1440');

    await bin.fill(demoBin);
    await first.fill(hotline);
    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Đã lưu cài đặt.').first().waitFor();
    expect(await refused.count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 8000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'settings-admin-390');
    await page.close();
  });

  it('shows the new hotline in the footer, on the contact page and in the chat, and no placeholder anywhere', async () => {
    const page = await guest.newPage();
    await page.goto(url('/'));
    const footer = page.locator('footer');
    const dial = footer.getByRole('link', { name: hotline });
    await dial.waitFor();
    expect(await dial.getAttribute('href')).toBe('tel:0912345678');
    expect(await footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain('demo');
    // The footer's map, shown when asked for.
    await footer.getByRole('button', { name: say('map.show') }).click();
    await footer.locator('iframe').waitFor();
    await screenshot(page, 'settings-home-1440');

    for (const path of ['/', '/contact', '/dich-vu/thue-mat-bang', '/gioi-thieu/cong-ty-co-phan-tavico-home']) {
      await page.goto(url(path));
      await page.locator('footer').getByRole('link', { name: hotline }).waitFor();
      const text = await visibleText(page);
      expect({ path, placeholder: /\[|cập nhật/.test(text) }).toEqual({ path, placeholder: false });
      expect(await page.locator('a[href="tel:"], a[href="tel:1"]').count()).toBe(0);
    }

    await page.goto(url('/contact'));
    const contact = page.locator('main');
    expect(await contact.getByRole('link', { name: hotline }).getAttribute('href')).toBe('tel:0912345678');
    // The map loads when asked for (a second site's page: issue 29).
    await contact.getByRole('button', { name: say('map.show') }).click();
    await contact.locator('iframe.contact-map').waitFor();
    await screenshot(page, 'settings-contact-1440');
    await page.goto(url('/dich-vu/thue-mat-bang'));
    await page.locator('main').getByRole('link', { name: hotline }).waitFor();
    await screenshot(page, 'settings-service-1440');
    await page.goto(url('/gioi-thieu/cong-ty-co-phan-tavico-home'));
    await page.locator('main').getByRole('link', { name: hotline }).waitFor();
    await screenshot(page, 'settings-company-1440');

    await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
    await page.getByLabel('Câu hỏi').fill('cho mình xin số hotline');
    await page.getByLabel('Câu hỏi').press('Enter');
    await page.locator('.chat-panel').getByText(`hotline ${hotline}`, { exact: false }).waitFor();
    await screenshot(page, 'settings-chat-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/', 'home'],
      ['/contact', 'contact'],
      ['/dich-vu/thue-mat-bang', 'service'],
      ['/gioi-thieu/cong-ty-co-phan-tavico-home', 'company'],
    ]) {
      await page.goto(url(path));
      await page.locator('footer').getByRole('link', { name: hotline }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `settings-${name}-390`);
    }
    // The chat on a phone answers with the owner's hotline too, its panel within the screen.
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
    await page.getByLabel('Câu hỏi').fill('cho mình xin số hotline');
    await page.getByLabel('Câu hỏi').press('Enter');
    const chat = page.locator('.chat-panel');
    await chat.getByText(`hotline ${hotline}`, { exact: false }).waitFor();
    expect(await chat.innerText()).not.toMatch(/\[|cập nhật/);
    await settled(page);
    const panel = (await chat.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await windowShot(page, 'settings-chat-390');
    await page.getByRole('button', { name: 'Đóng', exact: true }).click();

    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: say('auth.signIn') }).waitFor();
    expect(await visibleText(page)).not.toMatch(/\[|cập nhật/);
    await screenshot(page, 'settings-login-390');
    // The sign-in panel's brand side, on large screens, gives the contacts too.
    await page.setViewportSize({ width: 1440, height: 900 });
    const brand = page.locator('.auth-brand');
    expect(await brand.getByRole('link', { name: hotline }).getAttribute('href')).toBe('tel:0912345678');
    expect(await visibleText(page)).not.toMatch(/\[|cập nhật/);
    await screenshot(page, 'settings-login-1440');
    await page.close();
  });

  it('writes prices with separators and the dong amount at the rate under them, in cards and the details', async () => {
    const products = (await (await guest.request.get(url(`${apiRoutes.shop.products}?sortBy=price-hightolow`))).json())
      .data as { _id: string; title: string; price: number; salePrice: number }[];
    const dearest = products[0];
    const paid = dearest.salePrice > 0 ? dearest.salePrice : dearest.price;
    expect(paid).toBeGreaterThanOrEqual(1000);
    const shown = formatMoney(toMinor(paid, 'USD'), 'USD');
    expect(shown).toMatch(/^\$\d,\d{3}\.\d{2}$/);
    const rate = (await (await guest.request.get(url(apiRoutes.siteSettings.get))).json()).data.vndPerUsd as number;

    const page = await guest.newPage();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(url('/listing?sortBy=price-hightolow'));
      const card = page.locator('.product-card', { hasText: dearest.title }).first();
      await card.getByText(shown, { exact: true }).waitFor();
      expect(await card.locator('.price-vnd').textContent()).toBe(approxVnd(toMinor(paid, 'USD'), rate));
      await card.scrollIntoViewIfNeeded();
      await windowShot(page, `settings-listing-prices-${width}`);
      await card.getByRole('button', { name: `Xem chi tiết ${dearest.title}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(shown, { exact: true }).waitFor();
      expect(await dialog.locator('.price-vnd').textContent()).toBe(approxVnd(toMinor(paid, 'USD'), rate));
      await windowShot(page, `settings-details-prices-${width}`);
      await page.keyboard.press('Escape');
    }
    await page.close();
  });

  it("opens 'Liên hệ' from the footer at the page's top, and Back returns to where the shopper was", async () => {
    const page = await guest.newPage();
    // Windows shorter than the contact page, so landing at its top is not a given.
    for (const [width, height] of [
      [1440, 500],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(url('/'));
      const link = page.locator('footer').getByRole('link', { name: 'Liên hệ', exact: true });
      await link.scrollIntoViewIfNeeded();
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(400);
      await link.click();
      await page.waitForURL(/\/contact$/);
      await page.getByRole('heading', { name: 'Liên hệ', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(
        200,
      );
      await until(async () => (await scrollY(page)) === 0);
      await page.goBack();
      await page.waitForURL(url('/'));
      await until(async () => Math.abs((await scrollY(page)) - left) <= 2);
      await page.goForward();
      await page.waitForURL(/\/contact$/);
      await until(async () => (await scrollY(page)) === 0);
    }
    await page.close();
  });
});
