import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, orderCodePattern } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { choose, dialogOpened, dialogShot, pastRightEdge, settledPopconfirm, until } from './support/page';
import { say } from './support/words';

/** What may reach past the right edge on purpose. */
const overflowing = '.ant-notification, .ant-modal-wrap, .ant-drawer, .table-scroll';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
/** A demo supplier (DEMO_DATA is on by default): its stall's products are in the demo catalogue. */
const supplier = { email: 'minhlong@demo.tavico.vn', password: 'tavico-demo', userName: 'Gỗ Minh Long' };
const shopper = { userName: 'Phạm Văn Nam', email: 'nam@example.vn', password: 'mat-khau-8' };
const address = {
  recipientName: 'Phạm Văn Nam',
  phone: '0912345678',
  provinceCode: '79', // Thành phố Hồ Chí Minh
  wardCode: '25747', // Phường Thủ Dầu Một
  address: '45 Trần Hưng Đạo',
  notes: 'Gọi trước 30 phút',
};

/** The toasts gone, so a shot shows the screen. */
const toastsGone = (page: Page) =>
  page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });

/** The page at a phone's width and at a desktop's, shot at each; nothing scrolls sideways on the phone. */
async function bothWidths(page: Page, name: string) {
  await toastsGone(page);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  // Charts follow the window through a resize observer: let them lay out again.
  await until(async () => (await pastRightEdge(page, overflowing)).length === 0, 3000).catch(() => undefined);
  expect(await pastRightEdge(page, overflowing)).toEqual([]);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * A stall holder ships its own goods: a shopper pays cash on delivery for one of the supplier's
 * products; the order appears live on the supplier's 'Đơn hàng' with the recipient and address;
 * the supplier packs its line and hands it to the shipper, and the order goes to shipping by
 * itself, seen on the supplier's page and live in the admin's table, whose details name the
 * supplier and the step. The supplier's dashboard and the admin's outbox are looked at too.
 */
describe('a supplier fulfils its lines until the order ships by itself', () => {
  let shop: RunningShop;
  let browser: Browser;
  let supplierContext: BrowserContext;
  let supplierPage: Page;
  let adminContext: BrowserContext;
  let adminPage: Page;
  let product: { _id: string; title: string };
  const placed = { orderId: '', code: '' };
  const url = (p: string) => `${shop.url}${p}`;

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    supplierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await supplierContext.request.post(url(apiRoutes.auth.login), {
      data: { email: supplier.email, password: supplier.password },
    });
    expect(login.ok()).toBe(true);
    // One of its own products with stock to spare and a price cash on delivery accepts.
    const own = (await (await supplierContext.request.get(url(apiRoutes.supplierProducts.get))).json()).data as {
      _id: string;
      title: string;
      totalStock: number;
      price: number;
    }[];
    product = own.find((p) => p.totalStock > 5 && p.price < 1000) ?? own[0];
    supplierPage = await supplierContext.newPage();
    adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
    adminPage = await adminContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("shows the supplier's dashboard as its panel's index: 30 days' figures and the products running low", async () => {
    await supplierPage.goto(url('/supplier'));
    await supplierPage.getByRole('heading', { name: 'Tổng quan' }).waitFor();
    await supplierPage.getByText('Sản phẩm đã bán (30 ngày)').waitFor();
    await supplierPage.locator('.recharts-surface').first().waitFor();
    const lowStock = supplierPage.getByRole('region', { name: 'Sản phẩm sắp hết hàng' });
    await lowStock.getByRole('heading', { name: 'Sản phẩm sắp hết hàng' }).waitFor();
    // The sidebar marks where the supplier is, and leads to its orders.
    await supplierPage.locator('.ant-menu-item-selected', { hasText: 'Tổng quan' }).waitFor();
    await bothWidths(supplierPage, 'supplier-dashboard');

    // A product running low (the demo catalogue has some) opens in its edit sheet.
    const edit = lowStock.getByRole('link', { name: /^Sửa sản phẩm / }).first();
    const title = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Sửa sản phẩm /, '');
    await edit.click();
    await supplierPage.waitForURL(/\/supplier\/products\?/);
    await supplierPage.locator('.ant-drawer-title', { hasText: say('backOffice.products.editTitle') }).waitFor();
    expect(await supplierPage.locator('.ant-drawer').getByLabel(say('backOffice.products.title')).inputValue()).toBe(
      title,
    );
  });

  it("shows a cash-on-delivery order for the supplier's product live on its 'Đơn hàng', its own line waiting to be packed", async () => {
    await supplierPage.goto(url('/supplier/orders'));
    await supplierPage.getByRole('heading', { name: 'Đơn hàng' }).waitFor();
    await supplierPage.getByText('Trực tiếp').waitFor();
    // The sidebar marks this screen, not the panel's index above it.
    expect(await supplierPage.locator('.ant-menu-item-selected').textContent()).toBe('Đơn hàng');

    // The shopper buys it, paying on delivery, through the checkout.
    const shopperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await shopperContext.request.post(url(apiRoutes.auth.register), { data: shopper });
    const login = await shopperContext.request.post(url(apiRoutes.auth.login), {
      data: { email: shopper.email, password: shopper.password },
    });
    const userId = (await login.json()).user.id as string;
    await shopperContext.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    const added = await shopperContext.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: product._id, quantity: 2 },
    });
    expect(added.ok()).toBe(true);
    const shopperPage = await shopperContext.newPage();
    await shopperPage.goto(url('/shop/checkout'));
    await shopperPage.getByRole('radio', { name: `Chọn địa chỉ ${address.address}` }).waitFor();
    await shopperPage.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
    await shopperPage.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await shopperPage.waitForURL(/\/shop\/order-placed\//);
    placed.code = ((await shopperPage.locator('.order-code').textContent()) ?? '').trim();
    expect(placed.code).toMatch(orderCodePattern);
    placed.orderId = decodeURIComponent(new URL(shopperPage.url()).pathname.split('/').pop() ?? '');
    await shopperContext.close();

    // Without a reload, the order arrives on the supplier's page: who, where, its own line.
    const card = supplierPage.getByRole('article', { name: `Đơn ${placed.code}` });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(shopper.userName);
    await card.getByText(address.phone).waitFor();
    await card.getByText(`${address.address}, Phường Thủ Dầu Một, Thành phố Hồ Chí Minh`).waitFor();
    await card.getByText(product.title).waitFor();
    await card.locator('.supplier-line-step', { hasText: 'Chờ đóng gói' }).waitFor();
    // Cash on delivery waits for the shop to confirm it by phone before anything is packed.
    await card.locator('[data-status="pending"]').waitFor();
    expect(await card.getByRole('button', { name: 'Đã đóng gói' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Giao cho vận chuyển' }).isDisabled()).toBe(true);
    await bothWidths(supplierPage, 'supplier-orders-waiting');
  });

  it('is confirmed by the admin after phoning the buyer, live on the supplier’s page', async () => {
    await adminPage.goto(url('/admin/orders'));
    await adminPage.getByText('Trực tiếp').waitFor();
    const adminRow = adminPage.locator('tbody tr.ant-table-row', { hasText: placed.code });
    await adminRow.locator('[data-status="pending"]').waitFor();
    await adminRow.getByRole('button', { name: say('backOffice.orders.viewDetails') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('backOffice.orders.details', { code: placed.code }) });
    await dialogOpened(dialog);
    await dialog.getByRole('button', { name: 'Xác nhận đơn' }).click();
    const ask = settledPopconfirm(adminPage);
    await ask.getByText(`Đã gọi điện xác nhận đơn ${placed.code} với khách?`).waitFor();
    await dialogShot(adminPage, 'admin-order-confirm-1440');
    await ask.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await dialog.getByRole('button', { name: 'Xác nhận đơn' }).waitFor({ state: 'detached' });
    await adminRow.locator('[data-status="confirmed"]').waitFor();
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await dialogShot(adminPage, 'admin-order-confirmed-390');
    await adminPage.setViewportSize({ width: 1440, height: 900 });
    await adminPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const card = supplierPage.getByRole('article', { name: `Đơn ${placed.code}` });
    await card.locator('[data-status="confirmed"]').waitFor({ timeout: 15_000 });
    expect(await card.getByRole('button', { name: 'Đã đóng gói' }).isDisabled()).toBe(false);
  });

  it('packs the line, hands it to the shipper after confirming, and the order goes to In Shipping by itself, live in the admin too', async () => {
    const adminRow = adminPage.locator('tbody tr.ant-table-row', { hasText: placed.code });
    await adminRow.locator('[data-status="confirmed"]').waitFor();

    const card = supplierPage.getByRole('article', { name: `Đơn ${placed.code}` });
    await card.getByRole('button', { name: 'Đã đóng gói' }).click();
    await card.locator('.supplier-line-step', { hasText: 'Đã đóng gói' }).waitFor();
    expect(await card.getByRole('button', { name: 'Đã đóng gói' }).isDisabled()).toBe(true);
    await bothWidths(supplierPage, 'supplier-orders-packed');

    await card.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
    // Asked first, with the carrier and its tracking number: nothing moves until the supplier says so.
    const confirm = supplierPage.getByRole('dialog', {
      name: `Giao hàng của đơn ${placed.code} cho đơn vị vận chuyển?`,
    });
    await confirm.waitFor();
    await choose(supplierPage, confirm.getByRole('combobox', { name: 'Đơn vị vận chuyển' }), 'Giao Hàng Nhanh (GHN)');
    await confirm.getByLabel('Mã vận đơn').fill('GHN5NK8XT');
    await toastsGone(supplierPage);
    await screenshot(supplierPage, 'supplier-orders-confirm-1440');
    await confirm.getByRole('button', { name: 'Đã giao' }).click();
    await card.locator('.supplier-line-step', { hasText: 'Đã giao vận chuyển' }).waitFor();
    await card.getByText('Giao Hàng Nhanh (GHN) · GHN5NK8XT').waitFor();
    // Its only line handed over: the order is on its way, with no one setting the status.
    await card.locator('[data-status="inShipping"]', { hasText: say('status.order.inShipping') }).waitFor();
    expect(await card.getByRole('button', { name: 'Giao cho vận chuyển' }).isDisabled()).toBe(true);
    await bothWidths(supplierPage, 'supplier-orders-shipping');

    // The admin's table, open all along, follows without a reload.
    await adminRow.locator('[data-status="inShipping"]').waitFor({ timeout: 15_000 });
    await adminRow.getByRole('button', { name: say('backOffice.orders.viewDetails') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('backOffice.orders.details', { code: placed.code }) });
    const steps = dialog.getByRole('region', { name: 'Giao hàng theo nhà cung cấp' });
    await steps.getByText(supplier.userName).waitFor();
    await steps.getByText('Đã giao vận chuyển').waitFor();
    await dialogShot(adminPage, 'supplier-admin-details-1440');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await dialogShot(adminPage, 'supplier-admin-details-390');
    await adminPage.setViewportSize({ width: 1440, height: 900 });
    // The history names the supplier's steps and who took them.
    await dialog.getByRole('tab', { name: 'Lịch sử' }).click();
    await dialog.getByText(`${supplier.userName} (nhà cung cấp)`).first().waitFor();
    expect(await dialog.getByText('Nhà cung cấp đóng gói / giao hàng', { exact: false }).count()).toBeGreaterThan(1);
    await adminPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("lets the admin read the order's e-mails in the outbox on the Operations screen", async () => {
    await adminPage.goto(url('/admin/operations'));
    const outbox = adminPage.getByRole('region', { name: 'Hộp thư đi' });
    await outbox.getByRole('heading', { name: 'Hộp thư đi' }).waitFor();
    // The e-mails go out from a job: the shipping one may take a moment.
    const mail = outbox.locator('.outbox-list button', { hasText: placed.code });
    await until(async () => {
      if ((await mail.count()) >= 2) return true;
      await outbox.getByRole('button', { name: 'Tải lại' }).click();
      await new Promise((r) => setTimeout(r, 500));
      return false;
    }, 20_000);
    expect(await mail.first().textContent()).toContain(shopper.email);
    await bothWidths(adminPage, 'supplier-admin-outbox');

    await mail.first().click();
    const message = adminPage.getByRole('dialog');
    const text = message.getByLabel('Nội dung thư');
    await text.waitFor();
    expect(await text.textContent()).toContain(placed.code);
    expect(await message.textContent()).toContain(shopper.email);
    await dialogShot(adminPage, 'supplier-admin-outbox-message-1440');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await dialogShot(adminPage, 'supplier-admin-outbox-message-390');
    await adminPage.setViewportSize({ width: 1440, height: 900 });
  });

  it("counts the order in the supplier's last 30 days once the cash is received", async () => {
    // What the 30 days held before (the demo's own paid orders include this supplier's lines).
    const before = (await (await supplierPage.request.get(url(apiRoutes.supplierOrders.dashboard))).json()).data
      .totals as { units: number; orders: number };
    const received = await adminContext.request.post(
      url(apiRoutes.adminOrders.paymentReceived.replace(':id', placed.orderId)),
    );
    expect(received.ok()).toBe(true);
    await supplierPage.goto(url('/supplier'));
    const units = supplierPage.locator('.stat-box', { hasText: 'Sản phẩm đã bán (30 ngày)' });
    await units.locator('.ant-statistic-content-value', { hasText: new RegExp(`^${before.units + 2}$`) }).waitFor();
    const orders = supplierPage.locator('.stat-box', { hasText: 'Đơn hàng đã thanh toán (30 ngày)' });
    expect(await orders.locator('.ant-statistic-content-value').textContent()).toBe(String(before.orders + 1));
    await supplierPage.locator('.recharts-bar-rectangle').first().waitFor();
    await bothWidths(supplierPage, 'supplier-dashboard-sold');
  });
});
