import { io as connect, type Socket } from 'socket.io-client';
import {
  flagsOf,
  orderMessages,
  supplierOrderChanged,
  type OrderView,
  type SupplierOrderView,
  inVietnamese,
} from '@tavico/contracts';
import { buy, client, placeOrder, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';
import { cookieOf, eventually } from '../support/live';

type Client = ReturnType<typeof client>;

/**
 * Stall holders ship their own goods: each supplier sees the orders holding its lines (its lines
 * only, and where to ship them), packs them and hands them to the shipper; when every line is
 * handed over the order is on its way by itself. Tried as an attacker would, too.
 */
describe("suppliers' orders over HTTP", () => {
  const shop = scenario();
  const { admin } = shop;
  let guest: Client;
  let minhLong: { c: Client; id: string };
  let phuQuy: { c: Client; id: string };
  let lan: { c: Client; id: string };
  const sockets: Socket[] = [];

  const product = async (who: Client, route: string, title: string, stock: number, price: number) =>
    (await who.post(route, testProduct(title, stock, price))).json.data._id as string;
  const ownOrders = async (c: Client) => (await c.get('/api/supplier/orders')).json.data as SupplierOrderView[];
  // Handed over in the shop's own truck (no tracking number): shipments.int.test.ts tries the carriers.
  const fulfil = (c: Client, orderId: string, to: string) =>
    c.post(`/api/supplier/orders/${orderId}/fulfil`, { to, ...(to === 'handedOver' ? { carrierId: 'own' } : {}) });

  beforeAll(async () => {
    guest = client(shop.url);
    minhLong = await shop.signUp('minhlong@example.vn', 'Gỗ Minh Long', 'supplier');
    phuQuy = await shop.signUp('phuquy@example.vn', 'Nội thất Phú Quý', 'supplier');
    lan = await shop.signUp('lan@example.vn', 'Lan');
    await lan.c.post('/api/shop/address/add', { ...testAddress, userId: lan.id });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
  });

  it('shows each supplier only its own lines of an order, with where to ship them', async () => {
    const table = await product(minhLong.c, '/api/supplier/products/add', 'Bàn Minh Long', 5, 100);
    const sofa = await product(phuQuy.c, '/api/supplier/products/add', 'Sofa Phú Quý', 5, 300);
    const vase = await product(admin, '/api/admin/products/add', 'Bình của nhà', 5, 20);
    const bought = await buy(shop.url, lan.c, lan.id, [
      { productId: table, quantity: 2 },
      { productId: sofa, quantity: 1 },
      { productId: vase, quantity: 1 },
    ]);

    const [forMinhLong] = await ownOrders(minhLong.c);
    expect(forMinhLong).toMatchObject({
      _id: bought.orderId,
      code: bought.code,
      // The address's recipient (decisions §34); an address saved before has none, the account's name stands in.
      recipient: testAddress.recipientName,
      address: { address: testAddress.address, phone: '+84912345678', wardCode: testAddress.wardCode },
      totalAmount: 200,
      readyToFulfil: true,
      lines: [{ productId: table, title: 'Bàn Minh Long', quantity: 2, price: 100, fulfilment: null }],
    });
    const [forPhuQuy] = await ownOrders(phuQuy.c);
    expect(forPhuQuy.lines.map((l) => l.productId)).toEqual([sofa]);
    expect(forPhuQuy.totalAmount).toBe(300);
    // Nothing of the other lines, the buyer's account or the order's total leaks.
    expect(JSON.stringify(forPhuQuy)).not.toContain(table);
    expect(JSON.stringify(forPhuQuy)).not.toContain(lan.id);

    // The house's line is the admin's to ship: the order waits for it, whatever the suppliers do.
    expect((await fulfil(minhLong.c, bought.orderId, 'handedOver')).status).toBe(200);
    expect((await fulfil(phuQuy.c, bought.orderId, 'handedOver')).status).toBe(200);
    const details = (await admin.get(`/api/admin/orders/details/${bought.orderId}`)).json.data as OrderView;
    expect(details.orderStatus).toBe('confirmed');
    expect(details.cartItems.map((l) => [l.title, l.fulfilment ?? null])).toEqual([
      ['Bàn Minh Long', 'handedOver'],
      ['Sofa Phú Quý', 'handedOver'],
      ['Bình của nhà', null],
    ]);
  });

  it('moves an order to shipping by itself once every line is handed over, each supplier at its own pace', async () => {
    const chair = await product(minhLong.c, '/api/supplier/products/add', 'Ghế Minh Long', 5, 40);
    const bed = await product(phuQuy.c, '/api/supplier/products/add', 'Giường Phú Quý', 5, 500);
    const bought = await buy(shop.url, lan.c, lan.id, [
      { productId: chair, quantity: 1 },
      { productId: bed, quantity: 1 },
    ]);
    const socket = connect(shop.url, { transports: ['websocket'], extraHeaders: { Cookie: cookieOf(phuQuy.c) } });
    sockets.push(socket);
    const told: { orderId: string }[] = [];
    socket.on(supplierOrderChanged, (push: { orderId: string }) => told.push(push));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    const packed = await fulfil(minhLong.c, bought.orderId, 'packed');
    expect(packed.status).toBe(200);
    expect(packed.json.message).toBe(inVietnamese(orderMessages.linesUpdated));
    // Again: nothing more to do, nothing recorded.
    const again = await fulfil(minhLong.c, bought.orderId, 'packed');
    expect([again.status, again.json.position]).toEqual([200, null]);
    expect((await fulfil(minhLong.c, bought.orderId, 'handedOver')).status).toBe(200);
    const halfway = (await lan.c.get(`/api/shop/order/details/${bought.orderId}`)).json.data as OrderView;
    expect(halfway.orderStatus).toBe('confirmed');
    // The other supplier hears that the order changed, and sees its own line still to do.
    await eventually(() => expect(told.map((t) => t.orderId)).toContain(bought.orderId));

    expect((await fulfil(phuQuy.c, bought.orderId, 'handedOver')).status).toBe(200);
    const onItsWay = (await lan.c.get(`/api/shop/order/details/${bought.orderId}`)).json.data as OrderView;
    expect(onItsWay.orderStatus).toBe('inShipping');
    expect(onItsWay.timeline.at(-1)?.step).toBe('inShipping');
    // Once on its way, nothing more to pack.
    const late = await fulfil(minhLong.c, bought.orderId, 'packed');
    expect(late.status).toBe(409);
    // The auditor's history names each step and who took it.
    const history = (await admin.get(`/api/admin/orders/history/${bought.orderId}`)).json.data as {
      type: string;
      actor: { name: string | null };
    }[];
    expect(history.filter((e) => e.type === 'OrderLinesFulfilled').map((e) => e.actor.name)).toEqual([
      'Gỗ Minh Long',
      'Gỗ Minh Long',
      'Nội thất Phú Quý',
    ]);
  });

  it('refuses, as an attacker would try: another supplier’s order, unpaid orders, customers and guests', async () => {
    const stool = await product(minhLong.c, '/api/supplier/products/add', 'Ghế đẩu Minh Long', 5, 15);
    // Unpaid (PayPal, not approved): not listed, not to be packed.
    await lan.c.post('/api/shop/cart/add', { userId: lan.id, productId: stool, quantity: 1 });
    const unpaid = await placeOrder(lan.c, lan.id);
    expect((await ownOrders(minhLong.c)).map((o) => o._id)).not.toContain(unpaid.json.orderId);
    const early = await fulfil(minhLong.c, unpaid.json.orderId, 'packed');
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(inVietnamese(orderMessages.notReadyToFulfil));

    const onlyMinhLong = await buy(shop.url, lan.c, lan.id, [{ productId: stool, quantity: 1 }]);
    // Not one of Phú Quý's lines there: as if the order did not exist.
    expect((await fulfil(phuQuy.c, onlyMinhLong.orderId, 'packed')).status).toBe(404);
    expect((await ownOrders(phuQuy.c)).map((o) => o._id)).not.toContain(onlyMinhLong.orderId);
    expect((await fulfil(lan.c, onlyMinhLong.orderId, 'packed')).status).toBe(403);
    expect((await fulfil(guest, onlyMinhLong.orderId, 'packed')).status).toBe(401);
    expect((await lan.c.get('/api/supplier/orders')).status).toBe(403);
    expect((await guest.get('/api/supplier/orders')).status).toBe(401);
    expect((await fulfil(minhLong.c, onlyMinhLong.orderId, 'shipped')).status).toBe(400);
    expect((await fulfil(minhLong.c, 'no-such-order', 'packed')).status).toBe(404);
    // A supplier does not read customers' orders either.
    expect((await minhLong.c.get(`/api/shop/order/details/${onlyMinhLong.orderId}`)).status).toBe(403);
  });

  it("gives a supplier its last 30 days' units and revenue, and its products running low", async () => {
    const dashboard = (await minhLong.c.get('/api/supplier/dashboard')).json.data;
    expect(dashboard.days).toHaveLength(30);
    // Paid so far, its own lines: 2 tables ($200), a chair ($40), and 2 stools ($30: the unpaid
    // order's stool stayed in the cart and was bought with the next one).
    expect(dashboard.totals).toEqual({ units: 5, revenue: 270, orders: 3 });
    expect(dashboard.days.at(-1)).toMatchObject({ units: 5, revenue: 270 });
    expect(dashboard.lowStock.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['Bàn Minh Long', 'Ghế Minh Long', 'Ghế đẩu Minh Long']),
    );
    expect((await phuQuy.c.get('/api/supplier/dashboard')).json.data.totals).toEqual({
      units: 2,
      revenue: 800,
      orders: 2,
    });
    expect((await lan.c.get('/api/supplier/dashboard')).status).toBe(403);
  });

  // Last: its orders would change the dashboard's figures above.
  it("keeps a cancelled or rejected order's buyer from its supplier: no name, phone or address, in the list or its push", async () => {
    const shelf = await product(minhLong.c, '/api/supplier/products/add', 'Kệ Minh Long', 9, 60);
    const socket = connect(shop.url, { transports: ['websocket'], extraHeaders: { Cookie: cookieOf(minhLong.c) } });
    sockets.push(socket);
    const told: Record<string, unknown>[] = [];
    socket.on(supplierOrderChanged, (push: Record<string, unknown>) => told.push(push));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    // Cash on delivery: a supplier sees the order at once, and the shopper may still cancel it.
    const ha = await shop.signUp('ha@example.vn', 'Hoàng Thu Hà');
    const where = {
      ...testAddress,
      recipientName: 'Hoàng Thu Hà',
      address: '45 Phan Chu Trinh',
      phone: '0987 654 321',
      notes: 'Cổng xanh',
    };
    const addressId = (await ha.c.post('/api/shop/address/add', { ...where, userId: ha.id })).json.data._id;
    const codOrder = async () => {
      await ha.c.post('/api/shop/cart/add', { userId: ha.id, productId: shelf, quantity: 1 });
      const placed = await ha.c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
      expect(placed.status).toBe(201);
      return { orderId: placed.json.orderId as string, code: placed.json.code as string };
    };
    const cancelled = await codOrder();
    expect((await ha.c.post(`/api/shop/order/cancel/${cancelled.orderId}`)).status).toBe(200);
    const rejected = await codOrder();
    const refused = await admin.request('PUT', `/api/admin/orders/update/${rejected.orderId}`, {
      orderStatus: 'rejected',
    });
    expect(refused.status).toBe(200);
    const live = await codOrder();

    const answer = await minhLong.c.get('/api/supplier/orders');
    const views = new Map((answer.json.data as SupplierOrderView[]).map((o) => [o._id, o]));
    for (const [order, status] of [
      [cancelled, 'cancelled'],
      [rejected, 'rejected'],
    ] as const) {
      const view = views.get(order.orderId);
      expect(view).toMatchObject({ orderStatus: status, recipient: null, address: null, buyerHidden: status });
      // Its lines stay: the supplier knows what is no longer to be shipped.
      expect(view?.lines.map((l) => l.productId)).toEqual([shelf]);
      const sent = JSON.stringify(view);
      for (const secret of ['Hoàng Thu Hà', where.address, '987654321', where.notes]) {
        expect([order.code, sent.includes(secret)]).toEqual([order.code, false]);
      }
    }
    expect(views.get(live.orderId)).toMatchObject({
      recipient: 'Hoàng Thu Hà',
      address: { address: where.address, wardCode: where.wardCode, phone: '0987654321', notes: where.notes },
      buyerHidden: null,
    });

    // The supplier's pushes say only that an order changed, never who bought it.
    await eventually(() =>
      expect(told.map((t) => t.orderId)).toEqual(expect.arrayContaining([cancelled.orderId, rejected.orderId])),
    );
    for (const push of told) expect(Object.keys(push).sort()).toEqual(['at', 'orderId', 'position', 'revision']);
  });

  it('tells the shopper, the admin and the supplier what an order may do now, as the server works it out', async () => {
    const lamp = await product(phuQuy.c, '/api/supplier/products/add', 'Đèn Phú Quý', 5, 80);
    const mai = await shop.signUp('mai@example.vn', 'Mai');
    const addressId = (await mai.c.post('/api/shop/address/add', { ...testAddress, userId: mai.id })).json.data._id;
    await mai.c.post('/api/shop/cart/add', { userId: mai.id, productId: lamp, quantity: 1 });
    const placed = await mai.c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
    expect(placed.status).toBe(201);
    const orderId = placed.json.orderId as string;
    const seen = async () => ({
      customer: flagsOf((await mai.c.get(`/api/shop/order/details/${orderId}`)).json.data as OrderView),
      admin: flagsOf((await admin.get(`/api/admin/orders/details/${orderId}`)).json.data as OrderView),
      supplier: (await ownOrders(phuQuy.c)).find((o) => o._id === orderId)?.readyToFulfil,
    });
    const each = (flags: ReturnType<typeof flagsOf>) => ({
      customer: flags,
      admin: flags,
      supplier: flags.readyToFulfil,
    });

    // Cash on delivery, not yet confirmed by phone: the shopper may cancel, nothing ships yet.
    expect(await seen()).toEqual(
      each({ awaitsConfirmation: true, canCancel: true, awaitsReceipt: true, readyToFulfil: false }),
    );
    expect((await admin.post(`/api/admin/orders/confirm/${orderId}`)).status).toBe(200);
    expect(await seen()).toEqual(
      each({ awaitsConfirmation: false, canCancel: true, awaitsReceipt: true, readyToFulfil: true }),
    );
    // Handed to the shipper: too late to cancel, nothing more to pack; the cash is still to come.
    const handed = await fulfil(phuQuy.c, orderId, 'handedOver');
    expect(handed.json.data).toMatchObject({ orderStatus: 'inShipping', readyToFulfil: false });
    expect(await seen()).toEqual(
      each({ awaitsConfirmation: false, canCancel: false, awaitsReceipt: true, readyToFulfil: false }),
    );
    expect((await admin.post(`/api/admin/orders/payment-received/${orderId}`)).status).toBe(200);
    expect(await seen()).toEqual(
      each({ awaitsConfirmation: false, canCancel: false, awaitsReceipt: false, readyToFulfil: false }),
    );
  });
});
