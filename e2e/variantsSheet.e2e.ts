import type { Browser } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const title = 'Bàn ăn gỗ sồi 6 ghế';

/** Issue 30: the admin's product sheet edits the demo table's variants (a card each), at 390 and 1440 px. */
describe("the product sheet's variants", () => {
  let shop: RunningShop;
  let browser: Browser;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const [width, stock] of [
    [1440, 5],
    [390, 7],
  ] as const) {
    it(`lets the admin change one variant's stock, the others left as they were, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await context.request.post(url(apiRoutes.auth.login), { data: admin });
      const page = await context.newPage();
      const variantsOf = async () =>
        (
          (
            await (
              await context.request.get(url(`${apiRoutes.adminProducts.get}?search=${encodeURIComponent(title)}`))
            ).json()
          ).data as { title: string; variants: { sku: string; totalStock: number }[] }[]
        ).find((p) => p.title === title)!.variants;
      const before = await variantsOf();
      await page.goto(url('/admin/products'));
      await page.getByLabel(say('backOffice.products.search')).fill(title);
      await page.getByLabel(say('backOffice.products.search')).press('Enter');
      const card = page.locator('.staff-card', { hasText: title }).first();
      await card.getByRole('button', { name: say('backOffice.common.edit') }).click();
      const sheet = page.locator('.ant-drawer');
      await sheet.locator('.ant-drawer-title', { hasText: say('backOffice.products.editTitle') }).waitFor();
      const last = sheet.locator('fieldset', { hasText: 'Biến thể 6' });
      expect(await last.getByLabel('Mã SKU').inputValue()).toBe('BAN-AN-200-SON');
      expect(await sheet.locator('fieldset.sheet-variant').count()).toBe(6);
      await last.getByLabel('Số lượng').fill(String(stock));
      await last.scrollIntoViewIfNeeded();
      await screenshot(page, `variants-sheet-${width}`);
      await sheet.getByRole('button', { name: say('backOffice.products.saveEdit'), exact: true }).click();
      await sheet.waitFor({ state: 'hidden' });
      const after = await variantsOf();
      expect(after).toEqual(before.map((v) => (v.sku === 'BAN-AN-200-SON' ? { ...v, totalStock: stock } : v)));
      await context.close();
    });
  }
});
