import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled } from './support/page';
import { say } from './support/words';
import { fillAddressForm, type TypedAddress } from './support/address';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };

/** Each width its own shopper, who has never saved an address, with a product in the cart. */
const runs = [
  {
    width: 390,
    height: 844,
    shopper: { userName: 'Trần Minh Anh', email: 'minhanh@example.vn', password: 'mat-khau-8' },
    address: {
      recipientName: 'Trần Minh Anh',
      phone: '+84 912 345 678',
      province: { typed: 'ho chi minh', name: 'Thành phố Hồ Chí Minh' },
      ward: { typed: 'ben thanh', name: 'Phường Bến Thành' },
      address: '12 Lê Lợi',
      notes: 'Gọi trước khi giao',
    },
    place: '12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh',
  },
  {
    width: 1440,
    height: 900,
    shopper: { userName: 'Đỗ Hải Yến', email: 'haiyen@example.vn', password: 'mat-khau-8' },
    address: {
      recipientName: 'Đỗ Hải Yến',
      phone: '0987.654.321',
      province: { typed: 'Hà Nội', name: 'Thành phố Hà Nội' },
      ward: { typed: 'hoan kiem', name: 'Phường Hoàn Kiếm' },
      address: '45 Phố Hàng Gai',
    },
    place: '45 Phố Hàng Gai, Phường Hoàn Kiếm, Thành phố Hà Nội',
  },
] satisfies { width: number; height: number; shopper: object; address: TypedAddress; place: string }[];

/**
 * A signed-in shopper adds a Vietnamese address at the checkout (decisions §34): recipient, phone,
 * province then ward found by typing their names (without accents too), street; the form is in
 * view at once, the decorative banner gone on a phone; the address is then the one to deliver to.
 */
describe('a Vietnamese address at the checkout, at 390 and 1440 px', () => {
  let shop: RunningShop;
  let browser: Browser;
  const url = (p: string) => `${shop.url}${p}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Signed in, a product in the cart, no address yet. */
  async function shopperAt(run: (typeof runs)[number]): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
    await context.request.post(url(apiRoutes.auth.register), { data: run.shopper });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: run.shopper.email, password: run.shopper.password },
    });
    const userId = (await login.json()).user.id as string;
    const products = (await (await context.request.get(url(apiRoutes.shop.products))).json()).data as {
      _id: string;
      totalStock: number;
    }[];
    const product = products.find((p) => p.totalStock > 2);
    expect(product).toBeDefined();
    const added = await context.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: product?._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    return { context, page: await context.newPage() };
  }

  it.each(runs)('adds an address by typing the province and ward, then delivers to it ($width px)', async (run) => {
    const { context, page } = await shopperAt(run);
    await page.goto(url('/shop/checkout'));
    const recipient = page.getByRole('textbox', { name: say('address.fields.recipientName'), exact: true });
    await recipient.waitFor();
    // No address yet: the form is there at once, in the first screen; on a phone no banner above it.
    const banner = page.locator('img.checkout-header');
    expect(await banner.isVisible()).toBe(run.width > 576);
    const top = (await recipient.boundingBox())?.y ?? Infinity;
    expect({ width: run.width, inFirstScreen: top < run.height }).toEqual({ width: run.width, inFirstScreen: true });
    // No city or pincode asked any more.
    expect(await page.getByText(/pincode|mã bưu chính/i).count()).toBe(0);

    // The ward waits for the province.
    const ward = page.getByRole('combobox', { name: say('address.fields.wardCode'), exact: true });
    expect(await ward.isDisabled()).toBe(true);
    await fillAddressForm(page, run.address);
    await settled(page);
    await windowShot(page, `addresses-form-${run.width}`);
    // The ward list holds the province's own wards only: another province's is not found.
    await ward.click();
    await page.keyboard.type(run.width === 390 ? 'hoan kiem' : 'ben thanh');
    await page.locator('.ant-select-dropdown:visible').getByText(say('address.noMatch')).waitFor();
    await windowShot(page, `addresses-ward-picker-${run.width}`);
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    // The ward chosen before is still the one.
    expect(await ward.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').textContent()).toContain(
      run.address.ward.name,
    );

    // A wrong phone is said at once, in the shopper's words, and keeps the form from being sent.
    const phoneBox = page.getByRole('textbox', { name: say('address.fields.phone'), exact: true });
    await phoneBox.fill('12345');
    await page
      .getByRole('alert')
      .filter({ hasText: say('address.phoneInvalid') })
      .waitFor();
    const add = page.getByRole('button', { name: say('address.add'), exact: true });
    expect(await add.isDisabled()).toBe(true);
    await phoneBox.fill(run.address.phone);
    await add.click();

    // Saved, it is the one to deliver to, shown with its ward and province.
    const radio = page.getByRole('radio', { name: `Chọn địa chỉ ${run.address.address}` });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    const card = page.locator('.address-card', { hasText: run.place });
    await card.getByText(run.address.recipientName, { exact: true }).waitFor();
    await card.getByText(run.address.phone.replace(/[\s.]/g, ''), { exact: true }).waitFor();
    // The toast stays while a pointer rests on it (antd's rule): the pointer left on Add's place,
    // where a phone's toast now shows, is moved off it, as a shopper's finger lifts.
    await page.mouse.move(1, 1);
    const notice = page.locator('.ant-notification-notice').first();
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, `addresses-checkout-${run.width}`);

    // And it is there again on the next visit.
    await page.reload();
    await page.getByText(run.place).waitFor();
    await context.close();
  });
});
