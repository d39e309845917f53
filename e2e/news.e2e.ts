import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const title = 'Tuần lễ gỗ óc chó tại chợ Tavico';

/**
 * News and events written in the admin panel (issue 19.2): the admin writes an article with a
 * cover, formatting it with the editor's toolbar (bold, a heading, a list, a link), saves it as a
 * draft (guests do not see it), publishes it, and a guest finds it on /news-events and reads it
 * formatted; taken back to a draft, its page is gone again, and the editor opens it as it was.
 */
describe('news written in the admin panel and read by a guest', () => {
  let shop: RunningShop;
  let browser: Browser;
  let adminContext: BrowserContext;
  let guestContext: BrowserContext;
  let adminPage: Page;
  let guest: Page;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    adminPage = await adminContext.newPage();
    guestContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    guest = await guestContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("shows the demo's published news, newest first, on /news-events", async () => {
    await guest.goto(url('/news-events'));
    await guest.getByRole('heading', { level: 1, name: 'Tin tức - Sự kiện' }).waitFor();
    await guest.getByRole('heading', { level: 2, name: 'Hội chợ đồ gỗ nội thất mùa cưới' }).waitFor();
    const titles = await guest.locator('.news-card h2').allTextContents();
    expect(titles).toEqual([
      'Hội chợ đồ gỗ nội thất mùa cưới',
      'Khai trương khu sạp gỗ nguyên liệu',
      'Hội nghị kết nối nhà bán lẻ phía Nam',
    ]);
    expect(await guest.locator('.news-card time').first().textContent()).toBe('05/10/2026');
  });

  it('lets the admin write an article and save it as a draft, which guests do not see', async () => {
    await adminPage.goto(url('/admin/posts'));
    await adminPage.getByRole('menuitem', { name: 'Tin tức' }).waitFor();
    await adminPage.getByRole('button', { name: 'Viết bài mới' }).click();
    await adminPage.getByLabel('Tiêu đề').fill(title);
    const cover = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#6b4423' } })
      .png()
      .toBuffer();
    await adminPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'bia.png', mimeType: 'image/png', buffer: cover });
    await adminPage.getByRole('img', { name: 'Ảnh đã tải lên' }).waitFor();
    await adminPage.getByLabel('Ngày đăng').fill('2026-11-20');
    // The body is written as formatted text: a toolbar button turns a format on for what is typed next.
    const body = adminPage.getByRole('textbox', { name: 'Nội dung' });
    const toolbar = adminPage.getByRole('toolbar', { name: 'Định dạng' });
    const bold = toolbar.getByRole('button', { name: 'Chữ đậm' });
    await body.click();
    await adminPage.keyboard.type('Bảy ngày giới thiệu bàn ghế, giường tủ ');
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await adminPage.keyboard.type('gỗ óc chó');
    await bold.click();
    await adminPage.keyboard.type(' từ các xưởng Đồng Kỵ.');
    await adminPage.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Đề mục H2', exact: true }).click();
    await adminPage.keyboard.type('Lịch trưng bày');
    await adminPage.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Danh sách', exact: true }).click();
    await adminPage.keyboard.type('Mở cửa từ 8 giờ đến 20 giờ mỗi ngày.');
    await adminPage.keyboard.press('Enter');
    await adminPage.keyboard.type('Giao hàng miễn phí trong nội thành.');
    // Enter on an empty item leaves the list.
    await adminPage.keyboard.press('Enter');
    await adminPage.keyboard.press('Enter');
    await adminPage.keyboard.type('Xem các mẫu bàn ghế');
    await adminPage.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Liên kết' }).click();
    const address = adminPage.getByRole('textbox', { name: 'Địa chỉ liên kết' });
    await address.fill('/listing');
    await screenshot(adminPage, 'news-admin-link-1440');
    await adminPage.getByRole('button', { name: 'Gắn liên kết' }).click();
    await address.waitFor({ state: 'hidden' });
    await body.getByRole('link', { name: 'Xem các mẫu bàn ghế' }).waitFor();
    await body.getByRole('heading', { level: 2, name: 'Lịch trưng bày' }).waitFor();
    expect(await body.getByRole('listitem').allTextContents()).toEqual([
      'Mở cửa từ 8 giờ đến 20 giờ mỗi ngày.',
      'Giao hàng miễn phí trong nội thành.',
    ]);
    await adminPage.evaluate(() => document.fonts.ready);
    await screenshot(adminPage, 'news-admin-editor-1440');
    await adminPage.getByRole('button', { name: 'Lưu nháp' }).click();
    const item = adminPage.locator('.post-admin-item', { hasText: title });
    await item.waitFor();
    await item.getByText('Nháp').waitFor();
    await screenshot(adminPage, 'news-admin-list-1440');

    await guest.goto(url('/news-events'));
    await guest.locator('.news-card').first().waitFor();
    expect(await guest.getByText(title).count()).toBe(0);
  });

  it('publishes it, and a guest finds it first on /news-events and reads it', async () => {
    const item = adminPage.locator('.post-admin-item', { hasText: title });
    await item.getByRole('button', { name: 'Đăng', exact: true }).click();
    await item.getByText('Đã đăng').waitFor();

    await guest.goto(url('/news-events'));
    const card = guest.locator('.news-card').first();
    await card.getByRole('heading', { name: title }).waitFor();
    expect(await card.locator('time').textContent()).toBe('20/11/2026');
    await guest.evaluate(() => document.fonts.ready);
    await screenshot(guest, 'news-list-1440');
    await card.getByRole('link').click();
    await guest.waitForURL(/\/news-events\/tuan-le-go-oc-cho-tai-cho-tavico-[0-9a-z]{12}$/);
    await guest.getByRole('heading', { level: 1, name: title }).waitFor();
    // The article is formatted as it was written.
    const article = guest.locator('.article-body');
    await article.getByRole('heading', { level: 2, name: 'Lịch trưng bày' }).waitFor();
    expect(await article.locator('strong').allTextContents()).toEqual(['gỗ óc chó']);
    expect(await article.getByRole('list').getByRole('listitem').allTextContents()).toEqual([
      'Mở cửa từ 8 giờ đến 20 giờ mỗi ngày.',
      'Giao hàng miễn phí trong nội thành.',
    ]);
    const link = article.getByRole('link', { name: 'Xem các mẫu bàn ghế' });
    expect([await link.getAttribute('href'), await link.getAttribute('rel')]).toEqual(['/listing', 'noopener']);
    expect(await guest.locator('.article-date').textContent()).toBe('20/11/2026');
    expect(await guest.title()).toBe(`${title} | Tavico Home`);
    await guest.evaluate(() => document.fonts.ready);
    await screenshot(guest, 'news-article-1440');

    // Its HTML carries the article for chat apps and crawlers.
    const html = await (await guestContext.request.get(guest.url())).text();
    expect(html).toContain(`<title>${title} | Tavico Home</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[0-9a-f]{64}\.png" \/>/);

    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.reload();
    await guest.getByRole('heading', { level: 1, name: title }).waitFor();
    await guest.locator('.article-cover').evaluate((img: HTMLImageElement) => img.decode());
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(guest, 'news-article-390');
    await guest.goto(url('/news-events'));
    await guest.locator('.news-card').first().getByRole('heading', { name: title }).waitFor();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(guest, 'news-list-390');
  });

  it('takes it back to a draft, and its page answers 404 again', async () => {
    const articleUrl = guest.url().replace(/\/news-events$/, '');
    const slugPath = new URL(
      (await guest.locator('.news-card').first().getByRole('link').getAttribute('href')) ?? '',
      articleUrl,
    ).pathname;
    const item = adminPage.locator('.post-admin-item', { hasText: title });
    await item.getByRole('button', { name: 'Gỡ xuống' }).click();
    await item.getByText('Nháp').waitFor();
    const answer = await guest.goto(url(slugPath));
    expect(answer?.status()).toBe(404);
    await guest.getByText('Không tìm thấy bài viết.').waitFor();

    await adminPage.setViewportSize({ width: 390, height: 844 });
    await item.getByRole('button', { name: 'Sửa' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Sửa bài viết' }).waitFor();
    // The saved article opens in the editor formatted as it was written.
    const body = adminPage.getByRole('textbox', { name: 'Nội dung' });
    await body.getByRole('heading', { level: 2, name: 'Lịch trưng bày' }).waitFor();
    expect(await body.locator('strong').allTextContents()).toEqual(['gỗ óc chó']);
    expect(await body.getByRole('listitem').count()).toBe(2);
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(adminPage, 'news-admin-editor-390');
  });
});
