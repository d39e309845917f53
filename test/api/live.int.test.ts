import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { liveEventOf, liveEvents, liveRooms, type OrderHistoryEntry } from '@tavico/contracts';
import { approveSandbox, placeOrder, signInAdmin, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';
import { cookieOf, eventually, liveSocket } from '../support/live';

describe('live order pushes (standalone)', () => {
  const shop = scenario({ env: { ORDER_PAYMENT_TIMEOUT: '2s' } });
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let productId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    admin = await signInAdmin(shop.url);
    productId = (await admin.c.post('/api/admin/products/add', testProduct('Bàn trà gỗ óc chó', 50))).json.data._id;
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

  const open = async (c: Parameters<typeof cookieOf>[0]) => {
    const live = await liveSocket(shop.url, cookieOf(c));
    sockets.push(live.socket);
    return live.pushes;
  };
  /**
   * Until all that was sent to a room before now has reached this socket: a marker sent to the
   * room after it comes after it (one server, one connection, in order). What has not come by
   * then was never sent, with no guess at how long a push may take.
   */
  const allSentArrived = async (socket: Socket, room: string) => {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => socket.on('test:marker', (m: string) => m === marker && resolve()));
    shop.shop.notifier().emit(room, 'test:marker', marker);
    await arrived;
  };

  it("pushes every event of an order, with its revision in the order's stream, to the owner and the admins, and nothing to another customer", async () => {
    const an = await shop.signUp('an@example.vn', 'An');
    const binh = await shop.signUp('binh@example.vn', 'Bình');
    const [toAn, toAdmin] = await Promise.all([open(an.c), open(admin.c)]);
    const { socket: binhSocket, pushes: toBinh } = await liveSocket(shop.url, cookieOf(binh.c));
    sockets.push(binhSocket);

    await an.c.post('/api/shop/cart/add', { userId: an.id, productId, quantity: 2 });
    const created = await placeOrder(an.c, an.id);
    const orderId = created.json.orderId as string;
    const approved = await approveSandbox(shop.url, created.json.approvalURL);
    await an.c.post('/api/shop/order/capture', { paymentId: approved.paymentId, payerId: approved.payerId, orderId });
    const changed = await admin.c.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'inShipping' });
    expect(changed.status).toBe(200);

    // Every event of the order's stream, the payment's own steps (opened, capture started) too.
    const stream = (await admin.c.get(`/api/admin/orders/history/${orderId}`)).json.data as OrderHistoryEntry[];
    expect(stream.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'OrderPaymentCreated',
      'OrderCaptureStarted',
      'OrderPaid',
      'OrderStatusChanged',
    ]);
    await eventually(() => expect(toAn.map((p) => p.event)).toEqual(stream.map((e) => liveEventOf[e.type])));
    await eventually(() => expect(toAdmin.map((p) => p.event)).toEqual(stream.map((e) => liveEventOf[e.type])));
    expect(toAdmin).toEqual(toAn);
    const expected = [
      { event: liveEvents.orderPlaced, orderStatus: 'pending', paymentStatus: 'pending' },
      { event: liveEvents.orderPaid, orderStatus: 'confirmed', paymentStatus: 'paid' },
      { event: liveEvents.orderStatusChanged, orderStatus: 'inShipping', previousStatus: 'confirmed' },
    ];
    const told = toAn.filter((p) => p.event !== liveEvents.orderUpdated);
    expected.forEach((e, i) => expect(told[i]).toMatchObject({ ...e, orderId, userId: an.id }));
    // Each push carries its event's place in the order's stream, as the log has it: one after another.
    expect(toAn.map((p) => [p.position, p.revision])).toEqual(stream.map((e) => [e.position, e.revision]));
    expect(toAn.map((p) => p.revision)).toEqual([0, 1, 2, 3, 4]);
    // The order as the read side shows it carries the revision the last push had.
    const details = await an.c.get(`/api/shop/order/details/${orderId}`);
    expect(details.json.data.revision).toBe(4);
    const listed = await an.c.get(`/api/shop/order/list/${an.id}`);
    expect(listed.json.data.find((o: { _id: string }) => o._id === orderId).revision).toBe(4);
    // What a list row needs, what the order may do now (paid and on its way: nothing), and
    // positions that only grow.
    expect(told[2].row).toEqual({
      _id: orderId,
      code: created.json.code,
      userName: 'An',
      orderDate: expect.any(String),
      orderUpdateDate: expect.any(String),
      orderStatus: 'inShipping',
      paymentStatus: 'paid',
      totalAmount: 200,
      awaitsConfirmation: false,
      canCancel: false,
      awaitsReceipt: false,
      readyToFulfil: false,
    });
    expect(told[0].position).toBeLessThan(told[1].position);
    expect(told[1].position).toBeLessThan(told[2].position);
    expect(told[2].position).toBe(changed.json.position);

    await allSentArrived(binhSocket, liveRooms.user(binh.id));
    expect(toBinh).toEqual([]);
  });

  it("pushes a shopper's cancellation to the admins' feed, read as theirs", async () => {
    const cuong = await shop.signUp('cuong@example.vn', 'Cường');
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
    const chi = await shop.signUp('chi@example.vn', 'Chi');
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
    const { socket, pushes: toAdmin } = await liveSocket(shop.url, cookieOf(admin.c));
    sockets.push(socket);
    await admin.c.post('/api/shop/cart/add', { userId: admin.id, productId, quantity: 1 });
    const orderId = (await placeOrder(admin.c, admin.id)).json.orderId as string;
    await eventually(() => expect(toAdmin.some((p) => p.orderId === orderId)).toBe(true));
    await allSentArrived(socket, liveRooms.admins);
    expect(toAdmin.filter((p) => p.orderId === orderId && p.event === liveEvents.orderPlaced)).toHaveLength(1);
  });
});
