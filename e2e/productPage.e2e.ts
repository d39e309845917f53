import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';

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
 * breadcrumbs, quantity held to the stock, related products), its HTML as a chat app reads it,
 * and an unknown product's page.
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
    const chosen = list.find((p) => p.totalStock > 5) as Product & Record<string, unknown>;
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

  it('adds the quantity chosen, held to the stock', async () => {
    const quantity = page.getByRole('spinbutton', { name: 'Số lượng' });
    await quantity.fill(String(product.totalStock + 50));
    await quantity.blur();
    expect(Number(await quantity.inputValue())).toBe(product.totalStock);
    await quantity.fill('2');
    await quantity.blur();
    await page.locator('.product-buy').getByRole('button', { name: 'Add to cart' }).click();
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
