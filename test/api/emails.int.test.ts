import { simpleParser, type ParsedMail } from 'mailparser';
import { defaultSiteSettings, streams } from '@tavico/contracts';
import { orderEmailJob } from '@tavico/workers';
import {
  adminEnv,
  client,
  signInAdmin,
  signUp,
  startShop,
  testAddress,
  testProduct,
  type TestShop,
} from '../support/shop';
import { eventually } from '../support/live';
import { startSmtpCatcher } from '../support/smtpServer';

type Client = ReturnType<typeof client>;

/**
 * Every e-mail an order's events will send has been sent (or has failed for good): the workers
 * have gone past its last event, so each e-mail job is queued, and every such job has finished.
 * What arrives is then all there will be.
 */
async function emailsDone(shop: TestShop, orderId: string) {
  const events = await shop.shop.eventStore.readStream(streams.order(orderId));
  expect(await shop.shop.runner.waitFor(events[events.length - 1].position, 30_000)).toBe(true);
  await eventually(async () => {
    for (const event of events) {
      const job = await shop.shop.queue.getJob(`${orderEmailJob}-${event.id}`);
      expect([event.type, job === null || job.status === 'completed' || job.status === 'failed']).toEqual([
        event.type,
        true,
      ]);
    }
  }, 30_000);
}
const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000888888', accountName: 'TAVICO HOME' };

/**
 * Order e-mails, sent by the workers from the events to a real SMTP server in this process (the
 * `smtp-server` package), and written to the outbox when no server is set.
 */
