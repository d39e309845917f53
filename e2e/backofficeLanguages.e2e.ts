import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import backOfficeEn from '../frontend/src/locales/backOffice/en.json';
import backOfficeVi from '../frontend/src/locales/backOffice/vi.json';
import en from '../frontend/src/locales/en.json';
import vi from '../frontend/src/locales/vi.json';
import { launchBrowser, screenshot, type ShopLanguage, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { until } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
/** A demo supplier (DEMO_DATA is on by default): its stall's products are in the demo catalogue. */
const supplier = { email: 'minhlong@demo.tavico.vn', password: 'tavico-demo' };

type Catalogue = { [key: string]: string | Catalogue };
const texts = (c: Catalogue): string[] => Object.values(c).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
/** The words of a text written in plain Latin letters only (an English word has no diacritics). */
const plainWords = (text: string): string[] => text.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? [];
const lower = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));
const vietnameseWords = lower([...texts(vi), ...texts(backOfficeVi)].flatMap(plainWords));
/** English on a Vietnamese screen: a word of the English catalogues that no Vietnamese message uses. */
const englishOnly = new Set(
  [...lower([...texts(en), ...texts(backOfficeEn)].flatMap(plainWords))].filter(
    // Names, and Vietnamese syllables English writes without their accents (Da Nang; 'da', leather).
    (w) => !vietnameseWords.has(w) && !['tavico', 'home', 'paypal', 'en', 'vi', 'an', 'long', 'da', 'nang'].includes(w),
  ),
);

const sizes = [390, 1440];

/**
 * The back office speaks Vietnamese by default and the spec's English with `?lang=en` (issue 27,
 * decisions §32): every screen an admin or a supplier opens shows no English word in Vietnamese,
 * English shows the spec's words, and the phone's panel is a drawer behind the menu toggle.
 * Screenshots of the orders, the product sheet and a supplier's products in both languages.
 */
describe('the back office in Vietnamese and in English', () => {
  let shop: RunningShop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  /** A window signed in over the API as `who`, in `lang`, `width` px wide. */
  async function signedIn(who: typeof admin, width: number, lang: ShopLanguage = 'vi'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: lang, url: shop.url }]);
    expect((await context.request.post(url(apiRoutes.auth.login), { data: who })).ok()).toBe(true);
    return context.newPage();
  }

  /** Opens a back-office screen and waits until it has drawn its data. */
  async function open(page: Page, route: string) {
    await page.goto(url(route));
    await page.locator('.backoffice-content h1').first().waitFor();
    await until(
      async () => (await page.locator('.ant-spin-spinning, .ant-skeleton, .spinner, .skeleton').count()) === 0,
    );
  }

  /** The screen's words that only English uses, leaving out the data: names, titles, ids. */
  async function englishOn(page: Page): Promise<string[]> {
    const text = (
      await page.evaluate(() => {
        const copy = document.body.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.backoffice-user, .staff-card-title, code, td:first-child').forEach((e) => e.remove());
        document.body.append(copy);
        const shown = copy.innerText;
        copy.remove();
        return shown;
      })
    ).replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    return [...new Set(plainWords(text).filter((w) => englishOnly.has(w.toLowerCase())))];
  }

  for (const width of sizes) {
    it(`shows no English word on the admin's and the supplier's screens in Vietnamese at ${width} px`, async () => {
      const found: Record<string, string[]> = {};
      // Operations is left out: it lists the projections by their names in the code.
      const screens: [typeof admin, string[]][] = [
        [admin, ['/admin/dashboard', '/admin/products', '/admin/orders', '/admin/features', '/admin/posts']],
        [admin, ['/admin/users', '/admin/settings']],
        [supplier, ['/supplier', '/supplier/orders', '/supplier/products', '/supplier/profile']],
      ];
      for (const [who, routes] of screens) {
        const page = await signedIn(who, width);
        for (const route of routes) {
          await open(page, route);
          expect(await page.getAttribute('html', 'lang')).toBe('vi');
          const english = await englishOn(page);
          if (english.length > 0) found[route] = english;
        }
      }
      expect(found).toEqual({});
    });

    for (const lang of ['vi', 'en'] as const) {
      it(`shows the orders, the product sheet and a supplier's products in ${lang} at ${width} px`, async () => {
        const words = (key: string, values?: Record<string, string | number>) => say(key, values, lang);
        const page = await signedIn(admin, width, lang);
        await open(page, '/admin/orders');
        await page.getByRole('heading', { name: words('backOffice.orders.title') }).waitFor();
        await page.locator('.admin-orders-table tbody tr').first().waitFor();
        expect(await page.title()).toContain(words('backOffice.layout.adminPanel'));
        await screenshot(page, `backoffice-${lang}-orders-${width}`);

        await open(page, '/admin/products');
        await page.getByRole('button', { name: words('backOffice.products.add') }).click();
        const sheet = page.locator('.ant-drawer');
        await sheet.getByText(words('backOffice.products.totalStock'), { exact: true }).waitFor();
        await sheet.getByRole('button', { name: words('backOffice.products.saveNew'), exact: true }).waitFor();
        // The sheet has slid in: wholly inside the window.
        await page.waitForFunction(() => {
          const box = document.querySelector('.ant-drawer-body')?.getBoundingClientRect();
          return box !== undefined && box.x >= 0 && box.right <= window.innerWidth + 1;
        });
        // The window as the person sees it: the sheet over the list (the whole page is the list's length).
        await windowShot(page, `backoffice-${lang}-product-sheet-${width}`);

        const stall = await signedIn(supplier, width, lang);
        await open(stall, '/supplier/products');
        await stall.locator('.staff-card').first().waitFor();
        await stall.getByRole('heading', { name: words('backOffice.menu.products') }).waitFor();
        await screenshot(stall, `backoffice-${lang}-supplier-products-${width}`);
      });
    }
  }

  it("reads the spec's English with ?lang=en: 'All Orders', its statuses, 'View Details' and 'Logout'", async () => {
    const page = await signedIn(admin, 1440);
    await page.goto(url('/admin/orders?lang=en'));
    await page.getByRole('heading', { name: 'All Orders' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('menuitem', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).waitFor();
    await page.getByRole('button', { name: 'View Details' }).first().waitFor();
    const english = Object.values(en.status.order);
    expect(english).toContain(await page.locator('.status-badge').first().textContent());
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // The header's switch brings Vietnamese back, the screen's words and the statuses with it.
    await page.getByRole('button', { name: say('language.switchTo', { code: 'VI' }, 'en') }).click();
    await page.getByRole('heading', { name: say('backOffice.orders.title', {}, 'vi') }).waitFor();
    await page.getByRole('button', { name: say('layout.logout', {}, 'vi') }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('vi');
  });

  it('lays the panel out for a phone: the sidebar becomes a drawer behind the menu toggle', async () => {
    const page = await signedIn(admin, 390);
    await open(page, '/admin/dashboard');
    expect(await page.locator('.backoffice-sider').count()).toBe(0);
    await page.getByRole('button', { name: say('layout.openMenu') }).click();
    await page
      .locator('.ant-drawer')
      .getByRole('menuitem', { name: say('backOffice.menu.users') })
      .click();
    await page.getByRole('heading', { name: say('backOffice.menu.users') }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'backoffice-users-phone');
  });
});
