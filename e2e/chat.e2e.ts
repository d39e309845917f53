import type { Browser, Page } from 'playwright-core';
import { chatMessages, type ChatReply } from '@tavico/contracts/chat';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { settled } from './support/page';
import { startShopProcess, type RunningShop } from './support/shop';
import { say } from './support/words';

describe('a shopper asks the chat assistant', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
  afterEach(async () => {
    await page?.close();
  });

  const question = () => page.getByLabel('Câu hỏi');
  const userBubbles = () => page.locator('.chat-user');

  it('asks for chairs under 2 million dong and opens a suggested one', async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(shop.url);
    await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
    await page.getByText(chatMessages.greeting).waitFor();

    // Blank after trimming: nothing is sent.
    await question().fill('   ');
    await question().press('Enter');
    expect(await userBubbles().count()).toBe(0);

    await question().fill('ghế dưới 2 triệu');
    await question().press('Enter');
    await page.getByText('Mình tìm thấy 2 sản phẩm giá dưới $80.00 (khoảng 2.000.000 ₫):').waitFor();
    expect(await userBubbles().count()).toBe(1);
    expect(await question().inputValue()).toBe('');
    const times = await page.locator('.chat-bubble time').allTextContents();
    expect(times).toHaveLength(2);
    for (const time of times) expect(time).toMatch(/^\d{1,2}:\d{2}$/);
    expect(await page.locator('.chat-products .chat-product-title').allTextContents()).toEqual([
      'Ghế đẩu gỗ cao su',
      'Ghế ăn gỗ sồi lưng cong',
    ]);
    await screenshot(page, 'chat-products');

    await page.getByRole('button', { name: /Ghế ăn gỗ sồi lưng cong/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ghế ăn gỗ sồi uốn cong ôm lưng', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: say('product.addToCart') }).waitFor();
    await screenshot(page, 'chat-product-opened');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Closed and opened again, the conversation is still there.
    await page.getByRole('button', { name: 'Đóng', exact: true }).click();
    expect(await question().count()).toBe(0);
    await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
    expect(await userBubbles().count()).toBe(1);

    // A question about the shop itself, answered with its page.
    await question().fill('gia thue sap bao nhieu');
    await question().press('Enter');
    await page.getByText('3.600.000 ₫ mỗi sạp mỗi tháng', { exact: false }).waitFor();
    await page.locator('.chat-panel').getByRole('link', { name: 'Cho thuê mặt bằng' }).click();
    await page.getByRole('heading', { name: 'Cho thuê mặt bằng' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dich-vu/thue-mat-bang');
  });

  it("opens the product an answer's link points to", async () => {
    const answer = (await (
      await fetch(`${shop.url}/api/chat-bot/ask`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: 'sofa nào đang giảm giá' }),
      })
    ).json()) as ChatReply;
    const [first] = answer.products;
    expect(first.link).toBe(`/listing?product=${first._id}`);
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(shop.url + first.link);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(first.title).first().waitFor();
    // The address names the open dialog (so Back would close it); closing it drops the name.
    expect(new URL(page.url()).searchParams.get('product')).toBe(first._id);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('product'));
    await dialog.waitFor({ state: 'hidden' });
  });

  it('fits a phone screen', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(shop.url);
    await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
    await question().fill('showroom ở đâu');
    await question().press('Enter');
    await page.getByText('Showroom của Tavico đặt tại', { exact: false }).waitFor();
    const panel = await page.locator('.chat-panel').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'chat-phone');
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`answers with the hotlines to tap (each whole on one line) and the e-mail to write to, at ${size.width} px`, async () => {
      page = await browser.newPage({ viewport: size });
      await page.goto(shop.url);
      await page.getByRole('button', { name: 'Mở trò chuyện' }).click();
      await question().fill('cho mình xin số hotline');
      await question().press('Enter');
      // The demo data's hotlines.
      const answer = page.locator('.chat-bot').last();
      for (const [hotline, dial] of [
        ['0900 000 001', 'tel:0900000001'],
        ['0900 000 002', 'tel:0900000002'],
      ]) {
        const link = answer.getByRole('link', { name: hotline });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(dial);
        // One line box: the number does not break inside.
        expect(await link.evaluate((a) => a.getClientRects().length)).toBe(1);
      }
      // The demo data's e-mail, without the sentence's full stop.
      const email = answer.getByRole('link', { name: 'demo@tavico-home.example', exact: true });
      expect(await email.getAttribute('href')).toBe('mailto:demo@tavico-home.example');
      await settled(page);
      await windowShot(page, `chat-hotline-${size.width}`);
    });
  }
});