describe('order e-mails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let shop: TestShop;
  let admin: Client;
  let n = 0;
  const mails = async () => Promise.all(smtp.received.map((raw) => simpleParser(raw)));
  const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

  const buyer = async () => {
    n += 1;
    const email = `thu${n}@example.vn`;
    const signed = await signUp(shop.url, email, `Khách <b>${n}</b>`);
    await signed.c.post('/api/shop/address/add', { ...testAddress, userId: signed.id });
    return { ...signed, email };
  };
  const checkout = async (c: Client, userId: string, paymentMethod: string) => {
    const addressId = (await c.get(`/api/shop/address/get/${userId}`)).json.data[0]._id as string;
    return c.post('/api/shop/order/create', { paymentMethod, addressInfo: { addressId } });
  };

  beforeAll(async () => {
    // The server refuses the first message it is given: that job must be tried again, and send once.
    smtp = await startSmtpCatcher({ failFirst: 1 });
    shop = await startShop({ env: { ...adminEnv, SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.tavico.vn' } });
    admin = (await signInAdmin(shop.url)).c;
    await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, hotlines: ['0909 123 456'], bank });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    await smtp.close();
  });

  it('tells the buyer an order was placed, cash on delivery, with its code; once, though the server refused it first', async () => {
    const table = (await admin.post('/api/admin/products/add', testProduct('Bàn <script>alert(1)</script>', 5, 120)))
      .json.data._id as string;
    const { c, id, email } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: table, quantity: 1 });
    const placed = await checkout(c, id, 'cod');
    const code = placed.json.code as string;

    await eventually(
      async () => expect((await mails()).map((m) => m.subject)).toContain(`Tavico Home đã nhận đơn hàng ${code}`),
      40_000,
    );
    const mail = (await mails()).find((m) => m.subject?.includes(code))!;
    expect(to(mail)).toBe(email);
    expect(mail.text).toContain('bạn trả tiền khi nhận hàng');
    expect(mail.text).toContain('Tổng cộng: $120.00');
    expect(mail.text).toContain('Hotline: 0909 123 456');
    expect(mail.text).toContain('https://shop.tavico.vn/shop/account');
    // What shoppers and staff typed is shown, never run.
    expect(mail.html).toContain('Bàn &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Khách &lt;b&gt;');
    expect(mail.html).not.toContain('<script>');

    // Delivered: one e-mail saying so; cash on delivery sends no separate 'paid' one.
    await admin.request('PUT', `/api/admin/orders/update/${placed.json.orderId}`, { orderStatus: 'delivered' });
    await eventually(async () =>
      expect((await mails()).map((m) => m.subject)).toContain(`Đơn hàng ${code} đã giao thành công`),
    );
    await emailsDone(shop, placed.json.orderId);
    const about = (await mails()).filter((m) => m.subject?.includes(code)).map((m) => m.subject);
    expect(about.sort()).toEqual(
      [`Tavico Home đã nhận đơn hàng ${code}`, `Đơn hàng ${code} đã giao thành công`].sort(),
    );
  });

  it('gives a bank-transfer buyer the account, the amount in dong and the code to quote, then says when it is paid', async () => {
    const shelf = (await admin.post('/api/admin/products/add', testProduct('Kệ sách', 5, 40))).json.data._id as string;
    const { c, id } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: shelf, quantity: 2 });
    const placed = await checkout(c, id, 'bank-transfer');
    const code = placed.json.code as string;
    await eventually(async () => expect((await mails()).some((m) => m.subject?.includes(code))).toBe(true));
    const mail = (await mails()).find((m) => m.subject?.includes(code))!;
    expect(mail.text).toContain('Số tài khoản: 0071000888888');
    expect(mail.text).toContain('Số tiền: 2.000.000 ₫');
    expect(mail.text).toContain(`Nội dung chuyển khoản: ${code}`);

    await admin.post(`/api/admin/orders/payment-received/${placed.json.orderId}`);
    await eventually(async () =>
      expect((await mails()).map((m) => m.subject)).toContain(`Đơn hàng ${code} đã được thanh toán`),
    );
  });

  it("shows the voucher's code and discount above the total it is inside of", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const voucher = { code: 'GIAM10', kind: 'amount', value: 10, minOrder: 0, startsAt: day(-1), endsAt: day(30) };
    expect((await admin.post('/api/admin/vouchers', { ...voucher, perCustomer: 1 })).status).toBe(201);
    const stool = (await admin.post('/api/admin/products/add', testProduct('Ghế đôn', 5, 60))).json.data._id as string;
    const { c, id } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: stool, quantity: 2 });
    const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id as string;
    const placed = await c.post('/api/shop/order/create', {
      paymentMethod: 'cod',
      addressInfo: { addressId },
      voucherCode: 'giam10',
    });
    expect(placed.status).toBe(201);
    const code = placed.json.code as string;
    await eventually(async () => expect((await mails()).some((m) => m.subject?.includes(code))).toBe(true));
    const mail = (await mails()).find((m) => m.subject?.includes(code))!;
    expect(mail.text).toContain('Mã giảm giá GIAM10: −$10.00\nTổng cộng: $110.00');
    expect(mail.html).toMatch(/Mã giảm giá GIAM10<\/td><td><\/td><td[^>]*>−\$10\.00</);
  });

  it('tells a buyer who cancelled that the order is cancelled', async () => {
    const lamp = (await admin.post('/api/admin/products/add', testProduct('Đèn gỗ', 5, 15))).json.data._id as string;
    const { c, id } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: lamp, quantity: 1 });
    const placed = await checkout(c, id, 'cod');
    await c.post(`/api/shop/order/cancel/${placed.json.orderId}`);
    await eventually(async () =>
      expect((await mails()).map((m) => m.subject)).toContain(`Đơn hàng ${placed.json.code} đã được hủy`),
    );
  });

  it('tells the buyer once when an admin sends the order out for delivery', async () => {
    const bed = (await admin.post('/api/admin/products/add', testProduct('Giường gỗ', 5, 300))).json.data._id as string;
    const { c, id, email } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: bed, quantity: 1 });
    const placed = await checkout(c, id, 'cod');
    const code = placed.json.code as string;
    const shipping = `Đơn hàng ${code} đang được giao`;
    await eventually(async () =>
      expect((await mails()).map((m) => m.subject)).toContain(`Tavico Home đã nhận đơn hàng ${code}`),
    );

    const moved = await admin.request('PUT', `/api/admin/orders/update/${placed.json.orderId}`, {
      orderStatus: 'inShipping',
    });
    expect(moved.status).toBe(200);
    await eventually(async () => expect((await mails()).map((m) => m.subject)).toContain(shipping));
    const mail = (await mails()).find((m) => m.subject === shipping)!;
    expect(to(mail)).toBe(email);
    expect(mail.text).toContain('Đơn hàng đã rời kho và đang trên đường giao tới bạn.');
    expect(mail.text).toContain(`Mã đơn hàng: ${code}`);
    expect(mail.html).toContain(`Mã đơn hàng: ${code}`);
    // Were the job to send twice, the second would be there once its jobs are done.
    await emailsDone(shop, placed.json.orderId);
    expect((await mails()).filter((m) => m.subject === shipping)).toHaveLength(1);
  });
});

