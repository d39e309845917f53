import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const title = 'Tuần lễ gỗ óc chó tại chợ Tavico';

/**
 * News and events written in the admin panel (issue 19.2): the admin writes an article with a
 * cover and formatting, saves it as a draft (guests do not see it), publishes it, and a guest
 * finds it on /news-events and reads it; taken back to a draft, its page is gone again.
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
    const body = adminPage.getByRole('textbox', { name: 'Nội dung' });
    await body.fill('Bảy ngày giới thiệu bàn ghế, giường tủ gỗ óc chó từ các xưởng Đồng Kỵ.');
    // The heading button puts a heading after the text, its sample selected: typing replaces it.
    await body.press('Control+End');
    await adminPage.getByRole('button', { name: 'Đề mục', exact: true }).click();
    await adminPage.keyboard.type('Lịch trưng bày');
    await body.press('Control+End');
    await adminPage.keyboard.type('Mở cửa từ 8 giờ đến 20 giờ mỗi ngày.<script>alert(1)</script>');
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
    await guest.getByRole('heading', { level: 2, name: 'Lịch trưng bày' }).waitFor();
    await guest.getByText('Mở cửa từ 8 giờ đến 20 giờ mỗi ngày.').waitFor();
    expect(await guest.locator('.article-date').textContent()).toBe('20/11/2026');
    // The script typed into the body was taken out by the server.
    expect(await guest.locator('.article-body script').count()).toBe(0);
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
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(adminPage, 'news-admin-editor-390');
  });
});
