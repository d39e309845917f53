import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, formatMoney } from '@tavico/contracts/client';
import { adminUnits } from '@tavico/contracts';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const shopper = { userName: 'Trần Thị Mai', email: 'mai@example.vn', password: 'mat-khau-8' };
// Created through the API, each in its province (its first ward); e2e/addresses.e2e.ts fills the form.
const inProvince = (provinceCode: string, address: string) => ({
  recipientName: shopper.userName,
  address,
  provinceCode,
  wardCode: adminUnits.wardsOf(provinceCode)[0]!.code,
});
const saigon = inProvince('79', '12 Nguyễn Huệ');
const hanoi = inProvince('01', '8 Tràng Tiền');
const contact = { phone: '0901234567' };
const dong = (amount: number) => formatMoney(amount, 'VND');

/**
 * Shipping fees in the browser (decisions §35), in a fresh đồng shop with the default table
 * (TP Hồ Chí Minh 150.000 ₫; Hà Nội, in no zone, 700.000 ₫): a signed-in shopper sees the fee and
 * the total change with the address chosen at checkout, pays that total, and sees the fee in the
 * cart afterwards.
 */
describe('shipping fees in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  let product: { _id: string; title: string; price: number; salePrice: number };
  const url = (path: string) => `${shop.url}${path}`;
  const fee = () => page.locator('.cart-shipping-fee');
  const payTotal = () => page.locator('.checkout-pay-total strong');

  beforeAll(async () => {
    shop = await startShopProcess({ SHOP_CURRENCY: 'VND', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.request.post(url(apiRoutes.auth.register), { data: shopper });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    userId = (await login.json()).user.id as string;
    for (const address of [saigon, hanoi]) {
      const added = await context.request.post(url(apiRoutes.shop.addressAdd), {
        data: { ...address, ...contact, userId },
      });
      expect(added.status()).toBe(201);
    }
    // A demo product well under the free-shipping threshold (30.000.000 ₫).
    const listed = (await (await context.request.get(url(`${apiRoutes.shop.products}?limit=50`))).json())
      .data as (typeof product)[];
    product = listed.find((p) => (p.salePrice || p.price) < 10_000_000) ?? listed[0];
    await context.request.post(url(apiRoutes.shop.cartAdd), { data: { userId, productId: product._id, quantity: 1 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const paid = () => product.salePrice || product.price;

  it.each([390, 1440])('changes the fee and the total with the chosen address at %i px', async (width) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(url('/shop/checkout'));
    // No address chosen yet (two saved, none used before): the fee waits for one.
    await page.getByText(say('shipping.byAddress')).waitFor();

    await page.getByRole('radio', { name: say('address.choose', { address: saigon.address }) }).check();
    await fee()
      .filter({ hasText: dong(150_000) })
      .waitFor();
    await page.getByText('TP Hồ Chí Minh', { exact: true }).waitFor();
    expect(await payTotal().textContent()).toBe(dong(paid() + 150_000));
    await settled(page);
    await screenshot(page, `shipping-checkout-saigon-${width}`);

    await page.getByRole('radio', { name: say('address.choose', { address: hanoi.address }) }).check();
    await fee()
      .filter({ hasText: dong(700_000) })
      .waitFor();
    await page.getByText(say('shipping.elsewhere'), { exact: true }).waitFor();
    expect(await payTotal().textContent()).toBe(dong(paid() + 700_000));
    await settled(page);
    await screenshot(page, `shipping-checkout-hanoi-${width}`);
  });

  it('charges the total shown, fee included, and estimates the next cart to the address last used', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('radio', { name: say('paymentMethod.cod') }).check();
    await page.getByRole('button', { name: say('checkout.place'), exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    await page
      .getByText(dong(paid() + 700_000))
      .first()
      .waitFor();
    await screenshot(page, 'shipping-order-placed-1440');

    await context.request.post(url(apiRoutes.shop.cartAdd), { data: { userId, productId: product._id, quantity: 2 } });
    await page.goto(url('/'));
    // The header's cart button, whatever it counts.
    const cartButton = new RegExp(
      `^${say('layout.cartButton', { count: '#' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('#', '\\d+')}$`,
    );
    await page.getByRole('button', { name: cartButton }).click();
    const sheet = page.getByRole('dialog', { name: say('cart.title') });
    await sheet
      .locator('.cart-shipping-fee')
      .filter({ hasText: dong(700_000) })
      .waitFor();
    await sheet.getByText(dong(2 * paid() + 700_000)).waitFor();
    await settled(page);
    await screenshot(page, 'shipping-cart-sheet-1440');
  });

  it("lets the owner change a zone's fee in the settings, and the next estimate follows it", async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const settings = await adminContext.newPage();
    await settings.goto(url('/admin/settings'));
    const zoneFee = settings.getByLabel('Phí vận chuyển (vùng 1)');
    expect(await zoneFee.inputValue()).toBe('150.000');
    expect(await settings.getByLabel('Tên vùng 1').inputValue()).toBe('TP Hồ Chí Minh');
    await zoneFee.fill('200000');
    await settings.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await settings.getByText('Đã lưu cài đặt.').first().waitFor();
    await settings.getByText('Phí vận chuyển và thời gian giao').scrollIntoViewIfNeeded();
    await screenshot(settings, 'shipping-settings-1440');
    await settings.setViewportSize({ width: 390, height: 844 });
    expect(await settings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(settings, 'shipping-settings-390');
    await adminContext.close();

    const quote = await context.request.get(url(`${apiRoutes.shop.shippingQuote}?provinceCode=79`));
    expect((await quote.json()).data).toMatchObject({ fee: 200_000, zone: 'TP Hồ Chí Minh' });
  });
});
