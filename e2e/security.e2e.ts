import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { until, watchRequests } from './support/page';
import { sandboxSays, say } from './support/words';

// Phường Biên Hòa (26068), Đồng Nai (75).
const address = {
  recipientName: 'Lan',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '7 Lý Thường Kiệt',
};

/**
 * Every `securitypolicyviolation` event in any page the context opens (the app's and the sandbox's
 * server-made page alike), reported to the test as it happens: a page that navigates away keeps
 * nothing of its own. Playwright's init scripts and bindings are not subject to the page's policy.
 */
async function policyViolations(context: BrowserContext) {
  const found: string[] = [];
  await context.exposeBinding('reportPolicyViolation', ({ page }, violation: string) =>
    found.push(`${new URL(page.url()).pathname}: ${violation}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (v: string) => void }).reportPolicyViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return found;
}

/**
 * The shop under its content security policy (issue 17.9): its pages and the sandbox's approval
 * page work with nothing blocked, through a whole PayPal-sandbox checkout at 1440 and 390 px, and
 * no other site may frame the back office or the approval page.
 */
describe('the shop under its security headers', () => {
  let shop: RunningShop;
  let browser: Browser;
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: 'admin@tavico.vn', ADMIN_PASSWORD: 'admin-pass-1' });
    browser = await launchBrowser();
    // Another site (another port is another origin) that tries to show a page of the shop in a
    // frame: the back office, or the page `?src=` names.
    other = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://other.invalid').searchParams.get('src') ?? '/admin/users';
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><h1>Trang lạ</h1><iframe id="trap" src="${shop.url}${src}" width="800" height="400"></iframe>`,
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
    await page
      .getByText(say('listing.sortBy', { sort: '' }).trim())
      .first()
      .waitFor();
    expect(blocked).toEqual([]);
    await page.close();
  });

  /**
   * Opens the other site framing `src` of the shop: what the frame ended on (the browser's own
   * error page when it refused) and whether any of the shop's page is in it.
   */
  async function framedByOtherSite(src: string) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${otherUrl}?src=${encodeURIComponent(src)}`);
    await page.getByRole('heading', { name: 'Trang lạ' }).waitFor();
    await page.waitForFunction(() => document.getElementById('trap') !== null);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    await frame!.waitForLoadState();
    const framed = { url: frame!.url(), shopContent: await frame!.locator('#root, main, form').count() };
    await page.close();
    return framed;
  }

  it('is not shown inside another site’s frame', async () => {
    // The browser refuses to render the shop there: the frame ends on its own error page.
    expect(await framedByOtherSite('/admin/users')).toEqual({
      url: expect.stringMatching(/^chrome-error:/),
      shopContent: 0,
    });
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`pays through the sandbox's approval page with nothing blocked, and that page is not framed, at ${size.width} px`, async () => {
      const context = await browser.newContext({ viewport: size });
      const blockedEvents = await policyViolations(context);
      const shopper = { userName: 'Hồ Gia Bảo', email: `giabao-${size.width}@example.vn`, password: 'mat-khau-8' };
      await context.request.post(`${shop.url}${apiRoutes.auth.register}`, { data: shopper });
      const login = await context.request.post(`${shop.url}${apiRoutes.auth.login}`, {
        data: { email: shopper.email, password: shopper.password },
      });
      const userId = (await login.json()).user.id as string;
      await context.request.post(`${shop.url}${apiRoutes.shop.addressAdd}`, { data: { ...address, userId } });
      const products = (await (await context.request.get(`${shop.url}${apiRoutes.shop.products}`)).json()).data as {
        _id: string;
        totalStock: number;
      }[];
      const product = products.find((p) => p.totalStock > 3)!;
      await context.request.post(`${shop.url}${apiRoutes.shop.cartAdd}`, {
        data: { userId, productId: product._id, quantity: 1 },
      });

      const page = await context.newPage();
      const requests = watchRequests(page);
      const blockedLogs = violations(page);
      await page.goto(`${shop.url}/shop/checkout`);
      await page.getByRole('radio', { name: `Chọn địa chỉ ${address.address}` }).waitFor();
      const approvalAnswer = page.waitForResponse(
        (r) => new URL(r.url()).pathname.startsWith('/sandbox-pay/') && r.request().isNavigationRequest(),
      );
      await page.getByRole('button', { name: say('checkout.paypal') }).click();
      const answer = await approvalAnswer;
      await page.getByRole('heading', { name: sandboxSays('heading') }).waitFor();
      // The page is under the policy: its own style allowed, its forms posting to the shop allowed.
      const headers = answer.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("form-action 'self'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(
        await page
          .getByRole('button', { name: sandboxSays('approve') })
          .evaluate((e) => getComputedStyle(e).backgroundColor),
      ).toBe('rgb(138, 90, 43)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await windowShot(page, `security-sandbox-${size.width}`);

      // Another site cannot put this page, with its Approve button, in a frame.
      const approvalPath = new URL(page.url()).pathname;
      expect(await framedByOtherSite(approvalPath)).toEqual({
        url: expect.stringMatching(/^chrome-error:/),
        shopContent: 0,
      });

      await page.getByRole('button', { name: sandboxSays('approve') }).click();
      await page.getByText(say('payment.success')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/shop/payment-success');
      await page.getByRole('button', { name: 'Giỏ hàng (0)' }).waitFor();
      await requests.done();
      await windowShot(page, `security-payment-success-${size.width}`);
      expect({ events: blockedEvents, logs: blockedLogs }).toEqual({ events: [], logs: [] });

      // The recorder does hear the policy: an inline script added now is blocked, and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true;';
        document.body.append(script);
      });
      await until(async () => blockedEvents.length > 0);
      expect(blockedEvents).toEqual([
        expect.stringMatching(/^\/shop\/payment-success: script-src-elem blocked inline/),
      ]);
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
      await context.close();
    });
  }
});