describe('the e-mail of an unpaid order that expires (BANK_TRANSFER_TIMEOUT=2s)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let shop: TestShop;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    shop = await startShop({ env: { ...adminEnv, SMTP_URL: smtp.url, BANK_TRANSFER_TIMEOUT: '2s' } });
    const admin = (await signInAdmin(shop.url)).c;
    await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, bank });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    await smtp.close();
  });

  it('tells the buyer once that a transfer never came and the order expired', async () => {
    const admin = (await signInAdmin(shop.url)).c;
    const chest = (await admin.post('/api/admin/products/add', testProduct('Rương gỗ', 3, 80))).json.data._id as string;
    const { c, id } = await signUp(shop.url, 'het-han@example.vn', 'Hết Hạn');
    await c.post('/api/shop/address/add', { ...testAddress, userId: id });
    await c.post('/api/shop/cart/add', { userId: id, productId: chest, quantity: 1 });
    const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id as string;
    const placed = await c.post('/api/shop/order/create', {
      paymentMethod: 'bank-transfer',
      addressInfo: { addressId },
    });
    expect(placed.status).toBe(201);
    const code = placed.json.code as string;
    const expired = `Đơn hàng ${code} đã hết hạn thanh toán`;
    const mails = async () => Promise.all(smtp.received.map((raw) => simpleParser(raw)));

    await eventually(async () => expect((await mails()).map((m) => m.subject)).toContain(expired), 30_000);
    expect((await c.get(`/api/shop/order/details/${placed.json.orderId}`)).json.data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'expired',
    });
    const mail = (await mails()).find((m) => m.subject === expired)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('het-han@example.vn');
    expect(mail.text).toContain('Đơn hàng đã quá hạn thanh toán nên đã được hủy.');
    expect(mail.text).toContain(`Mã đơn hàng: ${code}`);
    // Expiring is the only ending: no 'rejected' e-mail beside it, and the expiry told once.
    await emailsDone(shop, placed.json.orderId);
    const about = (await mails()).filter((m) => m.subject?.includes(code)).map((m) => m.subject);
    expect(about.sort()).toEqual([`Tavico Home đã nhận đơn hàng ${code}`, expired].sort());
  });
});

describe('order e-mails without an SMTP server', () => {
  it('are written to the outbox, which only admins can read', async () => {
    const shop = await startShop({ env: adminEnv });
    try {
      const admin = (await signInAdmin(shop.url)).c;
      const product = (await admin.post('/api/admin/products/add', testProduct('Ghế', 5, 10))).json.data._id;
      const signed = await signUp(shop.url, 'hop-thu@example.vn', 'Hộp Thư');
      await signed.c.post('/api/shop/address/add', { ...testAddress, userId: signed.id });
      await signed.c.post('/api/shop/cart/add', { userId: signed.id, productId: product, quantity: 1 });
      const addressId = (await signed.c.get(`/api/shop/address/get/${signed.id}`)).json.data[0]._id;
      const placed = await signed.c.post('/api/shop/order/create', {
        paymentMethod: 'cod',
        addressInfo: { addressId },
      });
      expect(placed.status).toBe(201);
      const outbox = await eventually(async () => {
        const res = await admin.get('/api/admin/ops/outbox');
        expect(res.json.data).toHaveLength(1);
        return res.json;
      });
      expect(outbox.sending).toBe('outbox');
      expect(outbox.data[0]).toMatchObject({
        to: 'hop-thu@example.vn',
        subject: `Tavico Home đã nhận đơn hàng ${placed.json.code}`,
      });
      const raw = await admin.get(`/api/admin/ops/outbox/${outbox.data[0].name}`);
      expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await simpleParser(raw.text)).subject).toBe(outbox.data[0].subject);
      expect((await signed.c.get('/api/admin/ops/outbox')).status).toBe(403);
      expect((await admin.get('/api/admin/ops/outbox/..%2F..%2Fevents.sqlite')).status).toBe(404);
    } finally {
      await shop.stop();
      shop.cleanup();
    }
  });
});
