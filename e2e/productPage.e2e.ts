import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, houseBrand } from '@tavico/contracts/client';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled, until } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const shopper = { userName: 'Lê Minh Tâm', email: 'minhtam@example.vn', password: 'mat-khau-8' };

interface Product {
  _id: string;
  title: string;
  slug: string;
  totalStock: number;
  category: string;
}

/**
 * A product's own page (issue 19.3): the card's dialog with the address following it (Back closes
 * it), its 'Xem chi tiết' link to /san-pham/{slug}, the page itself (gallery, specifications,
 * breadcrumbs, quantity held to the stock, related products), the gallery's zoom on a computer
 * and swipe on a phone, the supplier's link to its products, its HTML as a chat app reads it, and
 * an unknown product's page.
 */
describe('a product page people can share', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let product: Product;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The admin gives a demo product its specifications and a second picture.
    const adminContext = await browser.newContext();
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const list = (await (await adminContext.request.get(url(`${apiRoutes.shop.products}?sortBy=title-atoz`))).json())
      .data as (Product & Record<string, unknown>)[];
    // A product without variants (the demo's tables have some: their page picks one, see variants.e2e.ts).
    const chosen = list.find((p) => p.totalStock > 5 && !(p.variants as unknown[]).length) as Product &
      Record<string, unknown>;
    const edited = await adminContext.request.put(url(apiRoutes.adminProducts.edit.replace(':id', chosen._id)), {
      data: {
        image: chosen.image,
        title: chosen.title,
        description: chosen.description,
        category: chosen.category,
        brand: chosen.brand,
        price: chosen.price,
        salePrice: chosen.salePrice,
        totalStock: chosen.totalStock,
        gallery: ['/images/showroom.svg'],
        material: 'Gỗ hương',
        dimensions: '120 × 60 × 45 cm',
        warranty: '12 tháng',
      },
    });
    expect(edited.ok()).toBe(true);
    await adminContext.close();
    product = (await (await context.request.get(url(apiRoutes.shop.product.replace(':id', chosen._id)))).json())
      .data as Product;

    await context.request.post(url(apiRoutes.auth.register), { data: shopper });
    await context.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("puts the open dialog in the address, so Back closes it, and links to the product's page", async () => {
    await page.goto(url(`/listing?category=${product.category}&sortBy=title-atoz`));
    const card = page.locator('.product-card', { hasText: product.title }).first();
    await card.getByRole('button', { name: `Xem chi tiết ${product.title}` }).click();
    const dialog = page.getByRole('dialog', { name: product.title });
    await dialog.waitFor();
    await page.waitForURL((u) => u.searchParams.get('product') === product._id);
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('product')).toBeNull();

    // A link with ?product= opens the dialog by itself.
    await page.goto(url(`/listing?product=${product._id}`));
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Xem chi tiết' }).click();
    await page.waitForURL(url(`/san-pham/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('shows the gallery, specifications, supplier, breadcrumbs and related products', async () => {
    // Opened straight from its address (a shared link), not from the listing.
    await page.goto(url(`/san-pham/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Vị trí' });
    await crumbs.getByRole('link', { name: 'Sản phẩm' }).waitFor();
    expect(await crumbs.textContent()).toContain(product.title);
    const specs = page.getByLabel('Thông số');
    expect(await specs.textContent()).toContain('Gỗ hương');
    expect(await specs.textContent()).toContain('120 × 60 × 45 cm');
    // Not given: not shown.
    expect(await specs.textContent()).not.toContain('Hoàn thiện');
    await page.getByText('Nhà cung cấp:').waitFor();
    expect(await page.getByRole('group', { name: 'Chọn ảnh' }).getByRole('button').count()).toBe(2);
    await page.getByRole('heading', { name: 'Sản phẩm cùng danh mục' }).waitFor();
    expect(await page.locator('.product-page .product-card').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe(`${product.title} | Tavico Home`);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'product-page-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the strip fills the width and nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'product-page-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('zooms a picture in a preview on a computer, steps to the next there, and closes it on that one', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url(`/san-pham/${product.slug}`));
    const strip = page.getByRole('region', { name: `Ảnh ${product.title}` });
    await strip.getByRole('img', { name: product.title, exact: true }).click();
    // The preview is the page's only dialog, named by the picture it shows, as is that picture.
    const preview = page.getByRole('dialog');
    await preview.locator('.ant-image-preview-img').waitFor();
    await preview.getByText('1 / 2').waitFor();
    expect(await preview.getAttribute('aria-label')).toBe(`${product.title}, ảnh 1`);
    expect(await preview.locator('.ant-image-preview-img').getAttribute('alt')).toBe(`${product.title}, ảnh 1`);
    await settled(page);
    // The picture is shown larger than on the page.
    const shown = (await preview.locator('.ant-image-preview-img').boundingBox())!;
    const onPage = (await strip.boundingBox())!;
    expect(shown.height).toBeGreaterThan(onPage.height);
    await windowShot(page, 'product-page-zoom-1440');

    // The arrow key shows the second picture, and the page's thumbnails follow it.
    await page.keyboard.press('ArrowRight');
    await preview.getByText('2 / 2').waitFor();
    await page.getByRole('dialog', { name: `${product.title}, ảnh 2` }).waitFor();
    expect(await preview.getByRole('img', { name: `${product.title}, ảnh 2` }).count()).toBe(1);
    const second = page.getByRole('group', { name: 'Chọn ảnh' }).getByRole('button', { name: 'Ảnh 2', exact: true });
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    await preview.getByRole('button', { name: 'close' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Closed, the gallery stays on the second picture, and the focus is on it.
    const secondPicture = strip.getByRole('button', { name: `${product.title}, ảnh 2` });
    await until(() => secondPicture.evaluate((e) => e === document.activeElement));
    // Two frames on, the scroll events of the closing have been handled: nothing moved back.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await secondPicture.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    const { left, width } = await strip.evaluate((e) => ({ left: e.scrollLeft, width: e.clientWidth }));
    expect(Math.abs(left - width)).toBeLessThanOrEqual(1);
    expect((await secondPicture.boundingBox())!.x).toBeCloseTo(onPage.x, 0);
    await windowShot(page, 'product-page-zoom-closed-1440');
  });

  it('swipes the pictures on a phone, one a screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    await phonePage.goto(url(`/san-pham/${product.slug}`));
    const strip = phonePage.getByRole('region', { name: `Ảnh ${product.title}` });
    await strip.getByRole('img', { name: product.title, exact: true }).waitFor();
    // No thumbnails on a phone: the strip is the gallery.
    expect(await phonePage.getByRole('group', { name: 'Chọn ảnh' }).isVisible()).toBe(false);
    const shownIndex = () =>
      strip
        .locator('.product-gallery-slide')
        .evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('is-shown')));
    const scrolled = () => strip.evaluate((e) => ({ left: e.scrollLeft, width: e.clientWidth }));
    expect(await shownIndex()).toBe(0);
    expect((await scrolled()).left).toBe(0);
    // Which picture of how many, over the picture, and read out politely as it changes.
    const counter = phonePage.locator('.product-gallery-count');
    expect(await counter.getAttribute('aria-live')).toBe('polite');
    await phonePage.getByText('1/2', { exact: true }).waitFor();
    expect(await counter.getByText('Ảnh 1 trên 2').count()).toBe(1);
    const stripBox = (await strip.boundingBox())!;
    const counterBox = (await counter.boundingBox())!;
    expect(counterBox.y + counterBox.height).toBeLessThanOrEqual(stripBox.y + stripBox.height);
    expect(counterBox.x + counterBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);

    // A finger drags from right to left across the picture.
    const box = (await strip.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await phone.newCDPSession(phonePage);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', 340);
    for (let x = 320; x >= 60; x -= 20) await touch('touchMove', x);
    await touch('touchEnd', 60);
    // The strip comes to rest on the second picture, and the page knows it is the one shown.
    await until(async () => {
      const { left, width } = await scrolled();
      return Math.abs(left - width) <= 1;
    });
    await until(async () => (await shownIndex()) === 1);
    // The counter follows the swipe.
    await phonePage.getByText('2/2', { exact: true }).waitFor();
    expect(await counter.getByText('Ảnh 2 trên 2').count()).toBe(1);
    expect((await strip.getByRole('img', { name: `${product.title}, ảnh 2` }).boundingBox())!.x).toBeCloseTo(box.x, 0);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await windowShot(phonePage, 'product-page-swiped-390');
    await phone.close();
  });

  it("links to its supplier's products, and the house's own to the house brand's page", async () => {
    const listed = (await (await context.request.get(url(`${apiRoutes.shop.products}?sortBy=title-atoz`))).json())
      .data as (Product & { brand: string })[];
    const bySupplier = listed.find((p) => p.brand !== houseBrand.id)!;
    const supplierTotal = (
      await (
        await context.request.get(url(`${apiRoutes.shop.products}?brand=${encodeURIComponent(bySupplier.brand)}`))
      ).json()
    ).pagination.total as number;
    expect(supplierTotal).toBeGreaterThan(1);

    await page.goto(url(`/san-pham/${bySupplier.slug}`));
    await page.getByRole('heading', { level: 1, name: bySupplier.title }).waitFor();
    await page.locator('.product-page-supplier').getByRole('link', { name: bySupplier.brand, exact: true }).click();
    // The listing, held to that supplier: its chip, its count, and this product among them.
    await page.waitForURL((u) => u.pathname === '/listing' && u.searchParams.get('brand') === bySupplier.brand);
    await page.getByRole('heading', { name: say('listing.allProducts') }).waitFor();
    await page.locator('.listing-count', { hasText: say('listing.count', { count: supplierTotal }) }).waitFor();
    const chips = page.getByRole('group', { name: 'Bộ lọc đang chọn' });
    expect(((await chips.locator('.chip').textContent()) ?? '').replace('×', '').trim()).toBe(bySupplier.brand);
    await page.locator('.product-card', { hasText: bySupplier.title }).first().waitFor();
    expect(await page.locator('.product-card').count()).toBe(supplierTotal);
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await page.waitForURL((u) => !u.searchParams.has('brand'));

    const byHouse = listed.find((p) => p.brand === houseBrand.id)!;
    await page.goto(url(`/san-pham/${byHouse.slug}`));
    await page.getByRole('heading', { level: 1, name: byHouse.title }).waitFor();
    await page.locator('.product-page-supplier').getByRole('link', { name: houseBrand.label }).click();
    await page.waitForURL(url('/our-supplier/noi-that-tavico'));
    await page.getByRole('heading', { name: houseBrand.label }).waitFor();
    await page.locator('.product-card', { hasText: byHouse.title }).first().waitFor();
  });

  it('adds the quantity chosen, held to the stock', async () => {
    await page.goto(url(`/san-pham/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const quantity = page.getByRole('spinbutton', { name: 'Số lượng' });
    await quantity.fill(String(product.totalStock + 50));
    await quantity.blur();
    expect(Number(await quantity.inputValue())).toBe(product.totalStock);
    await quantity.fill('2');
    await quantity.blur();
    await page
      .locator('.product-buy')
      .getByRole('button', { name: say('product.addToCart') })
      .click();
    // One line, of two units.
    await page.getByRole('button', { name: 'Giỏ hàng (1)' }).waitFor();
    const userId = (await (await context.request.get(url(apiRoutes.auth.checkAuth))).json()).user.id as string;
    const cart = await (await context.request.get(url(apiRoutes.shop.cartGet.replace(':userId', userId)))).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 2 })]);
  });

  it('is shared with its title, picture and price in the HTML, and an unknown one answers 404', async () => {
    const html = await (await context.request.get(url(`/san-pham/${product.slug}`))).text();
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toContain('<meta property="product:price:amount"');
    expect(html).toContain('"@type":"Product"');

    const missing = await page.goto(url('/san-pham/khong-co-san-pham-000000000000'));
    expect(missing?.status()).toBe(404);
    await page.getByText('Không tìm thấy sản phẩm.').waitFor();
  });
});
