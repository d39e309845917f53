import type { Browser, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled, until } from './support/page';
import { say } from './support/words';
import { fillAddressForm, type TypedAddress } from './support/address';

const phone = { width: 390, height: 844 };
const buyer = { userName: 'Trần Minh Khôi', email: 'minhkhoi@example.vn' };
const address: TypedAddress = {
  recipientName: 'Trần Minh Khôi',
  phone: '0913 222 444',
  province: { typed: 'da nang', name: 'Thành phố Đà Nẵng' },
  ward: { typed: 'hai chau', name: 'Phường Hải Châu' },
  address: '12 Bạch Đằng',
};
/** What a page may show in Vietnamese in English: names and addresses (the buyer's; the company's are added). */
const names = [
  buyer.userName,
  address.province.name,
  address.ward.name,
  address.address,
  'Công ty Cổ phần Tavico Home',
  'Biên Hòa, Đồng Nai',
];
const en = (key: string, values: Record<string, string | number> = {}) => say(key, values, 'en');

/**
 * A guest's pages in English (issue 27): checkout, the order placed, the order lookup and the
 * order's follow page show no Vietnamese but names and addresses, and each page's title is English.
 */
describe('a guest buying and following an order in English', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: { slug: string; title: string };
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess({ SHOP_CURRENCY: 'VND' });
    browser = await launchBrowser({ lang: 'en' });
    const setUp = await browser.newContext();
    const all = (await (await setUp.request.get(url(apiRoutes.shop.products))).json()).data as {
      slug: string;
      title: string;
      price: number;
      salePrice: number;
      totalStock: number;
    }[];
    // The company's address as the owner wrote it (the footer shows it).
    const settings = (await (await setUp.request.get(url(apiRoutes.siteSettings.get))).json()).data as {
      address: string;
    };
    names.push(settings.address);
    // The cheapest in stock: well under the cash-on-delivery cap.
    product = all
      .filter((p) => p.totalStock > 0)
      .sort((a, b) => (a.salePrice || a.price) - (b.salePrice || b.price))[0];
    await setUp.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** The page's lines with a Vietnamese letter once names, addresses and the product's title are taken out. */
  async function vietnameseOn(page: Page): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);
    // The longest first: a name inside another (a province in an address) is taken out with it.
    const left = [...names, product.title]
      .sort((a, b) => b.length - a.length)
      .reduce((t, name) => t.split(name).join(' '), text);
    return left.split('\n').filter((line) => /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i.test(line));
  }

  it('checks out, sees the order placed, looks it up and follows it, all in English', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const look = async (what: string) => {
      await until(
        async () => (await page.locator('.ant-skeleton, .ant-spin-spinning, .skeleton, .spinner').count()) === 0,
      );
      const lines = await vietnameseOn(page);
      if (lines.length > 0) found[what] = lines;
    };

    await page.goto(url(`/san-pham/${product.slug}?lang=en`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await until(async () => (await page.title()) === en('titles.titled', { name: product.title }));
    await page
      .locator('.product-buy')
      .getByRole('button', { name: en('product.addToCart') })
      .click();
    await page.getByRole('button', { name: en('layout.cartButton', { count: 1 }) }).waitFor();

    await page.goto(url('/shop/checkout'));
    await page.getByRole('heading', { name: en('checkout.guest.title') }).waitFor();
    await until(async () => (await page.title()) === en('titles.titled', { name: en('shopperTitles.checkout') }));
    await look('checkout, empty');
    await page.getByRole('textbox', { name: en('checkout.guest.name'), exact: true }).fill(buyer.userName);
    await page.getByRole('textbox', { name: en('checkout.guest.email'), exact: true }).fill(buyer.email);
    await fillAddressForm(page, address, 'en');
    await page.getByRole('button', { name: en('address.add'), exact: true }).click();
    await page.locator('.ant-notification-notice').first().waitFor();
    await look('checkout, the address saved (its toast)');
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('radio', { name: en('paymentMethod.cod') }).check();
    await settled(page);
    await look('checkout, filled in');
    await screenshot(page, 'guest-english-checkout-390');

    await page.getByRole('button', { name: en('checkout.place'), exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    await page.getByRole('heading', { name: en('placed.success') }).waitFor();
    await until(async () => (await page.title()) === en('titles.titled', { name: en('shopperTitles.orderPlaced') }));
    const code = ((await page.locator('.order-code').textContent()) ?? '').trim();
    await look('order placed');
    await screenshot(page, 'guest-english-placed-390');

    await page.goto(url('/order-lookup'));
    await page.getByRole('heading', { level: 1, name: en('lookup.title') }).waitFor();
    await until(async () => (await page.title()) === en('titles.titled', { name: en('shopperTitles.orderLookup') }));
    await page.getByRole('textbox', { name: en('lookup.code'), exact: true }).fill(code);
    await page.getByRole('textbox', { name: en('lookup.phone'), exact: true }).fill('0987 000 111');
    await page.getByRole('button', { name: en('lookup.submit') }).click();
    await page.getByRole('alert').waitFor();
    await look('lookup, a miss');
    await screenshot(page, 'guest-english-lookup-390');
    await page.getByRole('textbox', { name: en('lookup.phone'), exact: true }).fill(address.phone);
    await page.getByRole('button', { name: en('lookup.submit') }).click();
    await page.waitForURL(/\/shop\/order-follow\//);
    await page.getByRole('heading', { level: 1, name: en('follow.title', { code }) }).waitFor();
    await until(async () => (await page.title()) === en('titles.titled', { name: en('shopperTitles.orderFollow') }));
    await settled(page);
    await look('order follow');
    await screenshot(page, 'guest-english-follow-390');
    await context.close();
    expect(found).toEqual({});
  });
});
