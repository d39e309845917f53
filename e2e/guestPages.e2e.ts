import type { Browser, Page } from 'playwright-core';
import { apiRoutes, notFoundHead } from '@tavico/contracts/client';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { picturesLoaded, watchRequests } from './support/page';
import { say } from './support/words';

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Everything the page complains of while a test runs: console errors, uncaught errors, and the
 * shop's own requests answered 4xx or 5xx (a 401 from the sign-in check is logged by the browser
 * as an error, whatever the app then does with it).
 */
function complaints(page: Page, origin: string) {
  const found: string[] = [];
  page.on('console', (message) => {
    // A page answered 404 is logged so by the browser itself: that is the answer asked for.
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if (message.type() === 'error' && !ownStatus) found.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400 && response.request().resourceType() !== 'document')
      found.push(`${response.status()} ${url.pathname}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A picture still loading when the test moves to the next page is dropped by the browser
    // itself (ERR_ABORTED): nothing the shop answered.
    const leftBehind = error === 'net::ERR_ABORTED' && request.resourceType() === 'image';
    if (new URL(request.url()).origin === origin && !leftBehind)
      found.push(`failed: ${new URL(request.url()).pathname} ${error}`);
  });
  return found;
}

/**
 * A guest's first visit (issue 19.4 and 19.15): an address that is no page answers 404 with the
 * not-found page, and browsing the home page, the listing and a product page logs no error, the
 * sign-in check included.
 */
describe('a guest browsing the shop', () => {
  let shop: RunningShop;
  let browser: Browser;
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const size of sizes) {
    it(`answers an unknown address with 404 and the shop's not-found page in its layout, at ${size.width} px`, async () => {
      const page = await browser.newPage({ viewport: size });
      const found = complaints(page, shop.url);
      const answer = await page.goto(url('/khong-co-trang-nay'));
      expect(answer?.status()).toBe(404);
      expect(answer?.headers()['content-type']).toMatch(/^text\/html/);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Ồ! Không tìm thấy trang.' }).waitFor();
      await main.getByText('Trang bạn đang tìm kiếm không tồn tại hoặc đã bị xóa.').waitFor();
      expect(await page.title()).toBe(notFoundHead.title);
      // The shop around it: its header with the logo, search and cart, and its footer.
      const header = page.getByRole('banner');
      await header.getByRole('img', { name: 'Tavico Home' }).waitFor();
      await header.getByRole('link', { name: 'Tìm kiếm' }).waitFor();
      await header.getByRole('button', { name: 'Giỏ hàng (0)' }).waitFor();
      await page.getByRole('contentinfo').getByRole('heading', { name: 'Công ty Cổ phần Tavico Home' }).waitFor();
      // The ways on, and no stock illustration of antd's.
      await main.getByRole('search').getByRole('searchbox', { name: 'Tìm sản phẩm' }).waitFor();
      await main.getByRole('link', { name: 'Xem tất cả sản phẩm' }).waitFor();
      expect(await page.locator('.ant-result').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await windowShot(page, `not-found-${size.width}`);
      await screenshot(page, `not-found-page-${size.width}`);
      expect(found).toEqual([]);

      // Its search goes to the search page with the keyword, and the listing link to the listing.
      await main.getByRole('searchbox', { name: 'Tìm sản phẩm' }).fill('khay trà');
      await main.getByRole('searchbox', { name: 'Tìm sản phẩm' }).press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === 'khay trà');
      await page.goto(url('/shop/khong-co-trang-nay'));
      await page.getByRole('main').getByRole('link', { name: 'Xem tất cả sản phẩm' }).click();
      await page.waitForURL(url('/listing'));
      await page.getByRole('heading', { name: say('listing.allProducts') }).waitFor();

      // A deeper unknown address too; and the page's link leads home.
      expect((await page.goto(url('/khong-co-trang-nay/con/nua?x=1')))?.status()).toBe(404);
      await page.getByRole('main').getByRole('link', { name: 'Về trang chủ' }).click();
      await page.waitForURL(url('/'));
      await page.getByRole('heading', { name: 'Dịch vụ cung cấp' }).waitFor();
      // Known pages still answer 200.
      for (const known of ['/', '/listing', '/contact']) expect((await page.goto(url(known)))?.status()).toBe(200);
      await page.close();
    });
  }

  for (const size of sizes) {
    it(`logs no error on the home page, the listing and a product page, at ${size.width} px`, async () => {
      const page = await browser.newPage({ viewport: size });
      const found = complaints(page, shop.url);
      const requests = watchRequests(page);
      const signInChecks: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === apiRoutes.auth.checkAuth) signInChecks.push(response.status());
      });

      await page.goto(url('/'));
      await page.getByRole('heading', { name: 'Dịch vụ cung cấp' }).waitFor();
      await requests.done();
      await picturesLoaded(page);
      await screenshot(page, `guest-home-${size.width}`);

      await page.goto(url('/listing'));
      await page.getByRole('heading', { name: say('listing.allProducts') }).waitFor();
      const card = page.locator('.product-card').first();
      const title = ((await card.locator('.product-card-title').textContent()) ?? '').trim();
      await requests.done();

      // From a card's dialog to the product's own page, as a guest would go.
      await card
        .getByRole('button', { name: new RegExp(`^Xem chi tiết ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('link', { name: 'Xem chi tiết' }).click();
      await page.waitForURL(/\/san-pham\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { name: say('product.reviews') }).waitFor();
      await requests.done();
      // And opened straight from its address, as a shared link is.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await requests.done();
      await windowShot(page, `guest-product-${size.width}`);

      // The server's page told the app who is there (a guest): the browser asks no sign-in check
      // of its own for it, and any it asks tells a guest apart without an error status.
      expect(await page.locator('script#page-state').count()).toBe(1);
      expect(signInChecks.every((status) => status === 200)).toBe(true);
      await page
        .getByRole('link', { name: say('layout.signIn') })
        .first()
        .waitFor({ state: 'attached' });
      expect(found).toEqual([]);
      await page.close();
    });
  }
});
