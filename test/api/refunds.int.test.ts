import { simpleParser } from 'mailparser';
import { defaultSiteSettings, streams } from '@tavico/contracts';
import { orderRefundJob } from '@tavico/workers';
import { scenario, type Person } from '../support/scenario';
import { placeOrder, testAddress } from '../support/shop';
import { eventually } from '../support/live';
import { startSmtpCatcher } from '../support/smtpServer';

/**
 * Refunds and returns (issue 30, decisions §37): a paid order rejected is refunded (PayPal through
 * the sandbox provider, a transfer recorded by staff), a delivered order's lines come back within
 * RETURN_DAYS and are refunded, with the stock back; the buyer hears of each refund by e-mail.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => smtp.close());

// The shop's clock runs `skew` ahead of the machine's: a test moves past the return window.
let skew = 0;
const shop = scenario({
  customer: true,
  env: () => ({ SMTP_URL: smtp.url, RETURN_DAYS: '7', SESSION_TTL_HOURS: String(24 * 30) }),
  clock: { now: () => new Date(Date.now() + skew) },
});
const days = (n: number) => n * 86_400_000;

const orderOf = async (person: Person, orderId: string) =>
  (await person.c.get(`/api/shop/order/details/${orderId}`)).json.data;
const adminOrder = async (orderId: string) => (await shop.admin.get(`/api/admin/orders/details/${orderId}`)).json.data;
const subjects = async () => (await Promise.all(smtp.received.map((raw) => simpleParser(raw)))).map((m) => m);

describe('refunds', () => {
  it('refunds a PayPal order through the provider when the admin rejects it once paid', async () => {
    const product = await shop.addProduct('Tủ áo', 5, 300);
    const { orderId, code } = await shop.buy(shop.customer, [{ productId: product, quantity: 1 }]);
    const rejected = await shop.admin.request('PUT', `/api/admin/orders/update/${orderId}`, {
      orderStatus: 'rejected',
    });
    expect(rejected.status).toBe(200);
    // Decisions §37: the status stays rejected; the refund is a step of its own.
    expect(rejected.json.data).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'paid', refundDue: 300 });

    const refunded = await eventually(async () => {
      const order = await adminOrder(orderId);
      expect(order).toMatchObject({
        orderStatus: 'rejected',
        paymentStatus: 'refunded',
        refundDue: 0,
        refundedAmount: 300,
      });
      return order;
    }, 30_000);
    expect(refunded.refunds).toEqual([
      {
        refundId: expect.stringMatching(/^RF-/),
        amount: 300,
        via: 'paypal',
        reference: expect.stringMatching(/^RF-/),
        at: expect.any(String),
      },
    ]);
    const job = await shop.shop.queue.getJob(
      `${orderRefundJob}-${(await shop.shop.eventStore.readStream(streams.order(orderId))).find((e) => e.type === 'OrderRefundDue')!.id}`,
    );
    expect(job?.status).toBe('completed');

    // The customer's order and its history show it; an e-mail tells the amount.
    expect(await orderOf(shop.customer, orderId)).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 300 });
    const history = (await shop.admin.get(`/api/admin/orders/history/${orderId}`)).json.data;
    const types = history.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['OrderRefundDue', 'OrderRefunded']));
    await eventually(async () => {
      const mail = (await subjects()).find((m) => m.subject === `Đơn hàng ${code} đã được hoàn tiền`);
      expect(mail?.text).toContain('Số tiền hoàn lần này: $300.00');
    }, 30_000);

    // Nothing is left to refund: a second try says so.
    const again = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, {});
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Đơn hàng này không có khoản nào cần hoàn tiền.');
  });

  it('takes a bank transfer refund from staff with its reference, in parts', async () => {
    const product = await shop.addProduct('Kệ giày', 5, 80);
    const lan = shop.customer;
    const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000888888', accountName: 'TAVICO HOME' };
    await shop.admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, bank });
    await lan.c.post('/api/shop/cart/add', { userId: lan.id, productId: product, quantity: 2 });
    const addressId = (await lan.c.get(`/api/shop/address/get/${lan.id}`)).json.data[0]._id;
    const placed = await lan.c.post('/api/shop/order/create', {
      paymentMethod: 'bank-transfer',
      addressInfo: { addressId },
    });
    const orderId = placed.json.orderId as string;
    expect((await shop.admin.post(`/api/admin/orders/payment-received/${orderId}`)).status).toBe(200);
    await shop.admin.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'rejected' });

    const noReference = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, { amount: 50 });
    expect(noReference.status).toBe(400);
    expect(noReference.json.message).toBe('Vui lòng nhập mã tham chiếu của giao dịch hoàn tiền.');
    const tooMuch = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, { amount: 500, reference: 'VCB-1' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toBe('Số tiền hoàn không được vượt quá số còn phải hoàn ($160.00).');
    const customerTries = await lan.c.post(`/api/admin/orders/${orderId}/refund`, { reference: 'x' });
    expect(customerTries.status).toBe(403);

    const part = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, { amount: 60, reference: 'VCB-1' });
    expect(part.status).toBe(200);
    expect(part.json.data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'partiallyRefunded',
      refundDue: 100,
    });
    const rest = await shop.admin.post(`/api/admin/orders/${orderId}/refund`, { reference: 'VCB-2' });
    expect(rest.json.data).toMatchObject({ paymentStatus: 'refunded', refundDue: 0, refundedAmount: 160 });
    expect(rest.json.data.refunds.map((r: { reference: string; via: string }) => [r.reference, r.via])).toEqual([
      ['VCB-1', 'manual'],
      ['VCB-2', 'manual'],
    ]);
  });
});

describe('returns', () => {
  const delivered = async (person: Person, product: string, quantity: number) => {
    const { orderId } = await shop.buy(person, [{ productId: product, quantity }]);
    await shop.admin.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    return orderId;
  };

  it('goes from request to refund: approved, received, the stock back, PayPal refunded', async () => {
    const product = await shop.addProduct('Ghế đẩu', 10, 25);
    const orderId = await delivered(shop.customer, product, 3);
    expect(await shop.stockOf(product)).toBe(7);
    const view = await orderOf(shop.customer, orderId);
    expect(Date.parse(view.returnUntil) - Date.parse(view.timeline.at(-1).at)).toBe(days(7));

    const asked = await shop.customer.c.post(`/api/shop/order/return/${orderId}`, {
      lines: [{ productId: product, quantity: 2 }],
      reason: 'Ghế bị nứt chân',
    });
    expect(asked.status).toBe(201);
    expect(asked.json.message).toBe('Đã gửi yêu cầu trả hàng. Cửa hàng sẽ liên hệ với bạn.');
    const returned = asked.json.data.returns[0];
    expect(returned).toMatchObject({ status: 'requested', amount: 50, reason: 'Ghế bị nứt chân' });

    const early = await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returned.returnId}/receive`);
    expect(early.status).toBe(409);
    expect((await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returned.returnId}/approve`)).status).toBe(
      200,
    );
    const received = await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returned.returnId}/receive`);
    expect(received.status).toBe(200);
    expect(received.json.data.returns[0].status).toBe('received');
    expect(received.json.data.orderStatus).toBe('delivered');
    expect(await shop.stockOf(product)).toBe(9);
    // Received twice (a retried click): the stock comes back once.
    await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returned.returnId}/receive`);
    expect(await shop.stockOf(product)).toBe(9);

    await eventually(async () => {
      expect(await adminOrder(orderId)).toMatchObject({
        paymentStatus: 'partiallyRefunded',
        refundedAmount: 50,
        refundDue: 0,
      });
    }, 30_000);
  });

  it("takes a guest's return from its order's signed link, with no account to sign in to", async () => {
    const product = await shop.addProduct('Kệ giày', 10, 40);
    const guest = shop.guest();
    const userId = (await guest.post('/api/auth/guest')).json.user.id as string;
    await guest.post('/api/shop/cart/add', { userId, productId: product, quantity: 2 });
    await guest.post('/api/shop/address/add', { ...testAddress, userId });
    const addressId = (await guest.get(`/api/shop/address/get/${userId}`)).json.data[0]._id as string;
    await guest.request('PUT', '/api/auth/guest/contact', { userName: 'Chị Mai', email: 'mai@example.vn' });
    const placed = await guest.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
    expect(placed.status).toBe(201);
    const { orderId, code } = placed.json as { orderId: string; code: string };
    await shop.admin.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    // The link of the guest's e-mails, as "Tra cứu đơn hàng" also gives it.
    const phone = testAddress.phone.replace(/^\+84\s*/, '0');
    const found = (await shop.guest().post('/api/shop/order/lookup', { code, phone })).json;
    expect(found.accountOrder).toBe(false);
    const token = found.followToken as string;

    // Another browser, no session at all: the link is what asks.
    const stranger = shop.guest();
    const lines = [{ productId: product, quantity: 1 }];
    const asked = await stranger.post(`/api/shop/order/follow/${token}/return`, { lines, reason: 'Kệ bị cong' });
    expect(asked.status).toBe(201);
    expect(asked.json.data.returns).toEqual([
      expect.objectContaining({ status: 'requested', amount: 40, reason: 'Kệ bị cong' }),
    ]);
    expect(asked.json.data).not.toHaveProperty('userId');
    const followed = (await stranger.get(`/api/shop/order/follow/${token}`)).json.data;
    expect(followed.returns[0]).toMatchObject({ status: 'requested' });
    expect((await adminOrder(orderId)).returns[0]).toMatchObject({ status: 'requested', reason: 'Kệ bị cong' });

    // A made-up link asks nothing; the order's own rules still hold (no more than was bought).
    const [encoded, signature] = token.split('.');
    const forged = `${Buffer.from(`${Buffer.from(encoded, 'base64url')}x`).toString('base64url')}.${signature}`;
    const refused = await stranger.post(`/api/shop/order/follow/${forged}/return`, { lines, reason: 'Kệ bị cong' });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('Liên kết theo dõi đơn hàng không hợp lệ.');
    const tooMany = await stranger.post(`/api/shop/order/follow/${token}/return`, {
      lines: [{ productId: product, quantity: 2 }],
      reason: 'Kệ bị cong',
    });
    expect(tooMany.status).toBe(400);
    expect((await adminOrder(orderId)).returns).toHaveLength(1);
  });

  it('takes the same return asked five times at once only as far as what was bought', async () => {
    const product = await shop.addProduct('Kệ giày', 10, 30);
    const orderId = await delivered(shop.customer, product, 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shop.customer.c.post(`/api/shop/order/return/${orderId}`, {
          lines: [{ productId: product, quantity: 2 }],
          reason: 'Sai màu',
        }),
      ),
    );
    // One is taken; the others are told why, none with a 5xx.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Chỉ có thể trả tối đa 0 sản phẩm "Kệ giày".');
    }
    const view = await orderOf(shop.customer, orderId);
    expect(view.returns).toHaveLength(1);
  });

  it("refuses a return out of the window, for more than bought, before delivery, or on another's order", async () => {
    const product = await shop.addProduct('Bàn học', 10, 60);
    const orderId = await delivered(shop.customer, product, 1);
    const ask = (person: Person, id: string, quantity = 1) =>
      person.c.post(`/api/shop/order/return/${id}`, { lines: [{ productId: product, quantity }], reason: 'Không vừa' });

    const more = await ask(shop.customer, orderId, 2);
    expect(more.status).toBe(400);
    expect(more.json.message).toBe('Chỉ có thể trả tối đa 1 sản phẩm "Bàn học".');

    const other = await shop.signUp('hoa@example.vn', 'Hoa');
    const notHers = await ask(other, orderId);
    expect(notHers.status).toBe(403);

    // Its code and phone open it by a link (as a guest's), but an account's return is asked signed in.
    const { code } = await orderOf(shop.customer, orderId);
    const phone = testAddress.phone.replace(/^\+84\s*/, '0');
    const found = (await shop.guest().post('/api/shop/order/lookup', { code, phone })).json;
    expect(found.accountOrder).toBe(true);
    const byLink = await shop.guest().post(`/api/shop/order/follow/${found.followToken}/return`, {
      lines: [{ productId: product, quantity: 1 }],
      reason: 'Không vừa',
    });
    expect(byLink.status).toBe(403);
    expect(byLink.json.message).toBe('Đơn hàng này thuộc một tài khoản: vui lòng đăng nhập để yêu cầu trả hàng.');
    expect((await orderOf(shop.customer, orderId)).returns).toEqual([]);

    const noReason = await shop.customer.c.post(`/api/shop/order/return/${orderId}`, {
      lines: [{ productId: product, quantity: 1 }],
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('Vui lòng cho biết lý do trả hàng (ít nhất 3 ký tự).');

    await shop.customer.c.post('/api/shop/cart/add', { userId: shop.customer.id, productId: product, quantity: 1 });
    const placed = await placeOrder(shop.customer.c, shop.customer.id);
    const notDelivered = await ask(shop.customer, placed.json.orderId);
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.json.message).toBe('Chỉ có thể yêu cầu trả hàng sau khi đơn đã được giao.');

    skew = days(7) + 60_000;
    try {
      const late = await ask(shop.customer, orderId);
      expect(late.status).toBe(409);
      expect(late.json.message).toBe('Đã quá thời hạn trả hàng (7 ngày kể từ khi nhận hàng).');
    } finally {
      skew = 0;
    }
  });

  it('is refused by staff with a reason, and a refused return gives its lines back to ask again', async () => {
    const product = await shop.addProduct('Đèn cây', 10, 40);
    const orderId = await delivered(shop.customer, product, 1);
    const asked = await shop.customer.c.post(`/api/shop/order/return/${orderId}`, {
      lines: [{ productId: product, quantity: 1 }],
      reason: 'Đổi ý',
    });
    const returnId = asked.json.data.returns[0].returnId;
    const noWhy = await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returnId}/refuse`, {});
    expect(noWhy.status).toBe(400);
    const refused = await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returnId}/refuse`, {
      refusal: 'Sản phẩm đã qua sử dụng',
    });
    expect(refused.json.data.returns[0]).toMatchObject({ status: 'refused', refusal: 'Sản phẩm đã qua sử dụng' });
    const approveAfter = await shop.admin.post(`/api/admin/orders/${orderId}/returns/${returnId}/approve`);
    expect(approveAfter.status).toBe(409);
    expect(approveAfter.json.message).toBe('Yêu cầu trả hàng này đã được xử lý.');
  });
});
