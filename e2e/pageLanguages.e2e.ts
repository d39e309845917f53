import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot, screenshotDir, type ShopLanguage } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { picturesLoaded, settled, until } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const sizes = [390, 1440];
const company = '/gioi-thieu/cong-ty-co-phan-tavico-home';
const organiser = '/gioi-thieu/cong-ty-tavico-nha-to-chuc';
/** A service page with the rent figures. */
const rental = '/dich-vu/thue-mat-bang';
/** Vietnamese letters: none shows in English but in names and addresses. */
const vietnameseLetter = /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i;

/**
 * Page titles and the company's long pages in both languages (issue 27): each storefront page's
 * title is the server's on first load in Vietnamese, the catalogue's in English and changes with
 * the header's switch; the company pages read English with no Vietnamese but names; the settings'
 * shipping card in both. Screenshots of those at 390 and 1440 px.
 */
describe('page titles and the company pages in Vietnamese and in English', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: { slug: string; title: string };
  /** Names and addresses a page may show in Vietnamese in English. */
  const names = ['Công ty Cổ phần Tavico Home', 'Biên Hòa', 'Đồng Nai', 'Bình Dương'];
  const contexts: BrowserContext[] = [];
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess({ SHOP_CURRENCY: 'VND', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    const setUp = await browser.newContext();
    product = (await (await setUp.request.get(url(apiRoutes.shop.products))).json()).data[0];
    const settings = (await (await setUp.request.get(url(apiRoutes.siteSettings.get))).json()).data;
    names.push(settings.address, settings.openingHours);
    await setUp.close();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  async function windowIn(lang: ShopLanguage, width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: lang, url: shop.url }]);
    return context.newPage();
  }

  async function open(page: Page, route: string) {
    await page.goto(url(route));
    await page.locator('.shop-header, .auth-card').first().waitFor();
    await until(
      async () => (await page.locator('.ant-skeleton, .ant-spin-spinning, .skeleton, .spinner').count()) === 0,
    );
  }

  const titled = (lang: ShopLanguage, key: string) => say('titles.titled', { name: say(key, {}, lang) }, lang);

  it('titles every page as the server does in Vietnamese, and in English from the catalogue', async () => {
    const routes: [string, string, string][] = [
      ['/', say('titles.home', {}, 'vi'), say('titles.home', {}, 'en')],
      ['/listing', titled('vi', 'titles.listing'), titled('en', 'titles.listing')],
      [company, titled('vi', 'titles.company'), titled('en', 'titles.company')],
      [organiser, titled('vi', 'titles.organiser'), titled('en', 'titles.organiser')],
      ['/news-events', titled('vi', 'titles.news'), titled('en', 'titles.news')],
      ['/contact', titled('vi', 'titles.contact'), titled('en', 'titles.contact')],
      [
        rental,
        titled('vi', 'company.services.thue-mat-bang.title'),
        titled('en', 'company.services.thue-mat-bang.title'),
      ],
      ['/order-lookup', titled('vi', 'shopperTitles.orderLookup'), titled('en', 'shopperTitles.orderLookup')],
      ['/auth/login', titled('vi', 'shopperTitles.login'), titled('en', 'shopperTitles.login')],
      ['/khong-co-trang-nay', titled('vi', 'titles.notFound'), titled('en', 'titles.notFound')],
      [`/san-pham/${product.slug}`, `${product.title} | Tavico Home`, `${product.title} | Tavico Home`],
    ];
    const vi = await windowIn('vi', 1440);
    const en = await windowIn('en', 1440);
    for (const [route, inVietnamese, inEnglish] of routes) {
      // The server's title, before any script runs, is the one the app keeps in Vietnamese.
      const sent = await (await vi.context().request.get(url(route))).text();
      expect(/<title>([^<]*)<\/title>/.exec(sent)?.[1]?.replace(/&amp;/g, '&')).toBe(inVietnamese);
      await open(vi, route);
      await until(async () => (await vi.title()) === inVietnamese);
      await open(en, route);
      await until(async () => (await en.title()) === inEnglish);
    }
    // The header's switch changes the title on the spot.
    await open(en, '/contact');
    await en.getByRole('button', { name: say('language.switchTo', { code: 'VI' }, 'en') }).click();
    await until(async () => (await en.title()) === titled('vi', 'titles.contact'));
  });

  for (const width of sizes) {
    it(`shows the company's pages and a service's in English, no Vietnamese but names, at ${width} px`, async () => {
      const found: Record<string, string[]> = {};
      for (const lang of ['vi', 'en'] as const) {
        const page = await windowIn(lang, width);
        const words = (key: string) => say(key, {}, lang);
        await open(page, company);
        await page.getByRole('heading', { name: words('company.about.partnersHeading') }).waitFor();
        await page.getByText(words('company.about.story')).waitFor();
        // The banner's own words are in the page's language too.
        expect(await page.locator('.content-banner').getAttribute('src')).toBe(words('company.about.bannerImage'));
        await picturesLoaded(page);
        await screenshot(page, `company-${lang}-${width}`);
        if (lang === 'en') found[company] = await vietnameseOn(page);
        await open(page, organiser);
        await page.getByRole('heading', { name: words('company.organiser.title') }).waitFor();
        await page.getByText(words('company.rent.perStallMonth')).waitFor();
        expect(await page.locator('.content-banner').getAttribute('src')).toBe(words('company.organiser.bannerImage'));
        await picturesLoaded(page);
        await screenshot(page, `organiser-${lang}-${width}`);
        if (lang === 'en') found[organiser] = await vietnameseOn(page);
        await open(page, rental);
        await page.getByRole('heading', { name: words('company.services.thue-mat-bang.title') }).waitFor();
        await page.getByText(words('company.services.thue-mat-bang.cards.3.text')).waitFor();
        await page.getByText(words('company.rent.perStall'), { exact: true }).waitFor();
        await screenshot(page, `service-${lang}-${width}`);
        if (lang === 'en') found[rental] = await vietnameseOn(page);
      }
      expect(found).toEqual({ [company]: [], [organiser]: [], [rental]: [] });
    });
  }

  /** The page's lines with a Vietnamese letter once the names and addresses are taken out. */
  async function vietnameseOn(page: Page): Promise<string[]> {
    const text = await page.evaluate(() => document.body.innerText);
    const left = [...names].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join(' '), text);
    return left.split('\n').filter((line) => vietnameseLetter.test(line));
  }

  for (const width of sizes) {
    it(`shows the settings' shipping card in Vietnamese and in English at ${width} px`, async () => {
      for (const lang of ['vi', 'en'] as const) {
        const words = (key: string, values?: Record<string, string | number>) =>
          say(`backOffice.settings.shipping.${key}`, values, lang);
        const page = await windowIn(lang, width);
        expect((await page.context().request.post(url(apiRoutes.auth.login), { data: admin })).ok()).toBe(true);
        await page.goto(url('/admin/settings'));
        const card = page.locator('.settings-shipping');
        await card.getByText(words('title'), { exact: true }).waitFor();
        await card.getByLabel(words('feeOf', { of: words('ofZone', { n: 1 }) })).waitFor();
        await card.getByText(words('elsewhere'), { exact: true }).waitFor();
        await card.getByRole('button', { name: words('addZone') }).waitFor();
        // A window taller than the card: the screen's sticky save bar covers none of it.
        await page.setViewportSize({ width, height: 2400 });
        await card.evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await settled(page);
        await card.screenshot({ path: path.join(screenshotDir, `settings-shipping-${lang}-${width}.png`) });
      }
    });
  }
});
