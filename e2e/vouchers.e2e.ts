import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, orderCodePattern } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled } from './support/page';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
// Phường Biên Hòa (26068), Đồng Nai (75).
const address = {
  recipientName: 'Hoa',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '9 Hà Huy Giáp',
};
/** 15.490.000 ₫ → 15490000. */
const dongOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Issue 30: a buyer pays with the demo's voucher (TAVICO10: 10% off, at most 500.000 ₫, on
 * orders from 2.000.000 ₫), at 390 and 1440 px; the owner sees its use on 'Mã giảm giá'.
 */
describe('a voucher at checkout, in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ SHOP_CURRENCY: 'VND', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A new buyer (a voucher is once per buyer) with an address and a cart of one product from 2.000.000 ₫. */
  async function buyer(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const shopper = { userName: `Hoa ${width}`, email: `hoa${width}@example.vn`, password: 'mat-khau-8' };
    await context.request.post(url(apiRoutes.auth.register), { data: shopper });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    const userId = (await login.json()).user.id as string;
    await context.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    const products = (
      await (await context.request.get(url(`${apiRoutes.shop.products}?minPrice=2000000&maxPrice=8000000`))).json()
    ).data as { _id: string }[];
    await context.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: products[0]._id, quantity: 1 },
    });
    return { context, page: await context.newPage() };
  }

  for (const width of [390, 1440]) {
    it(`takes TAVICO10's discount off the total and places the order with it, at ${width} px`, async () => {
      const { context, page } = await buyer(width);
      await page.goto(url('/shop/checkout'));
      await page
        .locator('.cart-shipping-fee')
        .filter({ hasNotText: /^[—…]$/ })
        .waitFor();
      const total = page.locator('.checkout-pay-total strong');
      const before = dongOf((await total.textContent()) ?? '');
      // A code that does not exist is refused, saying so.
      await page.getByLabel('Mã giảm giá').fill('khongco1');
      await page.getByRole('button', { name: 'Áp dụng' }).click();
      await page.getByRole('alert').filter({ hasText: 'Mã giảm giá không tồn tại.' }).waitFor();
      await page.getByLabel('Mã giảm giá').fill('tavico10');
      await page.getByRole('button', { name: 'Áp dụng' }).click();
      const applied = page.getByRole('status').filter({ hasText: 'Mã TAVICO10: giảm' });
      await applied.waitFor();
      const discount = dongOf(((await applied.textContent()) ?? '').split('giảm')[1]);
      expect(discount).toBeGreaterThan(0);
      expect(discount).toBeLessThanOrEqual(500_000);
      await page.waitForFunction(
        ([selector, expected]) => document.querySelector(selector)?.textContent?.replace(/[^\d]/g, '') === expected,
        ['.checkout-pay-total strong', String(before - discount)] as const,
      );
      await settled(page);
      await screenshot(page, `voucher-checkout-${width}`);
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await page.waitForURL(/\/shop\/order-placed\//);
      expect(((await page.locator('.order-code').textContent()) ?? '').trim()).toMatch(orderCodePattern);
      const orderId = page.url().split('/').pop() ?? '';
      const placed = (await (await context.request.get(url(`/api/shop/order/details/${orderId}`))).json()).data;
      expect(placed).toMatchObject({ voucherCode: 'TAVICO10', discount, totalAmount: before - discount });
      await context.close();
    });
  }

  it("shows the owner the voucher's uses on 'Mã giảm giá', at 390 and 1440 px", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.request.post(url(apiRoutes.auth.login), { data: admin });
    const page = await context.newPage();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(url('/admin/vouchers'));
      const row = page.locator('tr', { hasText: 'TAVICO10' });
      await row.getByText('Đang chạy').waitFor();
      // The two orders above hold a use each.
      await row.locator('td', { hasText: /^2$/ }).waitFor();
      await settled(page);
      await screenshot(page, `voucher-admin-${width}`);
    }
    await context.close();
  });
});
