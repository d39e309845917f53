import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';

/**
 * The shop under its content security policy: its pages (and the sandbox's approval page) work
 * with nothing blocked, and no other site may frame them.
 */
describe('the shop under its security headers', () => {
  let shop: RunningShop;
  let browser: Browser;
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: 'admin@tavico.vn', ADMIN_PASSWORD: 'admin-pass-1' });
    browser = await launchBrowser();
    // Another site (another port is another origin) that tries to show the back office in a frame.
    other = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><h1>Trang lạ</h1><iframe id="trap" src="${shop.url}/admin/users" width="800" height="400"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    other?.close();
  });

  /** Every report of the policy blocking something on this page. */
  const violations = (page: Page) => {
    const found: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
    });
    page.on('pageerror', (error) => found.push(error.message));
    return found;
  };

  it('shows the home page and the listing with nothing blocked', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const blocked = violations(page);
    await page.goto(shop.url);
    await page.getByRole('link', { name: 'Đăng nhập' }).waitFor();
    await page.goto(`${shop.url}/listing`);
    await page.getByText('Sort by').first().waitFor();
    expect(blocked).toEqual([]);
    await page.close();
  });

  it('is not shown inside another site’s frame', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(otherUrl);
    await page.getByRole('heading', { name: 'Trang lạ' }).waitFor();
    // The browser refuses to render the shop there: the frame ends on its own error page.
    await page.waitForFunction(() => document.getElementById('trap') !== null);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await frame!.waitForLoadState();
    expect(frame!.url()).toMatch(/^chrome-error:/);
    expect(await frame!.locator('#root').count()).toBe(0);
    await page.close();
  });
});
