import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import en from '../frontend/src/locales/en.json';
import vi from '../frontend/src/locales/vi.json';
import { launchBrowser, screenshot, type ShopLanguage } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled, until } from './support/page';

type Catalogue = { [key: string]: string | Catalogue };
const texts = (c: Catalogue): string[] => Object.values(c).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
/** The words of a text written in plain Latin letters only (an English word has no diacritics). */
const plainWords = (text: string): string[] => text.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? [];
const lower = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));

/**
 * English on a Vietnamese page: a word of the English catalogue that no Vietnamese message uses
 * (so 'Sofa', 'Showroom', 'Email' or 'Hotline', which Vietnamese writes too, pass), and that is not
 * a name the shop keeps in every language.
 */
const vietnameseWords = lower(texts(vi).flatMap(plainWords));
const allowed = lower([
  ...['Tavico', 'Home', 'PayPal', 'VietQR', 'Zalo', 'Facebook', 'YouTube', 'TikTok', 'EN', 'VI'],
  // Vietnamese syllables that English writes too ('Bình An', 'Minh Long').
  ...['an', 'long', 'to', 'me', 'hang'],
]);
const englishOnly = new Set(
  [...lower(texts(en).flatMap(plainWords))].filter((w) => !vietnameseWords.has(w) && !allowed.has(w)),
);

const sizes = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * The shop speaks Vietnamese by default and English one click away (issue 27, decisions §32):
 * every storefront route in Vietnamese shows no English word outside the catalogue's shared ones,
 * `?lang=en` shows the spec's English and is remembered, and the header's switch changes the page
 * and the cookie. Screenshots of the home, a product, the cart and checkout in both languages.
 */
describe('the shop in Vietnamese and in English', () => {
  let shop: RunningShop;
  let browser: Browser;
  let slug: string;
  const url = (route: string) => `${shop.url}${route}`;
  const shopper = { userName: 'Lan Anh', email: 'lan.anh@example.vn', password: 'matkhau-123' };

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser({ lang: 'vi' });
    const setUp = await browser.newContext();
    await setUp.request.post(url(apiRoutes.auth.register), { data: shopper });
    const products = (await (await setUp.request.get(url(apiRoutes.shop.products))).json()).data as {
      slug: string;
      totalStock: number;
    }[];
    slug = products.find((p) => p.totalStock > 0)!.slug;
    await setUp.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** The page's words that only English uses, once the app has drawn it. */
  async function englishOn(page: Page): Promise<string[]> {
    // E-mail addresses and web addresses are the owner's, not the shop's words.
    const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    return [...new Set(plainWords(text).filter((w) => englishOnly.has(w.toLowerCase())))];
  }

  async function open(page: Page, route: string) {
    await page.goto(url(route));
    await page.locator('.shop-header, .auth-card').first().waitFor();
    // The app has taken over the page the server rendered (App.tsx marks it).
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await until(
      async () => (await page.locator('.ant-skeleton, .ant-spin-spinning, .skeleton, .spinner').count()) === 0,
    );
  }

  const routes = () => [
    '/',
    '/listing',
    `/san-pham/${slug}`,
    '/search?keyword=b%C3%A0n',
    '/nha-cung-cap',
    '/news-events',
    '/contact',
    '/auth/login',
    '/auth/register',
    '/khong-co-trang-nay',
  ];

  for (const size of sizes) {
    it(`shows no English word on any storefront page in Vietnamese at ${size.width} px`, async () => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const route of routes()) {
        await open(page, route);
        expect(await page.getAttribute('html', 'lang')).toBe('vi');
        const english = await englishOn(page);
        if (english.length > 0) found[route] = english;
      }
      await context.close();
      expect(found).toEqual({});
    });
  }

  it('shows the spec’s English with ?lang=en, keeps it in the cookie, and switches back from the header', async () => {
    const context = await browser.newContext({ viewport: sizes[1] });
    const page = await context.newPage();
    await open(page, '/listing?lang=en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

    // Remembered: the next page, without ?lang=, is English too.
    await open(page, '/');
    await page.getByRole('link', { name: 'Introduction' }).first().waitFor();

    // The switch: back to Vietnamese, on the spot, and remembered.
    await page.getByRole('button', { name: 'VI – Xem bằng tiếng Việt' }).click();
    await page.getByRole('link', { name: 'Đăng nhập' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('vi');
    await open(page, '/listing');
    await page.getByRole('heading', { name: 'Tất cả sản phẩm' }).waitFor();
    await context.close();
  });

  /** Home, a product, the cart and checkout, signed in with one line in the cart. */
  async function shots(context: BrowserContext, lang: ShopLanguage, width: number) {
    const page = await context.newPage();
    const name = (what: string) => `languages-${what}-${lang}-${width}`;
    await open(page, `/?lang=${lang}`);
    await screenshot(page, name('home'));
    await open(page, `/san-pham/${slug}`);
    await screenshot(page, name('product'));
    // The product's own button comes first; the related products' cards follow.
    await page
      .getByRole('button', { name: lang === 'en' ? 'Add to cart' : 'Thêm vào giỏ', exact: true })
      .first()
      .click();
    const cart = page.getByRole('button', { name: lang === 'en' ? 'Cart (1)' : 'Giỏ hàng (1)' });
    await cart.waitFor();
    await cart.click();
    // antd 6's drawer has no .ant-drawer-content: its title says the sheet is open.
    await page.locator('.ant-drawer-title', { hasText: (lang === 'en' ? en : vi).cart.title }).waitFor();
    await settled(page);
    await screenshot(page, name('cart'));
    await page.keyboard.press('Escape');
    await open(page, '/checkout');
    await page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Checkout' : 'Thanh toán' }).waitFor();
    await screenshot(page, name('checkout'));
    // Leave the cart empty for the next size.
    await page
      .getByRole('button', { name: lang === 'en' ? /^Remove/ : /^Xóa/ })
      .first()
      .click();
    await page
      .getByText(lang === 'en' ? 'Your cart is empty' : 'Giỏ hàng của bạn đang trống')
      .first()
      .waitFor();
    await page.close();
  }

  for (const lang of ['vi', 'en'] as const) {
    it(`looks right in ${lang === 'vi' ? 'Vietnamese' : 'English'} at 390 and 1440 px (screenshots)`, async () => {
      for (const size of sizes) {
        const context = await browser.newContext({ viewport: size });
        await context.request.post(url(apiRoutes.auth.login), {
          data: { email: shopper.email, password: shopper.password },
        });
        await shots(context, lang, size.width);
        await context.close();
      }
    });
  }
});
