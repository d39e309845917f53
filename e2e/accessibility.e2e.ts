import axe from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
// A demo supplier (DEMO_DATA is on by default); every demo account has the demo password.
const supplier = { email: 'minhlong@demo.tavico.vn', password: 'tavico-demo' };
const shopper = { userName: 'Đỗ Thanh Hương', email: 'thanhhuong@example.vn', password: 'mat-khau-8' };
/** Photographed even when they pass, to be looked at: screens whose colours or names changed for axe. */
const shown = new Set(['listing', 'checkout', 'admin-orders', 'supplier-dashboard', 'product-zoom']);
// Phường Thuận Hóa (19789), Thành phố Huế (46).
const address = {
  recipientName: 'Lan',
  phone: '0905123456',
  provinceCode: '46',
  wardCode: '19789',
  address: '45 Lê Lợi',
};

interface Product {
  _id: string;
  title: string;
  slug: string;
  totalStock: number;
  price: number;
  salePrice: number;
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each: the rule,
 * its impact, what it asks, and the first elements it found, so a failure says what to fix.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    // Frames are the map provider's page (no network here, so it never loads): their element is
    // checked (a title), not their inside, which is not the shop's.
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      // For contrast, the colours and the ratio found on the first element.
      found: v.nodes[0]?.any[0]?.message ?? '',
      count: v.nodes.length,
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.count}×): ${v.help} — ${v.targets.join(' | ')} — ${v.found}`);
}

/**
 * axe on every screen a shopper and the staff see (issue 19.13): the shopper's pages at a desktop's
 * 1440 px and a phone's 390 px, signed in with an address and a cart (the details dialog, the cart
 * sheet, checkout, account and the order-placed page after a cash-on-delivery order), sign-in and
 * sign-up as a guest, and the admin's and a supplier's back office. None may have a serious or
 * critical violation.
 */
describe('every page passes axe with no serious or critical violation', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: Product;
  const url = (path: string) => `${shop.url}${path}`;

  /** A context at the given width; axe is in every page it opens, before the app's own scripts. */
  async function contextAt(width: number): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
    await context.addInitScript({ content: axe.source });
    return context;
  }

  async function signIn(context: BrowserContext, account: { email: string; password: string }) {
    const login = await context.request.post(url(apiRoutes.auth.login), { data: account });
    expect(login.ok()).toBe(true);
    return (await login.json()).user.id as string;
  }

  /**
   * Opens a page (or takes it as it is), waits for what shows it is there and for the fonts, and
   * returns axe's findings. A page with findings is photographed, as are the few named in `shown`.
   */
  async function check(page: Page, name: string, path: string | null, ready: (page: Page) => Locator) {
    if (path !== null) await page.goto(url(path));
    await ready(page).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // A colour half-way through a transition is not the page's: let the finite ones end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const found = await seriousViolations(page);
    const width = page.viewportSize()?.width;
    if (found.length > 0 || shown.has(name)) await screenshot(page, `axe-${name}-${width}`);
    return found;
  }

  const heading = (name: string | RegExp, level?: number) => (page: Page) => page.getByRole('heading', { name, level });

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    const setUp = await browser.newContext();
    const products = (await (await setUp.request.get(url(apiRoutes.shop.products))).json()).data as Product[];
    // On sale, so the struck-through price is on its page and card.
    product = products.find((p) => p.totalStock > 3 && p.salePrice > 0) ?? products[0];
    await setUp.request.post(url(apiRoutes.auth.register), { data: shopper });
    const userId = await signIn(setUp, shopper);
    await setUp.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    const added = await setUp.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: product._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await setUp.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  describe.each([1440, 390])('the shopper pages at %i px', (width) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await contextAt(width);
      await signIn(context, shopper);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each([
      ['home', '/', heading('Showroom Gỗ nội thất')],
      ['company', '/gioi-thieu/cong-ty-co-phan-tavico-home', heading('Showroom')],
      ['organiser', '/gioi-thieu/cong-ty-tavico-nha-to-chuc', heading(/Nhà tổ chức/, 1)],
      ['suppliers', '/nha-cung-cap', heading(say('suppliers.title'))],
      ['service', '/dich-vu/thue-mat-bang', (p: Page) => p.locator('main h1')],
      ['news', '/news-events', (p: Page) => p.locator('main h1')],
      ['contact', '/contact', heading('Liên hệ', 1)],
      ['account', '/shop/account', heading(say('orders.history'))],
      ['checkout', '/shop/checkout', (p: Page) => p.getByRole('radio', { name: `Chọn địa chỉ ${address.address}` })],
    ])('%s', async (name, path, ready) => {
      expect(await check(page, name, path, ready)).toEqual([]);
    });

    it('a product page, and its picture zoomed in the preview', async () => {
      const found: Record<string, string[]> = {};
      found.product = await check(page, 'product', `/san-pham/${product.slug}`, heading('Sản phẩm cùng danh mục'));
      await page
        .getByRole('region', { name: `Ảnh ${product.title}` })
        .getByRole('img', { name: product.title, exact: true })
        .click();
      const preview = page.getByRole('dialog', { name: `${product.title}, ảnh 1` });
      found.zoom = await check(page, 'product-zoom', null, () => preview.locator('.ant-image-preview-img'));
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });
      expect(found).toEqual({ product: [], zoom: [] });
    });

    it('the search for a keyword', async () => {
      const keyword = product.title.split(' ').slice(0, 2).join(' ');
      const found = await check(page, 'search', `/search?keyword=${encodeURIComponent(keyword)}`, (p) =>
        p.locator('.product-card'),
      );
      expect(found).toEqual([]);
    });

    it("the listing, a product's details dialog over it, and the cart sheet", async () => {
      const found: Record<string, string[]> = {};
      found.listing = await check(page, 'listing', '/listing', (p) => p.locator('.product-card'));
      await page.locator('.product-card-image').first().click();
      const details = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Xem chi tiết' }) });
      found.details = await check(page, 'details', null, () => details);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Giỏ hàng (1)' }).click();
      found.cart = await check(page, 'cart', null, (p) => p.getByRole('dialog', { name: say('cart.title') }));
      expect(found).toEqual({ listing: [], details: [], cart: [] });
    });

    it('the chat, with a question, its answer and their times', async () => {
      await page.goto(url('/contact'));
      await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
      const question = page.getByLabel('Câu hỏi');
      await question.fill('ghế dưới 2 triệu');
      await question.press('Enter');
      // The shopper's bubble and the assistant's answer, each with its time.
      const found = await check(page, 'chat', null, (p) => p.locator('.chat-bot .chat-products'));
      expect(await page.locator('.chat-user time').count()).toBe(1);
      expect(found).toEqual([]);
      await page.getByRole('button', { name: 'Đóng', exact: true }).click();
    });
  });

  it('the order-placed page, after a cash-on-delivery order, at 1440 and 390 px', async () => {
    const context = await contextAt(1440);
    await signIn(context, shopper);
    const page = await context.newPage();
    await page.goto(url('/shop/checkout'));
    await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    expect(await check(page, 'order-placed', null, heading('Đặt hàng thành công'))).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await check(page, 'order-placed', new URL(page.url()).pathname, heading('Đặt hàng thành công'))).toEqual([]);
    await context.close();
  });

  describe.each([1440, 390])('signing in and up at %i px', (width) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await contextAt(width);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each([
      ['login', '/auth/login', heading('Đăng nhập')],
      ['register', '/auth/register', heading('Tạo tài khoản mới')],
    ])('%s', async (name, path, ready) => {
      expect(await check(page, name, path, ready)).toEqual([]);
    });
  });

  describe('the admin back office', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await contextAt(1440);
      await signIn(context, admin);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each([
      ['dashboard', '/admin/dashboard', heading('Doanh thu 30 ngày qua')],
      ['products', '/admin/products', (p: Page) => p.locator('.staff-card')],
      ['orders', '/admin/orders', (p: Page) => p.locator('.status-badge')],
      ['users', '/admin/users', (p: Page) => p.getByRole('row').nth(1)],
      ['operations', '/admin/operations', heading('Hộp thư đi')],
      ['settings', '/admin/settings', heading('Cài đặt', 1)],
      ['features', '/admin/features', heading(say('backOffice.banners.title'))],
      ['posts', '/admin/posts', heading('Tin tức', 1)],
    ])('%s', async (name, path, ready) => {
      expect(await check(page, `admin-${name}`, path, ready)).toEqual([]);
    });

    it('the news editor, with its toolbar and a formatted line', async () => {
      await page.goto(url('/admin/posts'));
      await page.getByRole('button', { name: 'Viết bài mới' }).click();
      const body = page.getByRole('textbox', { name: 'Nội dung' });
      await body.click();
      await page.getByRole('button', { name: 'Chữ đậm' }).click();
      await body.pressSequentially('Bộ bàn ghế gỗ sồi mới về');
      expect(await check(page, 'admin-posts-editor', null, heading('Viết bài mới', 1))).toEqual([]);
    });
  });

  describe('the supplier back office', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await contextAt(1440);
      await signIn(context, supplier);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each([
      ['dashboard', '/supplier', heading('Sản phẩm sắp hết hàng')],
      ['products', '/supplier/products', (p: Page) => p.locator('.staff-card')],
      ['orders', '/supplier/orders', (p: Page) => p.locator('.status-badge')],
      ['profile', '/supplier/profile', (p: Page) => p.getByRole('button', { name: 'Lưu hồ sơ', disabled: false })],
    ])('%s', async (name, path, ready) => {
      expect(await check(page, `supplier-${name}`, path, ready)).toEqual([]);
    });
  });
});
