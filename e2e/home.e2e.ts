import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, categories } from '@tavico/contracts/client';
import { demoFeatured } from '@tavico/demo/catalogue';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { until } from './support/page';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };

/**
 * The home page sells (issue 19.9): every category with a picture, one tap to its listing; the
 * showroom filled with what the admin featured (the admin changes it and a shopper sees it); on a
 * phone the banner swipes, with dots and no arrows over its headline.
 */
describe('the home page sells', () => {
  let shop: RunningShop;
  let browser: Browser;
  let adminContext: BrowserContext;
  const url = (path: string) => `${shop.url}${path}`;
  const showroomTitles = (page: Page) => page.locator('.home-showroom .product-card-title').allTextContents();

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it.each([1440, 390])('shows every category with its picture and the showroom at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url('/'));
    await page.locator('.category-tile-count', { hasText: 'sản phẩm' }).first().waitFor();
    const labels = await page.locator('.category-tile-label').allTextContents();
    expect(labels).toEqual(categories.map((c) => c.label));
    // Every tile's picture is one of the category's own products, and has loaded.
    const pictures = page.locator('.category-tile img');
    expect(await pictures.count()).toBe(categories.length);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.category-tile img')).every((img) => {
        img.loading = 'eager';
        return img.complete && img.naturalWidth > 0;
      }),
    );
    await page.locator('.home-showroom .product-card').first().waitFor();
    expect(await showroomTitles(page)).toEqual(demoFeatured);
    await page.locator('.home-showroom').scrollIntoViewIfNeeded();
    await screenshot(page, `home-showroom-${width}`);

    // One tap on a category: its listing, and only its products.
    await page.locator('.category-tile', { hasText: 'Ghế' }).click();
    await page.waitForURL(/\/listing\?category=ghe$/);
    // The address moves before the listing has replaced the home page's cards: wait for its own.
    const titles = page.locator('.product-card-title');
    await until(async () => {
      const listed = await titles.allTextContents();
      return listed.length > 0 && listed.every((title) => title.startsWith('Ghế'));
    });
    expect((await titles.allTextContents()).every((title) => title.startsWith('Ghế'))).toBe(true);
    await page.close();
  });

  it('lets the admin choose the showroom, and a shopper sees the choice', async () => {
    const adminPage = await adminContext.newPage();
    await adminPage.goto(url('/admin/products'));
    const stool = adminPage.locator('article[aria-label="Ghế đẩu gỗ cao su"]');
    await stool.getByRole('switch').click();
    await adminPage.getByText('Đã đưa sản phẩm lên Showroom trang chủ.').waitFor();
    expect(await stool.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    const cabinet = adminPage.locator(`article[aria-label="${demoFeatured[0]}"]`);
    expect(await cabinet.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await cabinet.getByRole('switch').click();
    await adminPage.getByText('Đã gỡ sản phẩm khỏi Showroom trang chủ.').waitFor();
    await screenshot(adminPage, 'admin-products-showroom-1440');

    const shopper = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await shopper.goto(url('/'));
    await shopper.locator('.home-showroom .product-card').first().waitFor();
    expect(await showroomTitles(shopper)).toEqual(['Ghế đẩu gỗ cao su', ...demoFeatured.slice(1)]);
    await shopper.close();
    await adminPage.close();
  });

  it('swipes the banner on a phone, with dots and no arrows over the headline', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(url('/'));
    const banner = page.locator('.home-banner');
    await banner.locator('.home-banner-dots li').first().waitFor();
    expect(await banner.locator('.home-banner-dots li').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Banner trước' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Banner sau' }).isVisible()).toBe(false);
    const active = () =>
      banner
        .locator('.home-banner-dots li')
        .evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('is-active')));
    const before = await active();
    const box = (await banner.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // A finger drags from right to left across most of the banner.
    await touch('touchStart', 340);
    for (let x = 320; x >= 60; x -= 20) await touch('touchMove', x);
    await touch('touchEnd', 60);
    await page.waitForFunction(
      (previous) =>
        Array.from(document.querySelectorAll('.home-banner-dots li')).findIndex((d) =>
          d.classList.contains('is-active'),
        ) !== previous,
      before,
    );
    expect(await active()).toBe((before + 1) % 4);
    await screenshot(page, 'home-banner-swiped-390');
    await context.close();
  });
});
