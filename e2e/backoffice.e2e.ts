import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiRoutes, houseBrand, productMessages, inVietnamese } from '@tavico/contracts';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { choose, dialogShot, settledPopconfirm, until } from './support/page';
import { say } from './support/words';
import { handsOverHouseLines, savesInvoice } from './support/orderDocuments';

/** The back office's words (its catalogue's 'backOffice.' keys). */
const bo = (key: string, values?: Record<string, string | number>) => say(`backOffice.${key}`, values);

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
const password = 'mat-khau-8';

/** A real PNG, as a person would pick from their disk. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 139, g: 90, b: 43 } } })
    .png()
    .toBuffer();

describe('the back office, as the people who run the shop use it', () => {
  let shop: RunningShop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** A browser window of its own (own cookies), signed in through the login page. */
  async function signedInPage(email: string, pass: string, width = 1440): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill(pass);
    await page.getByRole('button', { name: say('auth.signIn') }).click();
    await page.getByText('Đăng nhập thành công!').first().waitFor();
    return page;
  }

  /** Registers someone over the API; the admin's page gives them a role over the API too. */
  async function register(userName: string, email: string, role?: string) {
    const context = await browser.newContext();
    contexts.push(context);
    await context.request.post(`${shop.url}${apiRoutes.auth.register}`, { data: { userName, email, password } });
    const login = await context.request.post(`${shop.url}${apiRoutes.auth.login}`, { data: { email, password } });
    const id = (await login.json()).user.id as string;
    if (role) {
      const asAdmin = await browser.newContext();
      contexts.push(asAdmin);
      await asAdmin.request.post(`${shop.url}${apiRoutes.auth.login}`, { data: admin });
      const changed = await asAdmin.request.put(`${shop.url}${apiRoutes.adminUsers.role.replace(':id', id)}`, {
        data: { role },
      });
      expect(changed.ok()).toBe(true);
    }
    return { id, context };
  }

  async function fillProduct(page: Page, fields: { title: string; price: string; stock: string }) {
    const sheet = page.locator('.ant-drawer');
    // The main image's drop area (the gallery's 'Thêm ảnh' has a file input of its own).
    await sheet
      .locator('.image-upload input[type=file]')
      .setInputFiles({ name: 'ban.png', mimeType: 'image/png', buffer: await photo() });
    await sheet.getByRole('img', { name: 'Ảnh đã tải lên' }).waitFor();
    await sheet.getByLabel(bo('products.title')).fill(fields.title);
    await sheet.getByLabel(bo('products.description')).fill('Gỗ sồi tự nhiên, hoàn thiện dầu lau.');
    await choose(page, sheet.getByLabel(bo('products.category')), say('categories.ban'));
    await sheet.getByLabel(bo('products.price', { symbol: '$' })).fill(fields.price);
    await sheet.getByLabel(bo('products.totalStock')).fill(fields.stock);
  }

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  it('an admin adds a product with an uploaded image, sees it in the shop, edits and deletes it', async () => {
    const page = await signedInPage(admin.email, admin.password);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('heading', { name: bo('menu.dashboard') }).waitFor();
    await page.getByText(bo('dashboard.revenue30')).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'backoffice-dashboard');

    const [panel, products] = [bo('layout.adminPanel'), bo('menu.products')];
    await page.getByRole('navigation', { name: panel }).getByRole('menuitem', { name: products }).click();
    await page.getByRole('heading', { name: products }).waitFor();
    await page.getByRole('button', { name: bo('products.add') }).click();
    await page.locator('.ant-drawer-title', { hasText: bo('products.add') }).waitFor();
    const submit = page.locator('.ant-drawer').getByRole('button', { name: bo('products.saveNew'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await fillProduct(page, { title: 'Bàn trà gỗ sồi Đà Lạt', price: '420', stock: '7' });
    await screenshot(page, 'backoffice-product-sheet');
    await submit.click();
    await page.getByText(inVietnamese(productMessages.added)).first().waitFor();
    const card = page.locator('.staff-card', { hasText: 'Bàn trà gỗ sồi Đà Lạt' });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);

    // A shopper finds it in the shop.
    const shopper = await browser.newPage();
    await shopper.goto(`${shop.url}/search?keyword=${encodeURIComponent('ban tra go soi da lat')}`);
    await shopper.locator('.product-card', { hasText: 'Bàn trà gỗ sồi Đà Lạt' }).waitFor();
    await shopper.close();

    // Edit: the sheet opens with the product, the image kept (upload disabled while editing).
    await card.getByRole('button', { name: bo('common.edit') }).click();
    await page.locator('.ant-drawer-title', { hasText: bo('products.editTitle') }).waitFor();
    expect(await page.locator('.ant-drawer .image-upload input[type=file]').isDisabled()).toBe(true);
    await page.locator('.ant-drawer').getByLabel(bo('products.title')).fill('Bàn trà gỗ sồi Đà Lạt (mới)');
    const saveEdit = bo('products.saveEdit');
    await page.locator('.ant-drawer').getByRole('button', { name: saveEdit, exact: true }).click();
    await page.locator('.staff-card', { hasText: 'Bàn trà gỗ sồi Đà Lạt (mới)' }).waitFor();
    // Closed to the end: as its closing ends, the sheet gives the focus back to the card's 'Sửa',
    // and a key pressed meanwhile would open it again (seen once on a busy machine).
    await page.locator('.ant-drawer-title').waitFor({ state: 'hidden' });
    await until(async () => (await page.locator('.ant-drawer-mask:visible').count()) === 0);

    // Filter by search, then delete with confirmation.
    await page.getByLabel(bo('products.search')).fill('da lat');
    await page.getByLabel(bo('products.search')).press('Enter');
    await until(async () => (await page.locator('.staff-card').count()) === 1);
    await screenshot(page, 'backoffice-products');
    const remove = bo('common.delete');
    await page.locator('.staff-card').getByRole('button', { name: remove }).click();
    await settledPopconfirm(page).getByRole('button', { name: remove }).click();
    await page.getByText(bo('products.empty')).waitFor();
  });

  it("a supplier adds its own product and does not see the admin's", async () => {
    await register('Gỗ Minh Long', 'minhlong@example.vn', 'supplier');
    const page = await signedInPage('minhlong@example.vn', password);
    await page.waitForURL(/\/supplier\/products$/);
    await page.getByText(bo('layout.supplierPanel')).first().waitFor();
    await page.getByRole('button', { name: bo('products.add') }).click();
    await fillProduct(page, { title: 'Ghế đẩu gỗ Minh Long', price: '35', stock: '20' });
    // A supplier's brand is its own: the form has no brand field.
    expect(await page.locator('.ant-drawer').getByLabel(bo('products.brand')).count()).toBe(0);
    const add = bo('products.saveNew');
    await page.locator('.ant-drawer').getByRole('button', { name: add, exact: true }).click();
    await page.locator('.staff-card', { hasText: 'Ghế đẩu gỗ Minh Long' }).waitFor();
    // Only its own: the demo catalogue's house products are not in its list.
    expect(await page.locator('.staff-card').count()).toBe(1);
    await page.locator('.ant-drawer-title').waitFor({ state: 'hidden' });
    await screenshot(page, 'backoffice-supplier-products');

    await page.getByRole('menuitem', { name: bo('menu.profile') }).click();
    await page.getByRole('heading', { name: bo('menu.profile') }).waitFor();
    await page.getByLabel(bo('profile.contactInfo')).fill('Đồng Kỵ, Từ Sơn, Bắc Ninh — 0912 000 111');
    // The background is the supplier's story, written as text.
    const story = 'Ba đời thợ mộc Đồng Kỵ: bàn ghế gỗ óc chó ghép mộng truyền thống, hoàn thiện bằng dầu tự nhiên.';
    await page.getByLabel(bo('profile.background')).fill(story);
    expect(await page.getByRole('button', { name: bo('profile.save') }).isDisabled()).toBe(true);
    await page.locator('.profile-form input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const save = bo('profile.save');
    await page.getByRole('button', { name: save }).and(page.locator(':not([disabled])')).click();
    await page.getByText('Đã lưu hồ sơ nhà cung cấp.').waitFor();
    await screenshot(page, 'backoffice-supplier-profile');
    await page.goto(`${shop.url}/nha-cung-cap`);
    await page.getByText(story).waitFor();
    await screenshot(page, 'storefront-suppliers-story');
  });

  it("a customer's order arrives live in the admin's table; the admin moves it on and the customer's page follows; an auditor steps through its history", async () => {
    const adminPage = await signedInPage(admin.email, admin.password);
    await adminPage.goto(`${shop.url}/admin/orders`);
    await adminPage.getByText(bo('common.live')).waitFor();

    // The customer has the account page open in their own browser.
    const { id: customerId } = await register('Võ Thị Mai', 'mai@example.vn');
    const customerPage = await signedInPage('mai@example.vn', password);
    await customerPage.goto(`${shop.url}/shop/account`);
    await customerPage.getByText(say('orders.history')).first().waitFor();

    // The customer buys (over the API, from the same browser) and pays at the sandbox.
    const api = customerPage.context().request;
    const products = await (await api.get(`${shop.url}${apiRoutes.shop.products}`)).json();
    // One of the house's own products: the admin hands it to the carrier (issue 30).
    const product = products.data.find(
      (p: { totalStock: number; brand: string }) => p.totalStock > 2 && p.brand === houseBrand.id,
    );
    await api.post(`${shop.url}${apiRoutes.shop.cartAdd}`, {
      data: { userId: customerId, productId: product._id, quantity: 1 },
    });
    await api.post(`${shop.url}${apiRoutes.shop.addressAdd}`, {
      data: {
        userId: customerId,
        recipientName: 'Lan',
        phone: '0905123456',
        provinceCode: '46', // Thành phố Huế
        wardCode: '19789', // Phường Thuận Hóa
        address: '5 Lý Thường Kiệt',
        notes: '-',
      },
    });
    const addresses = await (
      await api.get(`${shop.url}${apiRoutes.shop.addressGet.replace(':userId', customerId)}`)
    ).json();
    const created = await (
      await api.post(`${shop.url}${apiRoutes.shop.orderCreate}`, {
        data: { addressInfo: { addressId: addresses.data[0]._id } },
      })
    ).json();
    const orderId = created.orderId as string;

    // Placed: it is at the top of the admin's table at once, without a reload.
    const row = adminPage.locator('tr', { hasText: orderId });
    await row.waitFor({ timeout: 8000 });
    expect(await adminPage.locator('tbody tr').first().textContent()).toContain(orderId);
    expect(await row.textContent()).toContain(say('status.order.pending'));
    await screenshot(adminPage, 'backoffice-orders-live');

    const approve = await api.post(new URL(`${created.approvalURL}/approve`, shop.url).toString(), { maxRedirects: 0 });
    const back = new URL(approve.headers().location, shop.url);
    await api.post(`${shop.url}${apiRoutes.shop.orderCapture}`, {
      data: { paymentId: back.searchParams.get('paymentId'), payerId: back.searchParams.get('PayerID'), orderId },
    });
    await until(async () => ((await row.textContent()) ?? '').includes(say('status.order.confirmed')));

    // The admin moves it on; the customer's open page follows.
    await row.getByRole('button', { name: bo('orders.viewDetails') }).click();
    const dialog = adminPage.getByRole('dialog');
    // The choices and the badges read in the shop's language, the same names.
    for (const status of ['inProcess', 'inShipping'] as const) {
      const badge = say(`status.order.${status}`);
      await choose(adminPage, dialog.getByLabel(bo('orders.statusField')), badge);
      await dialog.getByRole('button', { name: bo('orders.updateStatus') }).click();
      // The house's line waits: the admin names the carrier and the tracking number first.
      if (status === 'inShipping') await handsOverHouseLines(adminPage, 'Giao Hàng Nhanh (GHN)', 'GHN5NK8XT');
      await dialog.locator(`.status-badge`, { hasText: badge }).waitFor();
      await customerPage.locator(`tr[data-order="${orderId}"] .status-badge`, { hasText: badge }).waitFor();
    }
    await screenshot(adminPage, 'backoffice-order-details');
    await screenshot(customerPage, 'backoffice-customer-follows');
    // The customer's order names the parcel with its tracking link.
    const followed = await (await api.get(`${shop.url}/api/shop/order/details/${orderId}`)).json();
    expect(followed.data.shipments[0]).toMatchObject({ carrierId: 'ghn', trackingCode: 'GHN5NK8XT' });

    // The auditor signs in to a read-only back office: the orders only, no control that changes anything.
    await register('Kiểm Toán Viên', 'audit@example.vn', 'auditor');
    const auditor = await signedInPage('audit@example.vn', password);
    await auditor.waitForURL(/\/admin\/orders$/);
    const menu = auditor.getByRole('navigation', { name: bo('layout.adminPanel') }).getByRole('menuitem');
    await menu.first().waitFor();
    expect(await menu.allTextContents()).toEqual([bo('menu.orders')]);
    const view = bo('orders.viewDetails');
    await auditor.locator('tr', { hasText: orderId }).getByRole('button', { name: view }).click();
    const details = auditor.getByRole('dialog');
    const titled = bo('orders.details', { code: '' }).trim();
    await details.getByText(titled, { exact: false }).first().waitFor();
    expect(await details.getByRole('button', { name: bo('orders.updateStatus') }).count()).toBe(0);
    expect(await details.getByLabel(bo('orders.statusField')).count()).toBe(0);
    await details.getByRole('tab', { name: bo('orders.historyTab') }).click();
    // The history has loaded once its stepper shows; only then are its steps counted.
    await details.getByText(/Sau bước \d+\/\d+/).waitFor();
    const steps = details.locator('.ant-steps-item');
    await until(async () => (await steps.count()) >= 5);
    const total = await steps.count();
    await details.getByText(`Sau bước ${total}/${total}`, { exact: false }).waitFor();
    const shown = details.getByRole('region', { name: bo('history.shown') });
    expect(await shown.locator('.status-badge').textContent()).toBe(say('status.order.inShipping'));
    // The first step: the order as it was placed.
    await steps.first().click();
    await details.getByText(bo('history.after', { step: 1, total, event: bo('history.events.OrderPlaced') })).waitFor();
    expect(await shown.locator('.status-badge').textContent()).toBe(say('status.order.pending'));
    await details.getByRole('button', { name: bo('history.next') }).click();
    await details.getByText(`Sau bước 2/${total}`, { exact: false }).waitFor();
    expect(await details.getByText(/Quản Trị|Admin/).count()).toBeGreaterThan(0);
    await screenshot(auditor, 'backoffice-auditor-history');
    // Admin-only screens send an auditor back to the orders.
    await auditor.goto(`${shop.url}/admin/products`);
    await auditor.waitForURL(/\/admin\/orders$/);
  });

  it('opens a long history on its last page and pages back, a hundred steps at a time, numbered over the whole of it', async () => {
    // A cash-on-delivery order moved back and forth 120 times: 121 steps.
    const { id, context } = await register('Đặng Văn Long', 'long@example.vn');
    const api = context.request;
    await api.post(`${shop.url}${apiRoutes.auth.login}`, { data: { email: 'long@example.vn', password } });
    const products = await (await api.get(`${shop.url}${apiRoutes.shop.products}`)).json();
    const product = products.data.find((p: { totalStock: number }) => p.totalStock > 2);
    await api.post(`${shop.url}${apiRoutes.shop.cartAdd}`, {
      data: { userId: id, productId: product._id, quantity: 1 },
    });
    const address = {
      userId: id,
      recipientName: 'Minh',
      phone: '0905999888',
      provinceCode: '56', // Khánh Hòa
      wardCode: '22366', // Phường Nha Trang
      address: '9 Trần Phú',
      notes: '-',
    };
    await api.post(`${shop.url}${apiRoutes.shop.addressAdd}`, { data: address });
    const saved = await (await api.get(`${shop.url}${apiRoutes.shop.addressGet.replace(':userId', id)}`)).json();
    const created = await (
      await api.post(`${shop.url}${apiRoutes.shop.orderCreate}`, {
        data: { paymentMethod: 'cod', addressInfo: { addressId: saved.data[0]._id } },
      })
    ).json();
    const staff = await browser.newContext();
    contexts.push(staff);
    await staff.request.post(`${shop.url}${apiRoutes.auth.login}`, { data: admin });
    // Placed, confirmed by phone, then moved on 119 times: 121 steps.
    const confirmed = await staff.request.post(
      `${shop.url}${apiRoutes.adminOrders.confirm.replace(':id', created.orderId)}`,
    );
    expect(confirmed.ok()).toBe(true);
    for (let i = 0; i < 119; i++) {
      const moved = await staff.request.put(
        `${shop.url}${apiRoutes.adminOrders.update.replace(':id', created.orderId)}`,
        {
          data: { orderStatus: i % 2 === 0 ? 'inProcess' : 'inShipping' },
        },
      );
      expect(moved.ok()).toBe(true);
    }

    for (const width of [1440, 390]) {
      const page = await signedInPage(admin.email, admin.password, width);
      await page.goto(`${shop.url}/admin/orders?code=${created.code}`);
      const view = bo('orders.viewDetails');
      await page.getByRole('button', { name: view }).first().waitFor();
      await screenshot(page, `backoffice-orders-export-${width}`);
      await page.getByRole('button', { name: view }).first().click();
      const details = page.getByRole('dialog');
      // 'In hóa đơn' saves the order's invoice, a PDF, at either width.
      await savesInvoice(page, details, created.code);
      await dialogShot(page, `backoffice-order-documents-${width}`);
      await details.getByRole('tab', { name: bo('orders.historyTab') }).click();
      // It opens on the order as it stands now: the last page, the last step.
      await details.getByText(bo('history.pages', { from: 101, to: 121, total: 121 })).waitFor();
      await details.getByText('Sau bước 121/121', { exact: false }).waitFor();
      expect(await details.getByText('101. Đổi trạng thái').count()).toBe(1);
      await dialogShot(page, `backoffice-history-pages-${width}`);
      await details.locator('.ant-pagination-prev').click();
      await details.getByText(bo('history.pages', { from: 1, to: 100, total: 121 })).waitFor();
      await details.getByText('Sau bước 100/121', { exact: false }).waitFor();
    }
  });
});
