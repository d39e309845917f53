import type { APIRequestContext, Browser } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { dialogOpened, dialogShot, settled } from './support/page';
import { say } from './support/words';

const admin = { email: 'admin@tavico.vn', password: 'admin-pass-1' };
// Phường Biên Hòa (26068), Đồng Nai (75).
const address = {
  recipientName: 'Thu',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '9 Hà Huy Giáp',
};
const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000888888', accountName: 'TAVICO HOME' };

/**
 * Issue 30, in the browser at 390 and 1440 px: an admin records a bank transfer's refund on a
 * rejected order, and a customer asks to return a delivered order's line.
 */
describe('refunds and returns, in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let staff: APIRequestContext;
  const url = (path: string) => `${shop.url}${path}`;
  const byId = (path: string, id: string) => url(path.replace(':id', id));

  beforeAll(async () => {
    shop = await startShopProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    browser = await launchBrowser();
    const context = await browser.newContext();
    staff = context.request;
    await staff.post(url(apiRoutes.auth.login), { data: admin });
    const settings = await (await staff.get(url(apiRoutes.siteSettings.get))).json();
    await staff.put(url(apiRoutes.siteSettings.save), { data: { ...settings.data, bank } });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A new customer, signed in, who placed an order of the first product (2 of it) paid this way. */
  async function customerWithOrder(width: number, paymentMethod: 'cod' | 'bank-transfer') {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const who = {
      userName: `Thu ${width} ${paymentMethod}`,
      email: `thu${width}${paymentMethod}@example.vn`,
      password: 'mat-khau-8',
    };
    await context.request.post(url(apiRoutes.auth.register), { data: who });
    const login = await context.request.post(url(apiRoutes.auth.login), {
      data: { email: who.email, password: who.password },
    });
    const userId = (await login.json()).user.id as string;
    await context.request.post(url(apiRoutes.shop.addressAdd), { data: { ...address, userId } });
    const addressId = (await (await context.request.get(url(`/api/shop/address/get/${userId}`))).json()).data[0]._id;
    const products = (await (await context.request.get(url(apiRoutes.shop.products))).json()).data as {
      _id: string;
      title: string;
    }[];
    await context.request.post(url(apiRoutes.shop.cartAdd), {
      data: { userId, productId: products[0]._id, quantity: 2 },
    });
    const placed = await context.request.post(url(apiRoutes.shop.orderCreate), {
      data: { paymentMethod, addressInfo: { addressId } },
    });
    const { orderId, code } = (await placed.json()) as { orderId: string; code: string };
    return { context, orderId, code, product: products[0] };
  }

  for (const width of [390, 1440]) {
    it(`lets an admin record a bank transfer's refund on a rejected order, at ${width} px`, async () => {
      const { context, orderId, code } = await customerWithOrder(width, 'bank-transfer');
      await context.close();
      expect((await staff.post(byId(apiRoutes.adminOrders.paymentReceived, orderId))).ok()).toBe(true);
      expect(
        (await staff.put(byId(apiRoutes.adminOrders.update, orderId), { data: { orderStatus: 'rejected' } })).ok(),
      ).toBe(true);

      const adminContext = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await adminContext.request.post(url(apiRoutes.auth.login), { data: admin });
      const page = await adminContext.newPage();
      await page.goto(url('/admin/orders'));
      const row = page.locator('tbody tr.ant-table-row', { hasText: code });
      await row.getByRole('button', { name: say('backOffice.orders.viewDetails') }).click();
      const dialog = page.getByRole('dialog', { name: say('backOffice.orders.details', { code }) });
      await dialog.getByText(say('refunds.title')).waitFor();
      await dialog.getByText(say('refunds.due')).waitFor();
      await dialog.getByLabel(say('backOffice.refunds.reference')).fill(`VCB-${width}`);
      await dialogShot(page, `admin-refund-form-${width}`);
      await dialog.getByRole('button', { name: say('backOffice.refunds.record') }).click();
      await page.getByText('Đã ghi nhận khoản hoàn tiền.').waitFor();
      await dialog.getByText(`VCB-${width}`, { exact: false }).waitFor();
      await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
      await dialog.getByText(say('status.payment.refunded')).first().waitFor();
      await dialog.getByRole('button', { name: say('backOffice.refunds.record') }).waitFor({ state: 'detached' });
      await dialogShot(page, `admin-refunded-${width}`);
      await adminContext.close();
    });

    it(`lets a customer ask to return a delivered order's line, at ${width} px`, async () => {
      const { context, orderId, product } = await customerWithOrder(width, 'cod');
      // Delivered: cash on delivery is paid at the door.
      expect(
        (await staff.put(byId(apiRoutes.adminOrders.update, orderId), { data: { orderStatus: 'delivered' } })).ok(),
      ).toBe(true);
      const page = await context.newPage();
      await page.goto(url('/shop/account'));
      await page.getByRole('heading', { name: say('orders.history') }).waitFor();
      const row = page.locator(`.order-table tbody tr[data-order="${orderId}"]`);
      await row.getByRole('button', { name: say('orders.viewDetails') }).click();
      const dialog = page.getByRole('dialog', { name: say('orders.details') });
      await dialogOpened(dialog);
      await dialog.getByRole('button', { name: say('returns.ask') }).click();
      await dialog.locator('.return-form').getByRole('spinbutton').fill('1');
      await dialog.getByPlaceholder(say('returns.reasonHint')).fill('Mặt bàn bị trầy khi nhận');
      await settled(page);
      await dialogShot(page, `customer-return-form-${width}`);
      await dialog.getByRole('button', { name: say('returns.send') }).click();
      await page.getByText('Đã gửi yêu cầu trả hàng. Cửa hàng sẽ liên hệ với bạn.').waitFor();
      await dialog.getByText(say('refunds.returnStatus.requested')).waitFor();
      await dialog.getByText(`${product.title} × 1`).waitFor();
      // The toast stays while the pointer rests on it (it came up under the button at 390 px).
      await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
      await dialogShot(page, `customer-return-asked-${width}`);

      // Staff approve it: the open dialog hears it live and shows it.
      const returnId = (await (await context.request.get(url(`/api/shop/order/details/${orderId}`))).json()).data
        .returns[0].returnId as string;
      const approved = await staff.post(
        url(apiRoutes.adminOrders.returnApprove.replace(':id', orderId).replace(':returnId', returnId)),
      );
      expect(approved.ok()).toBe(true);
      await dialog.getByText(say('refunds.returnStatus.approved')).waitFor();
      await screenshot(page, `customer-return-approved-${width}`);
      await context.close();
    });
  }
});
