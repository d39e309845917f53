import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { guestMessages, inVietnamese } from '@tavico/contracts';
import { defaultTestLanguage, launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { settled } from './support/page';
import { say } from './support/words';
import { fillAddressForm, type TypedAddress } from './support/address';
import { outboxMail } from './support/outbox';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const publicUrl = 'http://shop.example.vn';
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const buyer = { userName: 'Nguyễn Thu Hà', email: 'thuha@example.vn' };
const address: TypedAddress = {
  recipientName: 'Nguyễn Thu Hà',
  phone: '0912 345 678',
  province: { typed: 'da nang', name: 'Thành phố Đà Nẵng' },
  ward: { typed: 'hai chau', name: 'Phường Hải Châu' },
  address: '8 Bạch Đằng',
};

interface Product {
  _id: string;
  slug: string;
  title: string;
  price: number;
  salePrice: number;
  totalStock: number;
}

/**
 * Buying without an account (issue 28, decisions §36): on a phone a guest adds a product to the
 * cart (no sign-in page), gives a name and an e-mail, an address picked by typing, pays cash on
 * delivery and sees the order's code; later, with no cookie, "Tra cứu đơn hàng" finds the order by
 * its code and phone (a wrong phone is a miss). A guest with a cart who signs in keeps its lines.
 * Registering later elsewhere with the order's e-mail, the buyer attaches it by the e-mailed link.
 */
describe('a guest buys with cash on delivery and finds the order again', () => {
  let shop: RunningShop;
  let browser: Browser;
  let adminContext: BrowserContext;
  let products: Product[];
  const url = (p: string) => `${shop.url}${p}`;

  beforeAll(async () => {
    // The e-mails' links are written for the shop's public address, which this test then follows here.
    shop = await startShopProcess({
      SHOP_CURRENCY: 'VND',
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    browser = await launchBrowser();
    adminContext = await browser.newContext();
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const all = (await (await adminContext.request.get(url(apiRoutes.shop.products))).json()).data as Product[];
    // The cheapest in stock first: well under the cash-on-delivery cap.
    products = all.filter((p) => p.totalStock > 2).sort((a, b) => (a.salePrice || a.price) - (b.salePrice || b.price));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A product page opened by a newcomer and its 'Thêm vào giỏ' pressed: the cart holds one line. */
  async function addAsNewcomer(page: Page, product: Product) {
    await page.goto(url(`/san-pham/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page
      .locator('.product-buy')
      .getByRole('button', { name: say('product.addToCart') })
      .click();
    await page.getByRole('button', { name: say('layout.cartButton', { count: 1 }) }).waitFor();
    // No sign-in page: the guest stays on the product.
    expect(new URL(page.url()).pathname).toBe(`/san-pham/${product.slug}`);
    expect(await page.getByRole('heading', { name: say('auth.login') }).count()).toBe(0);
  }

  /** The follow link in the order's e-mail to `to`, once the workers have written it. */
  async function followLinkFor(to: string) {
    const mail = await outboxMail(adminContext, shop.url, (m) => m.to.includes(to));
    const link = /https?:\/\/\S+\/shop\/order-follow\/[^\s"<>)]+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${publicUrl}/shop/order-follow/`)).toBe(true);
    return new URL(link).pathname;
  }

  /** The claim link (path and query) e-mailed to `to`, once the workers have written it. */
  async function claimLinkFor(to: string) {
    const mail = await outboxMail(adminContext, shop.url, (m) => m.to.includes(to) && m.name.includes('order-claim'));
    expect(mail.subject).toBe('Gắn 1 đơn hàng đã mua với tài khoản của bạn');
    const link = new URL(
      /https?:\/\/\S+\/shop\/claim-orders\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '',
    );
    return link.pathname + link.search;
  }

  let code = '';
  let followPath = '';

  it('buys on a phone as a guest: cart, name and e-mail, an address typed, cash on delivery', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await addAsNewcomer(page, products[0]);

    await page.goto(url('/shop/checkout'));
    await page.getByRole('heading', { name: say('checkout.guest.title') }).waitFor();
    await page.getByRole('textbox', { name: say('checkout.guest.name'), exact: true }).fill(buyer.userName);
    await page.getByRole('textbox', { name: say('checkout.guest.email'), exact: true }).fill(buyer.email);
    await fillAddressForm(page, address);
    await page.getByRole('button', { name: say('address.add'), exact: true }).click();
    const radio = page.getByRole('radio', { name: `Chọn địa chỉ ${address.address}` });
    await radio.waitFor();
    expect(await radio.isChecked()).toBe(true);
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('radio', { name: say('paymentMethod.cod') }).check();
    await settled(page);
    await screenshot(page, 'guest-checkout-390');

    await page.getByRole('button', { name: say('checkout.place'), exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    await page.getByRole('heading', { name: say('placed.success') }).waitFor();
    code = ((await page.locator('.order-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^TV-\d{2}-\d+$/);
    await page.getByText(say('placed.codNext')).waitFor();
    await screenshot(page, 'guest-order-placed-390');

    // The e-mail carries the link that opens the order without signing in.
    followPath = await followLinkFor(buyer.email);
    await context.close();
  });

  it('finds the order from the footer with its code and phone, in a fresh browser', async () => {
    expect(code).not.toBe('');
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(url('/'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: say('footer.lookup') })
      .click();
    await page.getByRole('heading', { level: 1, name: say('lookup.title') }).waitFor();
    const codeBox = page.getByRole('textbox', { name: say('lookup.code'), exact: true });
    const phoneBox = page.getByRole('textbox', { name: say('lookup.phone'), exact: true });

    // A wrong phone: the miss, and the page stays.
    await codeBox.fill(code.toLowerCase());
    await phoneBox.fill('0987 000 111');
    await page.getByRole('button', { name: say('lookup.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: inVietnamese(guestMessages.lookupMiss) })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/order-lookup');
    await screenshot(page, 'guest-lookup-miss-390');

    // The phone written another way is the same phone.
    await phoneBox.fill('+84912345678');
    await page.getByRole('button', { name: say('lookup.submit') }).click();
    await page.waitForURL(/\/shop\/order-follow\//);
    await page.getByRole('heading', { level: 1, name: say('follow.title', { code }) }).waitFor();
    await page.getByText(products[0].title).first().waitFor();
    await page.getByText(address.address, { exact: false }).first().waitFor();
    await settled(page);
    await screenshot(page, 'guest-order-follow-390');

    await page.setViewportSize(desktop);
    await settled(page);
    await screenshot(page, 'guest-order-follow-1440');
    await page.goto(url('/order-lookup'));
    await page.getByRole('heading', { level: 1, name: say('lookup.title') }).waitFor();
    await settled(page);
    await screenshot(page, 'guest-lookup-1440');
    await context.close();

    // The e-mail's link opens the same order, with no cookie either.
    expect(followPath).not.toBe('');
    const mailReader = await browser.newPage({ viewport: phone });
    await mailReader.goto(url(followPath));
    await mailReader.getByRole('heading', { level: 1, name: say('follow.title', { code }) }).waitFor();
    await mailReader.close();
    // A link whose signature has no '-' or '_' (one in four) is a page too, not a file's name.
    const plain = await adminContext.request.get(url(`/shop/order-follow/${'A'.repeat(48)}.${'b'.repeat(43)}`));
    expect(plain.headers()['content-type']).toMatch(/^text\/html/);
    expect(await plain.text()).not.toContain('Cannot GET');
  });

  it('shows a guest the checkout form at 1440 px', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await addAsNewcomer(page, products[1]);
    await page.goto(url('/shop/checkout'));
    const name = page.getByRole('textbox', { name: say('checkout.guest.name'), exact: true });
    await name.waitFor();
    await page.getByRole('textbox', { name: say('address.fields.recipientName'), exact: true }).waitFor();
    // Who buys comes before where it goes.
    const contactTop = (await name.boundingBox())?.y ?? Infinity;
    const recipientTop =
      (await page.getByRole('textbox', { name: say('address.fields.recipientName'), exact: true }).boundingBox())?.y ??
      -1;
    expect(contactTop).toBeLessThan(recipientTop);
    await settled(page);
    await screenshot(page, 'guest-checkout-1440');
    await context.close();
  });

  it('merges a guest cart into the account it signs in to', async () => {
    const account = { userName: 'Phạm Quốc Bảo', email: 'quocbao@example.vn', password: 'mat-khau-8' };
    const setup = await browser.newContext();
    expect((await setup.request.post(url(apiRoutes.auth.register), { data: account })).ok()).toBe(true);
    // The account already holds one product; the guest adds another.
    const login = await setup.request.post(url(apiRoutes.auth.login), {
      data: { email: account.email, password: account.password },
    });
    const accountId = (await login.json()).user.id as string;
    const added = await setup.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId: accountId, productId: products[2]._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await setup.close();

    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await addAsNewcomer(page, products[1]);
    await page.goto(url('/auth/login'));
    await page.getByRole('textbox', { name: say('auth.email') }).fill(account.email);
    await page.getByLabel(say('auth.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: say('auth.signIn'), exact: true }).click();
    // Both lines in the account's cart: the guest's and the account's own.
    await page.getByRole('button', { name: say('layout.cartButton', { count: 2 }) }).waitFor();
    const me = (await (await context.request.get(url(apiRoutes.auth.checkAuth))).json()).user as {
      id: string;
      role: string;
    };
    expect(me.id).toBe(accountId);
    const cart = await (await context.request.get(url(apiRoutes.shop.cartGet.replace(':userId', me.id)))).json();
    const ids = (cart.data.items as { productId: string }[]).map((i) => i.productId).sort();
    expect(ids).toEqual([products[1]._id, products[2]._id].sort());
    await context.close();
  });

  it("attaches the guest's order to an account registered later elsewhere, by the e-mailed link", async () => {
    expect(code).not.toBe('');
    // The buyer registers with the e-mail of the guest order, in another browser: nothing moves yet.
    const context = await browser.newContext({ viewport: desktop });
    const account = { userName: buyer.userName, email: buyer.email, password: 'mat-khau-8' };
    expect((await context.request.post(url(apiRoutes.auth.register), { data: account })).ok()).toBe(true);
    const login = await context.request.post(url(apiRoutes.auth.login), { data: account });
    const accountId = (await login.json()).user.id as string;
    const listed = async () =>
      (
        (await (await context.request.get(url(apiRoutes.shop.orderList.replace(':userId', accountId)))).json())
          .data as { code: string }[]
      ).map((o) => o.code);
    expect(await listed()).toEqual([]);

    const link = await claimLinkFor(buyer.email);
    const page = await context.newPage();
    await page.goto(url(link));
    await page.getByRole('heading', { level: 1, name: say('claim.title') }).waitFor();
    await settled(page);
    await screenshot(page, 'claim-orders-1440');

    await page.setViewportSize(phone);
    await page.getByRole('button', { name: say('claim.confirm') }).click();
    const attached = say(defaultTestLanguage === 'vi' ? 'claim.attached_other' : 'claim.attached_one', { count: 1 });
    await page.locator('.callout-success').filter({ hasText: attached }).waitFor();
    await settled(page);
    await screenshot(page, 'claim-orders-done-390');
    expect(await listed()).toEqual([code]);

    // The account's order list shows it; the e-mail's follow link still opens it.
    await page.getByRole('link', { name: say('claim.seeOrders') }).click();
    await page.getByRole('cell', { name: code }).first().waitFor();
    await settled(page);
    // The link to ask again wraps: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'claim-account-orders-390');
    await page.setViewportSize(desktop);
    await settled(page);
    await screenshot(page, 'claim-account-orders-1440');
    await page.goto(url(followPath));
    await page.getByRole('heading', { level: 1, name: say('follow.title', { code }) }).waitFor();
    await context.close();
  });
});
