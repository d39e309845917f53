import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiRoutes, houseBrand, productMessages, specLabels, inVietnamese } from '@tavico/contracts';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { pastRightEdge } from './support/page';
import { say } from './support/words';

/** What may reach past the right edge on purpose. */
const overflowing = '.ant-notification';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
/** A demo supplier (DEMO_DATA is on by default), with its own products in the demo catalogue. */
const supplier = { email: 'minhlong@demo.tavico.vn', password: 'tavico-demo', userName: 'Gỗ Minh Long' };

interface Product {
  _id: string;
  title: string;
  slug: string;
  brand: string;
  gallery: string[];
}

/** A small real PNG, as a person picks from their disk. */
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 160, g: 110, b: 60 } } })
    .png()
    .toBuffer();

/** The toasts gone, so a shot shows the screen. */
const toastsGone = (page: Page) =>
  page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });

/** Wholly inside the window as it is, with nothing scrolled. */
async function inView(page: Page, target: Locator) {
  // A sheet slides in: wait (bounded) until it has come to rest in the window, then say.
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const fits = async () => {
    const box = await target.boundingBox();
    return (
      box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
    );
  };
  const end = Date.now() + 8000;
  while (Date.now() < end) {
    if (await fits()) return true;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  return fits();
}

/**
 * The back office's product sheet with its pictures and specifications (issue 19.3 and 19.14): a
 * compact picture area that leaves the form in view, a specification and a second picture added
 * and seen on the product's page, a supplier's sheet on a phone, cards naming the brand, and the
 * banners shown whole on a phone.
 */
describe("the product sheet's pictures and specifications", () => {
  let shop: RunningShop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const url = (path: string) => `${shop.url}${path}`;

  /** A window of its own, signed in over the API (its cookies serve the pages). */
  async function signedIn(who: { email: string; password: string }, width: number) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    contexts.push(context);
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: who.email, password: who.password },
    });
    expect(login.ok()).toBe(true);
    return { context, page: await context.newPage() };
  }

  /** Opens a product's edit sheet from its card, found by searching its title. */
  async function openSheet(page: Page, title: string) {
    await page.getByLabel(say('backOffice.products.search')).fill(title);
    await page.getByLabel(say('backOffice.products.search')).press('Enter');
    const card = page.locator('.staff-card', { hasText: title }).first();
    await card.getByRole('button', { name: say('backOffice.common.edit') }).click();
    await page.locator('.ant-drawer-title', { hasText: say('backOffice.products.editTitle') }).waitFor();
    return card;
  }

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  it("lets the admin add a specification and a second picture, in view at 1440, and the product's page shows them", async () => {
    const { context, page } = await signedIn(admin, 1440);
    const list = (
      await (await context.request.get(url(`${apiRoutes.adminProducts.get}?brand=${houseBrand.id}`))).json()
    ).data as Product[];
    // A demo product: its main picture and one more (a demo drawing), and no dimensions given.
    const product = list.find((p) => p.brand === houseBrand.id && p.gallery.length === 1) as Product;
    expect(product).toBeDefined();

    await page.goto(url('/admin/products'));
    await page.getByRole('heading', { name: say('backOffice.menu.products') }).waitFor();
    const card = await openSheet(page, product.title);
    // The card names the house brand, not its id.
    expect(await card.textContent()).toContain(houseBrand.label);
    expect(await card.textContent()).not.toContain(houseBrand.id);

    // The picture area is a normal height and the form is there without scrolling.
    const sheet = page.locator('.ant-drawer');
    const dropArea = sheet.locator('.image-upload .ant-upload-drag');
    const height = (await dropArea.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThanOrEqual(200);
    await sheet.getByRole('img', { name: 'Ảnh đã tải lên' }).waitFor();
    const labels = ['title', 'description', 'category', 'brand'].map((key) => say(`backOffice.products.${key}`));
    for (const label of [...labels, say('backOffice.products.price', { symbol: '$' })]) {
      expect([label, await inView(page, sheet.getByLabel(label, { exact: true }))]).toEqual([label, true]);
    }
    expect(await inView(page, sheet.getByText(say('backOffice.products.galleryAdd')))).toBe(true);
    expect(await sheet.locator('.ant-drawer-body').evaluate((e) => e.scrollTop)).toBe(0);
    await toastsGone(page);
    await windowShot(page, 'sheet-admin-1440');

    await sheet.getByLabel(specLabels.dimensions).fill('180 × 90 × 75 cm');
    // The demo's drawing goes, a photo of its own comes: two pictures in all.
    const extra = sheet.getByRole('img', { name: 'Ảnh thêm 1' });
    const demoPicture = await extra.getAttribute('src');
    await sheet.getByRole('button', { name: 'Xóa ảnh thêm 1' }).click();
    await sheet.getByText('Ảnh thêm (0/5)').waitFor();
    await sheet
      .locator('.sheet-gallery-add input[type=file]')
      .setInputFiles({ name: 'mat-ben.png', mimeType: 'image/png', buffer: await photo() });
    await sheet.getByText('Ảnh thêm (1/5)').waitFor();
    const uploaded = await extra.getAttribute('src');
    expect(uploaded).toMatch(/^\/uploads\//);
    expect(uploaded).not.toBe(demoPicture);
    await windowShot(page, 'sheet-admin-filled-1440');
    await sheet.getByText(say('backOffice.products.specs')).scrollIntoViewIfNeeded();
    await windowShot(page, 'sheet-admin-specs-1440');
    await sheet.getByRole('button', { name: say('backOffice.products.saveEdit'), exact: true }).click();
    await page.getByText(inVietnamese(productMessages.updated)).first().waitFor();
    await sheet.waitFor({ state: 'hidden' });

    await page.goto(url(`/san-pham/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const specs = page.getByLabel('Thông số');
    await specs.getByText('180 × 90 × 75 cm').waitFor();
    expect(await specs.textContent()).toContain(specLabels.dimensions);
    const thumbs = page.getByRole('group', { name: 'Chọn ảnh' }).getByRole('button');
    expect(await thumbs.count()).toBe(2);
    expect(await thumbs.nth(1).locator('img').getAttribute('src')).toBe(uploaded);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'sheet-product-page-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Thông số').getByText('180 × 90 × 75 cm').waitFor();
    await screenshot(page, 'sheet-product-page-390');

    // The admin's list and sheet on a phone: the same product, its two pictures.
    await page.goto(url('/admin/products'));
    await page.getByRole('heading', { name: say('backOffice.menu.products') }).waitFor();
    await page.locator('.staff-card').first().waitFor();
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'sheet-admin-products-390');
    await openSheet(page, product.title);
    await sheet.getByRole('img', { name: 'Ảnh thêm 1' }).waitFor();
    expect(await sheet.getByLabel(specLabels.dimensions).inputValue()).toBe('180 × 90 × 75 cm');
    expect(await sheet.getByRole('img', { name: 'Ảnh thêm 2' }).count()).toBe(0);
    expect(await inView(page, sheet.getByLabel(say('backOffice.products.title'), { exact: true }))).toBe(true);
    await windowShot(page, 'sheet-admin-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await sheet.locator('.ant-drawer-close').click();
    await sheet.waitFor({ state: 'hidden' });
    await screenshot(page, 'sheet-admin-products-1440');
  });

  it("opens a supplier's own sheet on a phone, with its pictures, its specifications and its name on the cards", async () => {
    const { page } = await signedIn(supplier, 390);
    await page.goto(url('/supplier/products'));
    await page.getByRole('heading', { name: say('backOffice.menu.products') }).waitFor();
    const card = page.locator('.staff-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(supplier.userName);
    const title = (await card.locator('.staff-card-title').textContent()) ?? '';
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'sheet-supplier-products-390');

    await card.getByRole('button', { name: say('backOffice.common.edit') }).click();
    const sheet = page.locator('.ant-drawer');
    await sheet.locator('.ant-drawer-title', { hasText: say('backOffice.products.editTitle') }).waitFor();
    expect(await sheet.getByLabel(say('backOffice.products.title'), { exact: true }).inputValue()).toBe(title);
    // The sheet fits the phone: its picture area compact, the form's first field in view.
    // Once it has slid in (bounded wait), the sheet lies within the phone's width.
    await page.waitForFunction(
      () => {
        const body = document.querySelector('.ant-drawer-body')?.getBoundingClientRect();
        return body !== undefined && body.x >= 0 && body.x + body.width <= window.innerWidth;
      },
      undefined,
      { timeout: 8000 },
    );
    expect((await sheet.locator('.image-upload .ant-upload-drag').boundingBox())?.height ?? 0).toBeLessThanOrEqual(200);
    expect(await inView(page, sheet.getByText(say('backOffice.products.galleryAdd')))).toBe(true);
    expect(await inView(page, sheet.getByLabel(say('backOffice.products.title'), { exact: true }))).toBe(true);
    for (const label of Object.values(specLabels)) expect(await sheet.getByLabel(label).count()).toBe(1);
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await windowShot(page, 'sheet-supplier-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await windowShot(page, 'sheet-supplier-1440');
  });

  it('shows the banners whole, not cropped, on a phone', async () => {
    const { page } = await signedIn(admin, 390);
    await page.goto(url('/admin/features'));
    await page.getByRole('heading', { name: say('backOffice.menu.features') }).waitFor();
    const banner = page.locator('.banner-item img').first();
    await banner.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.banner-item img')).every((i) => i.complete),
    );
    // Whole: the picture drawn at its own proportions inside its box (contain), within the window.
    const shown = await banner.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return {
        fit: getComputedStyle(img).objectFit,
        width: box.width,
        boxRatio: box.width / box.height,
        ownRatio: img.naturalWidth / img.naturalHeight,
      };
    });
    expect(shown.fit).toBe('contain');
    expect(shown.width).toBeLessThanOrEqual(390);
    // Below 300 px high the box takes the picture's proportions: nothing letterboxed either.
    expect(Math.abs(shown.boxRatio - shown.ownRatio)).toBeLessThan(0.05);
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'sheet-banners-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'sheet-banners-1440');
  });
});
