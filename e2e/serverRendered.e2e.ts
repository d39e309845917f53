import type { Browser, ConsoleMessage } from 'playwright-core';
import { apiRoutes, type ProductView, type ReviewView } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled, watchRequests } from './support/page';

const sizes = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * The storefront rendered on the server (issue 29), in a real browser: with JavaScript off, a
 * product page reads whole and the listing pages through its plain links; with it on, the app takes
 * over the page it was sent (the same nodes, no second read of its data) with nothing said in the
 * console. Screenshots at both widths, JavaScript on and off.
 */
describe('pages rendered on the server, in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: ProductView;
  let review: ReviewView;
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser({ lang: 'vi' });
    const setUp = await browser.newContext();
    const listed = (await (await setUp.request.get(url(apiRoutes.shop.products))).json()).data as ProductView[];
    product = listed.find((p) => p.reviewCount > 0 && p.specs.material)!;
    const reviews = await setUp.request.get(url(apiRoutes.shop.reviews.replace(':productId', product._id)));
    review = ((await reviews.json()).data as ReviewView[])[0];
    await setUp.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const size of sizes) {
    it(`reads a product page and pages through the listing without JavaScript at ${size.width} px`, async () => {
      const page = await browser.newPage({ viewport: size, javaScriptEnabled: false });
      await page.goto(url(`/san-pham/${product.slug}`));
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      const main = page.locator('.product-page');
      for (const text of [product.description, product.specs.material!, review.reviewMessage]) {
        expect([text, await main.getByText(text, { exact: false }).first().isVisible()]).toEqual([text, true]);
      }
      expect(await main.locator('.price').first().textContent()).toMatch(/\$\d/);
      await screenshot(page, `server-rendered-product-nojs-${size.width}`);

      await page.goto(url('/listing'));
      const cards = page.locator('.listing-main .product-card');
      expect(await cards.count()).toBe(24);
      const firstPage = await page.locator('.product-card-title').allTextContents();
      await screenshot(page, `server-rendered-listing-nojs-${size.width}`);
      // The pager's next page is a link the browser follows by itself.
      await page.getByRole('link', { name: 'Trang sau' }).click();
      await page.waitForURL(/\/listing\?page=2$/);
      const secondPage = await page.locator('.product-card-title').allTextContents();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
      // A card's title is a link to its product's page.
      await page.locator('.product-card-title a').first().click();
      await page.waitForURL(/\/san-pham\//);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(secondPage[0]);
      await page.close();
    });

    it(`takes over the product page and the listing with nothing in the console at ${size.width} px`, async () => {
      const page = await browser.newPage({ viewport: size });
      // The page's first content node as the server sent it, kept before the app runs.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { sent: Element | null }).sent = document.querySelector(
            '#root h1, #root .product-card',
          );
        }),
      );
      const said: string[] = [];
      const listen = (message: ConsoleMessage) => said.push(`${message.type()}: ${message.text()}`);
      page.on('console', listen);
      page.on('pageerror', (error) => said.push(`error: ${error.message}`));
      const reads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
      });

      for (const route of [`/san-pham/${product.slug}`, '/listing']) {
        const requests = watchRequests(page);
        await page.goto(url(route));
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        await requests.done();
        await settled(page);
        // The app took over the nodes the server sent instead of drawing its own.
        expect(
          await page.evaluate(() => {
            const sent = (window as unknown as { sent: Element | null }).sent;
            return sent !== null && sent === document.querySelector('#root h1, #root .product-card');
          }),
        ).toBe(true);
        await screenshot(page, `server-rendered-${route === '/listing' ? 'listing' : 'product'}-${size.width}`);
      }
      // Nothing of the pages' data was read again: their answers came with them.
      expect(
        reads.filter((path) => path.startsWith('/api/shop/products') || path.startsWith('/api/shop/review')),
      ).toEqual([]);
      // With the app, a card's title opens the product over the listing.
      await page.locator('.product-card-title a').first().click();
      await page.waitForURL(/\/listing\?product=/);
      expect(said).toEqual([]);
      await page.close();
    });
  }
});
