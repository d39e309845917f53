import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { houseBrand, orderMessages, streams, type AnyEvent, type OrderView, inVietnamese } from '@tavico/contracts';
import { createSqliteEventStore } from '@tavico/infrastructure';
import {
  adminEnv,
  approveSandbox,
  client,
  placeOrder,
  signInAdmin,
  signUp,
  startShop,
  testAddress,
  type TestShop,
} from '../support/shop';
import { eventually } from '../support/live';

const timeoutEnv = { ...adminEnv, ORDER_PAYMENT_TIMEOUT: '1s', COD_CONFIRM_HOURS: '1s' };

/** Appends to a stopped shop's event log what a process cut off at that point would have left. */
async function appendWhileStopped(dataDir: string, streamId: string, events: AnyEvent[]) {
  const store = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
  const existing = await store.readStream(streamId);
  const revision = existing.length ? existing[existing.length - 1].revision : 'no_stream';
  const time = new Date().toISOString();
  await store.append(
    streamId,
    events.map((e) => ({
      ...e,
      id: randomUUID(),
      metadata: { actorId: null, actorRole: 'system' as const, correlationId: 'crash', causationId: null, time },
    })),
    revision,
  );
  await store.close();
}

describe('unpaid orders and cut-off checkouts (ORDER_PAYMENT_TIMEOUT=1s, COD_CONFIRM_HOURS=1s)', () => {
  let shop: TestShop;
  let productId: string;

  const start = async (dataDir?: string) => {
    shop = await startShop({ env: timeoutEnv, dataDir });
    return (await signInAdmin(shop.url)).c;
  };
  const shopStock = async () =>
    (await client(shop.url).get(`/api/shop/products/get/${productId}`)).json.data.totalStock;

  beforeAll(async () => {
    const admin = await start();
    const added = await admin.post('/api/admin/products/add', {
      image: '/images/x.svg',
      title: 'Tủ gỗ hết hạn',
      description: 'Gỗ tự nhiên',
      category: 'tu-ke',
      brand: houseBrand.id,
      price: 250,
      salePrice: '',
      totalStock: 5,
    });
    productId = added.json.data._id;
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('expires an unpaid order: rejected, payment expired, stock back on sale, capture refused', async () => {
    const { c, id } = await signUp(shop.url, 'cham@example.vn', 'Chậm');
    await c.post('/api/shop/cart/add', { userId: id, productId, quantity: 2 });
    const created = await placeOrder(c, id);
    expect(created.status).toBe(201);
    expect(await shopStock()).toBe(3);
    const approved = await approveSandbox(shop.url, created.json.approvalURL);

    await eventually(async () => {
      const order = (await c.get(`/api/shop/order/details/${created.json.orderId}`)).json.data as OrderView;
      expect(order).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'expired' });
      expect(await shopStock()).toBe(5);
    });
    const capture = await c.post('/api/shop/order/capture', {
      paymentId: approved.paymentId,
      payerId: approved.payerId,
      orderId: created.json.orderId,
    });
    expect(capture.status).toBe(400);
    expect(capture.json).toEqual({ success: false, message: inVietnamese(orderMessages.expired) });
    expect(await shopStock()).toBe(5);
  });

  it('expires a cash-on-delivery order nobody confirmed by its deadline: its stock goes back on sale', async () => {
    const { c, id } = await signUp(shop.url, 'cod-cham@example.vn', 'Chưa xác nhận');
    await c.post('/api/shop/cart/add', { userId: id, productId, quantity: 2 });
    await c.post('/api/shop/address/add', { ...testAddress, userId: id });
    const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id;
    const created = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ orderStatus: 'pending', awaitsConfirmation: true });
    expect(await shopStock()).toBe(3);
    await eventually(async () => {
      const order = (await c.get(`/api/shop/order/details/${created.json.orderId}`)).json.data as OrderView;
      expect(order).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'expired' });
      expect(await shopStock()).toBe(5);
    });
    // Too late to confirm it now.
    const admin = (await signInAdmin(shop.url)).c;
    const late = await admin.post(`/api/admin/orders/confirm/${created.json.orderId}`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(inVietnamese(orderMessages.statusFinal));
  });

  it('releases stock reserved by a checkout that died before placing its order, also across a restart', async () => {
    await shop.stop();
    await appendWhileStopped(shop.dataDir, streams.product(productId), [
      {
        type: 'StockReserved',
        data: {
          productId,
          orderId: 'cut-off-order',
          quantity: 4,
          expiresAt: new Date(Date.now() + 1500).toISOString(),
        },
      },
    ]);
    await start(shop.dataDir);
    expect(await shopStock()).toBe(1);
    await eventually(async () => expect(await shopStock()).toBe(5));
    const stream = await shop.shop.eventStore.readStream(streams.product(productId));
    expect(stream[stream.length - 1]).toMatchObject({
      type: 'StockReleased',
      data: { orderId: 'cut-off-order', quantity: 4, reason: 'not-placed' },
    });
  });

  it('finishes a capture cut off after the payment was confirmed: commits the stock and empties the cart', async () => {
    const { c, id } = await signUp(shop.url, 'dut@example.vn', 'Đứt');
    await c.post('/api/shop/cart/add', { userId: id, productId, quantity: 1 });
    const created = await placeOrder(c, id);
    const orderId = created.json.orderId as string;
    const approved = await approveSandbox(shop.url, created.json.approvalURL);
    await shop.stop();
    const at = new Date().toISOString();
    const paymentId = approved.paymentId as string;
    const payerId = approved.payerId as string;
    await appendWhileStopped(shop.dataDir, streams.order(orderId), [
      { type: 'OrderCaptureStarted', data: { orderId, paymentId, payerId, at } },
      { type: 'OrderPaid', data: { orderId, paymentId, payerId, captureId: 'CAP-CUT', totalCents: 0, at } },
    ]);

    await start(shop.dataDir);
    await eventually(async () => {
      const admin = (await signInAdmin(shop.url)).c;
      const products = (await admin.get('/api/admin/products/get')).json.data as { _id: string; totalStock: number }[];
      expect(products.find((p) => p._id === productId)?.totalStock).toBe(4);
      const again = client(shop.url);
      await again.post('/api/auth/login', { email: 'dut@example.vn', password: 'mat-khau-8' });
      expect((await again.get(`/api/shop/cart/get/${id}`)).json.data.items).toEqual([]);
    });
    expect(await shopStock()).toBe(4);
  });
});
