import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, formatMoney, orderCodePattern } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled } from './support/page';
import { outboxMail } from './support/outbox';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const shopper = { userName: 'Nguyễn Văn Nam', email: 'nam@example.vn', password: 'mat-khau-8' };
// Phường Biên Hòa (26068), Đồng Nai (75).
const address = {
  recipientName: 'Nam',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '45 Lý Thường Kiệt',
};
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);
/** An amount in đồng as the shop writes it: 15.490.000 ₫. */
const dong = /\d{1,3}(\.\d{3})+ ₫/;

/**
 * A shop that sells in đồng, as `npm start` gives it (decisions §31): every price a Vietnamese
 * buyer sees is in đồng, the price filter takes đồng, and a cash-on-delivery order states at the
 * door, on its page and in its e-mail, how many đồng to pay.
 */
describe('a shop in đồng, in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ SHOP_CURRENCY: 'VND', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.request.post(url(apiRoutes.auth.register), { data: shopper });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    userId = (await login.json()).user.id as string;
    await context.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('shows no dollar anywhere on the storefront, at 390 and 1440 px', async () => {
    const products = (await (await context.request.get(url(`${apiRoutes.shop.products}?limit=1`))).json()).data as {
      _id: string;
      slug: string;
      price: number;
    }[];
    // The demo catalogue is priced in whole đồng, at real prices.
    expect(Number.isInteger(products[0].price) && products[0].price >= 100_000).toBe(true);
    await context.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: products[0]._id, quantity: 1 },
    });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path] of [
        ['home', '/'],
        ['listing', '/listing'],
        ['product', `/san-pham/${products[0].slug}`],
        ['checkout', '/shop/checkout'],
      ] as const) {
        await page.goto(url(path));
        await page.getByText(dong).first().waitFor();
        await settled(page);
        const text = await visibleText(page);
        expect({ path, dollars: text.match(/\$|US\$|USD/g) }).toEqual({ path, dollars: null });
        await screenshot(page, `dong-${name}-${width}`);
      }
    }
  });

  it('filters the listing by a range typed in đồng, grouped as it is typed', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url('/listing'));
    await page.getByText('Khoảng giá (₫)').waitFor();
    const from = page.getByRole('spinbutton', { name: 'Giá từ' });
    await from.fill('2000000');
    await page.getByRole('spinbutton', { name: 'Giá đến' }).fill('5000000');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await page.waitForURL(/minPrice=2000000/);
    expect(await from.inputValue()).toBe('2.000.000');
    await page.getByText('2.000.000 ₫ – 5.000.000 ₫').waitFor();
    const listed = (
      await (await context.request.get(url(`${apiRoutes.shop.products}?minPrice=2000000&maxPrice=5000000`))).json()
    ).data as { title: string; price: number; salePrice: number }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed) {
      const paid = p.salePrice > 0 ? p.salePrice : p.price;
      expect(paid >= 2_000_000 && paid <= 5_000_000).toBe(true);
    }
    await page.locator('.product-card', { hasText: listed[0].title }).first().waitFor();
    await screenshot(page, 'dong-listing-filtered-1440');
  });

  it("states a cash-on-delivery order's amount in đồng on its page and in its e-mail", async () => {
    await page.goto(url('/shop/checkout'));
    await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
    // The total holds the shipping fee once the server has priced it for the address (decisions §35).
    await page
      .locator('.cart-shipping-fee')
      .filter({ hasNotText: /^[—…]$/ })
      .waitFor();
    const total = ((await page.locator('.checkout-pay-total strong').textContent()) ?? '').trim();
    expect(total).toMatch(dong);
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    const code = ((await page.locator('.order-code').textContent()) ?? '').trim();
    expect(code).toMatch(orderCodePattern);
    await page.getByText(total).first().waitFor();
    expect(await visibleText(page)).not.toContain('$');
    await screenshot(page, 'dong-order-placed-1440');

    // The order's e-mail, as the admin reads it in the outbox (no SMTP server set).
    const adminContext = await browser.newContext();
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const mail = await outboxMail(adminContext, shop.url, (m) => m.to.includes(shopper.email));
    expect(mail.text).toContain(`Tổng cộng: ${total}`);
    expect(mail.text).toContain(`Thanh toán khi nhận hàng: ${total}`);
    expect(mail.text).not.toContain('$');
    expect(total).toBe(formatMoney(Number(total.replace(/\D/g, '')), 'VND'));
    await adminContext.close();
  });
});
