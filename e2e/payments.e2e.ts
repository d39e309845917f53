import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, formatVnd, orderMessages, orderCodePattern } from '@tavico/contracts/client';
import { inVietnamese } from '@tavico/contracts';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { dialogShot, pastRightEdge, settledPopconfirm, until } from './support/page';
import { say } from './support/words';

/** What may reach past the right edge on purpose. */
const overflowing = '.ant-notification, .ant-modal-wrap, .table-scroll';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const shopper = { userName: 'Trần Thu Hà', email: 'thuha@example.vn', password: 'mat-khau-8' };
// Phường Biên Hòa (26068), Đồng Nai (75).
const address = {
  recipientName: 'Lan',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '12 Nguyễn Huệ',
};

/**
 * Paying the Vietnamese way in the browser: cash on delivery and bank transfer to the
 * order-placed page, the account's timeline following an admin live, the shopper cancelling an
 * unpaid order, and the admin finding an order by its code and marking the cash received. The demo
 * data's bank account (DEMO_DATA is on by default) makes bank transfer available.
 */
describe('a shopper pays on delivery or by bank transfer, and follows the order', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  const placed: Record<'cod' | 'bank', { orderId: string; code: string }> = {
    cod: { orderId: '', code: '' },
    bank: { orderId: '', code: '' },
  };
  const url = (path: string) => `${shop.url}${path}`;

  /** Puts one unit of an in-stock product in the shopper's cart (over the API, as the cart page does). */
  async function cartWith(index: number) {
    const products = (await (await context.request.get(url(apiRoutes.shop.products))).json()).data as {
      _id: string;
      totalStock: number;
      price: number;
    }[];
    const product = products.filter((p) => p.totalStock > 3 && p.price < 500)[index];
    const added = await context.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: product._id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }

  async function openCheckout() {
    await page.goto(url('/shop/checkout'));
    // The shopper's only address comes chosen: nothing to click.
    const chosen = page.getByRole('radio', { name: `Chọn địa chỉ ${address.address}` });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    // The methods besides PayPal come with the settings.
    await page.getByRole('radio', { name: 'Chuyển khoản ngân hàng' }).waitFor();
  }

  async function placeWith(method: string, key: 'cod' | 'bank') {
    await page.getByRole('radio', { name: method }).check();
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await page.waitForURL(/\/shop\/order-placed\//);
    await page.getByRole('heading', { name: 'Đặt hàng thành công' }).waitFor();
    const code = ((await page.locator('.order-code').textContent()) ?? '').trim();
    expect(code).toMatch(orderCodePattern);
    placed[key] = { orderId: decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? ''), code };
  }

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.request.post(url(apiRoutes.auth.register), { data: shopper });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    userId = (await login.json()).user.id as string;
    await context.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('pays cash on delivery: the checkout offers every method, and the order-placed page shows the code', async () => {
    await cartWith(0);
    await openCheckout();
    expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: say('checkout.paypal') }).waitFor();
    await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).waitFor();
    await screenshot(page, 'payments-checkout-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'payments-checkout-390');

    await placeWith('Thanh toán khi nhận hàng', 'cod');
    await page.getByText('Nhân viên sẽ gọi xác nhận và giao hàng; bạn trả tiền khi nhận hàng.').waitFor();
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'payments-placed-cod-390');
    // A reload reads the order again by its id.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await page.getByText(placed.cod.code).waitFor();
    await screenshot(page, 'payments-placed-cod-1440');
    // Its line left the cart.
    await page.getByRole('button', { name: 'Giỏ hàng (0)' }).waitFor();
  });

  it('pays by bank transfer: the account, the amount in dong, the code as the note, and a VietQR code that loads', async () => {
    await cartWith(1);
    await openCheckout();
    await placeWith('Chuyển khoản ngân hàng', 'bank');
    const details = await (
      await context.request.get(url(apiRoutes.shop.orderDetails.replace(':orderId', placed.bank.orderId)))
    ).json();
    const transfer = details.bankTransfer as { amountVnd: number; accountNumber: string; note: string };
    expect(transfer.note).toBe(placed.bank.code);
    await page.getByText(formatVnd(transfer.amountVnd)).waitFor();
    await page.getByText(transfer.accountNumber).waitFor();
    await page.getByText('Đơn hàng được giữ đến').waitFor();
    await page.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }).waitFor();
    const qr = page.getByRole('img', { name: `Mã VietQR chuyển khoản cho đơn ${placed.bank.code}` });
    await until(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await screenshot(page, 'payments-placed-bank-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'payments-placed-bank-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("moves the customer's timeline live when an admin sends the order on its way", async () => {
    await page.goto(url('/shop/account'));
    await page.getByText('Cập nhật trực tiếp').waitFor();
    const row = page.locator(`tr[data-order="${placed.cod.orderId}"]`);
    await row.getByText(placed.cod.code).waitFor();
    await row.getByRole('button', { name: say('orders.viewDetails') }).click();
    const dialog = page.getByRole('dialog', { name: say('orders.details') });
    const timeline = dialog.getByRole('region', { name: 'Tiến trình đơn hàng' });
    await timeline.getByText('Đã đặt hàng').waitFor();
    const shipping = timeline.locator('.ant-steps-item', { hasText: 'Đang giao hàng' });
    expect(await shipping.locator('time').count()).toBe(0);

    const adminContext = await browser.newContext();
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const update = await adminContext.request.put(
      url(apiRoutes.adminOrders.update.replace(':id', placed.cod.orderId)),
      { data: { orderStatus: 'inShipping' } },
    );
    expect(update.ok()).toBe(true);
    await adminContext.close();

    // The step gets its time in Vietnam (dd/mm/yyyy HH:mm), without a reload.
    await shipping.locator('time').waitFor({ timeout: 8000 });
    expect(await shipping.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await dialog.locator('[data-status="inShipping"]').waitFor();
    // On its way, cash on delivery can no longer be cancelled here.
    expect(await dialog.getByRole('button', { name: 'Hủy đơn' }).count()).toBe(0);
    // The dialog itself, all of it (a page shot cuts a dialog taller than the window).
    await dialogShot(page, 'payments-account-timeline-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await dialogShot(page, 'payments-account-timeline-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lets the customer cancel the unpaid bank transfer, after a confirmation', async () => {
    const row = page.locator(`tr[data-order="${placed.bank.orderId}"]`);
    await row.getByRole('button', { name: say('orders.viewDetails') }).click();
    const dialog = page.getByRole('dialog', { name: say('orders.details') });
    // While the transfer is awaited, the details say how to pay it.
    await dialog.getByRole('region', { name: 'Thông tin chuyển khoản' }).waitFor();
    await until(() =>
      dialog
        .getByRole('img', { name: /^Mã VietQR/ })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    );
    await dialogShot(page, 'payments-account-transfer-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await dialogShot(page, 'payments-account-transfer-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Hủy đơn' }).click();
    await page.getByRole('button', { name: 'Đồng ý hủy' }).click();
    await page.getByText(inVietnamese(orderMessages.cancelledByShopper)).first().waitFor();
    await dialog.locator('.status-badge', { hasText: 'Đã hủy đơn' }).waitFor();
    const timeline = dialog.getByRole('region', { name: 'Tiến trình đơn hàng' });
    await timeline.locator('.ant-steps-item-error', { hasText: 'Đã hủy đơn' }).waitFor();
    expect(await dialog.getByRole('region', { name: 'Thông tin chuyển khoản' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Hủy đơn' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await row.locator('.status-badge', { hasText: 'Đã hủy đơn' }).waitFor();
  });

  it('lets an admin find the order by its code and mark the cash received', async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(url('/admin/orders'));
    await adminPage.getByText('Trực tiếp').waitFor();
    const search = adminPage.getByPlaceholder(say('backOffice.orders.searchCode'));
    await search.fill('12345');
    await search.press('Enter');
    await adminPage.getByText(inVietnamese(orderMessages.codeMalformed)).first().waitFor();

    await search.fill(placed.cod.code.toLowerCase());
    await search.press('Enter');
    const rows = adminPage.locator('tbody tr.ant-table-row');
    await until(async () => (await rows.count()) === 1 && ((await rows.textContent()) ?? '').includes(placed.cod.code));
    const row = rows.first();
    expect(await row.textContent()).toContain('Thanh toán khi nhận hàng');
    await adminPage.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 8000 });
    await screenshot(adminPage, 'payments-admin-orders-1440');
    await adminPage.setViewportSize({ width: 390, height: 900 });
    // A phone shows each order as a card: its buttons in reach without scrolling sideways.
    await row.getByRole('button', { name: say('backOffice.orders.received') }).waitFor();
    expect(
      await adminPage.evaluate(() => document.querySelector('.table-scroll')?.scrollWidth ?? 0),
    ).toBeLessThanOrEqual(390);
    await screenshot(adminPage, 'payments-admin-orders-390');
    await adminPage.setViewportSize({ width: 1440, height: 900 });

    await row.getByRole('button', { name: say('backOffice.orders.received') }).click();
    await settledPopconfirm(adminPage)
      .getByRole('button', { name: say('backOffice.common.confirm') })
      .click();
    await adminPage.getByText(inVietnamese(orderMessages.paymentReceived)).first().waitFor();
    await row.getByText(say('status.payment.paid')).waitFor();
    expect(await row.getByRole('button', { name: say('backOffice.orders.received') }).count()).toBe(0);

    // Cleared, the search gives back every order, the bank transfer (cancelled by its shopper) among them.
    await search.fill('');
    await search.press('Enter');
    await until(async () => (await rows.count()) >= 2);
    await adminPage.locator('tr', { hasText: placed.bank.code }).getByText('Đã hủy đơn').waitFor();
    await adminContext.close();
  });
});
