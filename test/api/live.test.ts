import type { Socket } from 'socket.io-client';
import { liveEvents } from '@tavico/contracts';
import {
  adminEnv,
  approveSandbox,
  placeOrder,
  signInAdmin,
  signUp,
  startShop,
  testProduct,
  type TestShop,
} from '../support/shop';
import { cookieOf, eventually, liveSocket } from '../support/live';

describe('live order pushes (standalone)', () => {
  let shop: TestShop;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let productId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, ORDER_PAYMENT_TIMEOUT: '2s' } });
    admin = await signInAdmin(shop.url);
    productId = (await admin.c.post('/api/admin/products/add', testProduct('Bàn trà gỗ óc chó', 50))).json.data._id;
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  const open = async (c: Parameters<typeof cookieOf>[0]) => {
    const live = await liveSocket(shop.url, cookieOf(c));
    sockets.push(live.socket);
    return live.pushes;
  };

  it('pushes placed, paid and status changes to the owner and the admins, and nothing to another customer', async () => {
    const an = await signUp(shop.url, 'an@example.vn', 'An');
    const binh = await signUp(shop.url, 'binh@example.vn', 'Bình');
    const [toAn, toBinh, toAdmin] = await Promise.all([open(an.c), open(binh.c), open(admin.c)]);

    await an.c.post('/api/shop/cart/add', { userId: an.id, productId, quantity: 2 });
    const created = await placeOrder(an.c, an.id);
    const orderId = created.json.orderId as string;
    const approved = await approveSandbox(shop.url, created.json.approvalURL);
    await an.c.post('/api/shop/order/capture', { paymentId: approved.paymentId, payerId: approved.payerId, orderId });
    const changed = await admin.c.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'inShipping' });
    expect(changed.status).toBe(200);

    const expected = [
      { event: liveEvents.orderPlaced, orderStatus: 'pending', paymentStatus: 'pending' },
      { event: liveEvents.orderPaid, orderStatus: 'confirmed', paymentStatus: 'paid' },
      { event: liveEvents.orderStatusChanged, orderStatus: 'inShipping', previousStatus: 'confirmed' },
    ];
    await eventually(() => expect(toAn.map((p) => p.event)).toEqual(expected.map((e) => e.event)));
    await eventually(() => expect(toAdmin.map((p) => p.event)).toEqual(expected.map((e) => e.event)));
    expected.forEach((e, i) => expect(toAn[i]).toMatchObject({ ...e, orderId, userId: an.id }));
    expect(toAdmin).toEqual(toAn);
    // What a list row needs, and positions that only grow.
    expect(toAn[2].row).toEqual({
      _id: orderId,
      code: created.json.code,
      userName: 'An',
      orderDate: expect.any(String),
      orderUpdateDate: expect.any(String),
      orderStatus: 'inShipping',
      paymentStatus: 'paid',
      totalAmount: 200,
    });
    expect(toAn[0].position).toBeLessThan(toAn[1].position);
    expect(toAn[1].position).toBeLessThan(toAn[2].position);
    expect(toAn[2].position).toBe(changed.json.position);

    await new Promise((r) => setTimeout(r, 200));
    expect(toBinh).toEqual([]);
  });

  it("pushes a shopper's cancellation to the admins' feed, read as theirs", async () => {
    const cuong = await signUp(shop.url, 'cuong@example.vn', 'Cường');
    const toAdmin = await open(admin.c);
    await cuong.c.post('/api/shop/cart/add', { userId: cuong.id, productId, quantity: 1 });
    const orderId = (await placeOrder(cuong.c, cuong.id)).json.orderId as string;
    await cuong.c.post(`/api/shop/order/cancel/${orderId}`);
    await eventually(() =>
      expect(toAdmin.find((p) => p.orderId === orderId && p.event === liveEvents.orderStatusChanged)).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'cancelled',
        row: expect.objectContaining({ code: expect.stringMatching(/^TV-/) }),
      }),
    );
  });

  it('pushes the expiry of an unpaid order', async () => {
    const chi = await signUp(shop.url, 'chi@example.vn', 'Chi');
    const toChi = await open(chi.c);
    await chi.c.post('/api/shop/cart/add', { userId: chi.id, productId, quantity: 1 });
    const orderId = (await placeOrder(chi.c, chi.id)).json.orderId as string;
    await eventually(() => expect(toChi.map((p) => p.event)).toContain(liveEvents.orderExpired), 10_000);
    expect(toChi.find((p) => p.event === liveEvents.orderExpired)).toMatchObject({
      orderId,
      orderStatus: 'rejected',
      paymentStatus: 'expired',
    });
  });

  it('delivers a push to an admin once, even for the admin’s own order', async () => {
    const toAdmin = await open(admin.c);
    await admin.c.post('/api/shop/cart/add', { userId: admin.id, productId, quantity: 1 });
    const orderId = (await placeOrder(admin.c, admin.id)).json.orderId as string;
    await eventually(() => expect(toAdmin.some((p) => p.orderId === orderId)).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(toAdmin.filter((p) => p.orderId === orderId && p.event === liveEvents.orderPlaced)).toHaveLength(1);
  });
});
