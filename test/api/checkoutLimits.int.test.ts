import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { defaultSiteSettings, orderMessages, streams, inVietnamese } from '@tavico/contracts';
import {
  createLogger,
  createMemoryRateLimiter,
  createMetrics,
  createSessionTokens,
  loadConfig,
  openBlobStore,
  systemClock,
  uuid,
  type EventStore,
  type PaymentProvider,
} from '@tavico/infrastructure';
import { authSettingsFrom, checkoutPolicyFrom, createCommandApp, createScryptHasher } from '@tavico/command-service';
import { approveSandbox, client, placeOrder, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

describe('one cart is one order; a buyer holds at most MAX_UNPAID_ORDERS unpaid orders', () => {
  const shop = scenario();
  const { admin } = shop;
  let guest: Client;
  let n = 0;
  const addProduct = async (title: string, totalStock: number) =>
    (await admin.post('/api/admin/products/add', testProduct(title, totalStock))).json.data._id as string;
  const shopStock = async (productId: string) =>
    (await guest.get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
  const buyer = async () => {
    n += 1;
    const person = await shop.signUp(`mua${n}@example.vn`, `Người mua ${n}`);
    await person.c.post('/api/shop/address/add', { ...testAddress, userId: person.id });
    const addressId = (await person.c.get(`/api/shop/address/get/${person.id}`)).json.data[0]._id as string;
    return { ...person, addressId };
  };
  const ordersOf = async (c: Client, id: string) =>
    (await c.get(`/api/shop/order/list/${id}`)).json.data as { _id: string }[];

  beforeAll(async () => {
    guest = client(shop.url);
  });

  it('answers five checkouts of one cart sent at once with one order, holding its stock once', async () => {
    const bed = await addProduct('Giường gỗ sồi', 10);
    const { c, id, addressId } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: bed, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/api/shop/order/create', { addressInfo: { addressId } })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const orderIds = new Set(answers.map((a) => a.json.orderId));
    const approvals = new Set(answers.map((a) => a.json.approvalURL));
    expect(orderIds.size).toBe(1);
    expect(approvals.size).toBe(1);
    expect(await ordersOf(c, id)).toHaveLength(1);
    expect(await shopStock(bed)).toBe(8);

    // The same cart checked out again later is still that order, not a second one.
    const again = await placeOrder(c, id);
    expect(again.json.orderId).toBe([...orderIds][0]);
    expect(await shopStock(bed)).toBe(8);
  });

  // Paid later, the first order never gets a payment link: the others answer it once it is placed.
  it.each([
    ['cash on delivery', 'cod'],
    ['bank transfer', 'bank-transfer'],
  ])('answers five %s checkouts of one cart sent at once with that one order, at once', async (_, paymentMethod) => {
    const bank = {
      name: 'Vietcombank',
      bin: '970436',
      accountNumber: '0071000888888',
      accountName: 'CONG TY TAVICO HOME',
    };
    expect((await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, bank })).status).toBe(200);
    const shelf = await addProduct(`Kệ sách ${paymentMethod}`, 10);
    const { c, id, addressId } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: shelf, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/api/shop/order/create', { paymentMethod, addressInfo: { addressId } })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const [first] = answers;
    expect(first.json).toMatchObject({ success: true, message: inVietnamese(orderMessages.placed), approvalURL: '' });
    // Every caller has the reply the first one got: the order, and for a transfer where to pay it.
    for (const { json } of answers.slice(1)) {
      expect(json).toMatchObject({
        orderId: first.json.orderId,
        code: first.json.code,
        approvalURL: '',
        data: { _id: first.json.orderId, paymentMethod, totalAmount: first.json.data.totalAmount },
      });
      expect(json.bankTransfer).toEqual(first.json.bankTransfer);
    }
    if (paymentMethod === 'bank-transfer')
      expect(first.json.bankTransfer).toMatchObject({ accountNumber: bank.accountNumber, note: first.json.code });
    else expect(first.json.bankTransfer).toBeUndefined();
    expect(await ordersOf(c, id)).toHaveLength(1);
    expect(await shopStock(shelf)).toBe(8);
  });

  it('refuses a third unpaid order with 429 and holds nothing for it; paying one makes room', async () => {
    const [a, b, d] = [await addProduct('Bàn A', 5), await addProduct('Bàn B', 5), await addProduct('Bàn D', 5)];
    const { c, id } = await buyer();
    await c.post('/api/shop/cart/add', { userId: id, productId: a, quantity: 1 });
    const first = await placeOrder(c, id);
    await c.post('/api/shop/cart/add', { userId: id, productId: b, quantity: 1 });
    const second = await placeOrder(c, id);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json.orderId).not.toBe(first.json.orderId);

    await c.post('/api/shop/cart/add', { userId: id, productId: d, quantity: 1 });
    const third = await placeOrder(c, id);
    expect(third.status).toBe(429);
    expect(third.json).toEqual({ success: false, message: inVietnamese(orderMessages.tooManyUnpaid(2)) });
    expect(await shopStock(d)).toBe(5);
    expect(await ordersOf(c, id)).toHaveLength(2);

    // The first is paid: the buyer may check out again.
    const approved = await approveSandbox(shop.url, first.json.approvalURL);
    const captured = await c.post('/api/shop/order/capture', {
      paymentId: approved.paymentId,
      payerId: approved.payerId,
      orderId: first.json.orderId,
    });
    expect(captured.status).toBe(200);
    const fourth = await placeOrder(c, id);
    expect(fourth.status).toBe(201);
    expect(await shopStock(d)).toBe(4);
  });

  describe('a checkout that read the cart before another instance placed it (paid later)', () => {
    /**
     * A second command-service instance on the same event log, whose first read of the buyer's
     * checkout stream waits until the test lets it go: its request has read the cart (the lines
     * still in it) and is about to start its checkout.
     */
    const secondInstance = async (buyerId: string) => {
      const store = shop.shop.eventStore;
      let reached!: () => void;
      let release!: () => void;
      const atCheckout = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      const gated: EventStore = {
        ...store,
        async readStream(id, options) {
          if (id === streams.checkout(buyerId) && !held) {
            held = true;
            reached();
            await released;
          }
          return store.readStream(id, options);
        },
      };
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: shop.dataDir, LOG_LEVEL: 'silent' });
      const noProvider = {} as PaymentProvider;
      const app = createCommandApp({
        eventStore: gated,
        currency: 'USD',
        clock: systemClock,
        ids: uuid,
        metrics: createMetrics('second'),
        passwords: createScryptHasher(10),
        tokens: createSessionTokens(readFileSync(path.join(shop.dataDir, 'session-secret'), 'utf8').trim()),
        loginLimiter: createMemoryRateLimiter({ windowMs: 60_000 }),
        settings: authSettingsFrom(config),
        blobs: openBlobStore(config),
        payments: { provider: noProvider, sandbox: null },
        checkout: checkoutPolicyFrom(config, 'USD'),
        queue: null,
        logger: createLogger({ service: 'second', level: 'silent' }),
        ready: async () => true,
      });
      const server: Server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
      return { url, atCheckout, release, close };
    };
    /** Sends as the buyer's own tab does, with its session, to the given instance. */
    const createAt = (url: string, c: Client, addressId: string) =>
      fetch(`${url}/api/shop/order/create`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: JSON.stringify({ paymentMethod: 'cod', addressInfo: { addressId } }),
      }).then(async (res) => ({ status: res.status, json: await res.json() }));
    const caughtUp = async () => {
      const head = (await shop.shop.eventStore.headPosition()) ?? 0;
      expect(await shop.shop.runner.waitFor(head, 5000)).toBe(true);
    };

    it('answers it with the order placed meanwhile, not a second order', async () => {
      const chair = await addProduct('Ghế mây', 10);
      const { c, id, addressId } = await buyer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 2 });
      const second = await secondInstance(id);
      try {
        const stale = createAt(second.url, c, addressId);
        await second.atCheckout;
        const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
        expect(placed.status).toBe(201);
        second.release();
        const answer = await stale;
        expect(answer.status).toBe(201);
        expect(answer.json).toMatchObject({ orderId: placed.json.orderId, code: placed.json.code });
        await caughtUp();
        expect(await ordersOf(c, id)).toHaveLength(1);
        expect(await shopStock(chair)).toBe(8);
      } finally {
        await second.close();
      }
    });

    it('makes no order of it once the order placed meanwhile was cancelled', async () => {
      const lamp = await addProduct('Đèn tre', 10);
      const { c, id, addressId } = await buyer();
      await c.post('/api/shop/cart/add', { userId: id, productId: lamp, quantity: 2 });
      const second = await secondInstance(id);
      try {
        const stale = createAt(second.url, c, addressId);
        await second.atCheckout;
        const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
        expect(placed.status).toBe(201);
        expect((await c.post(`/api/shop/order/cancel/${placed.json.orderId}`)).status).toBe(200);
        second.release();
        const answer = await stale;
        expect(answer).toEqual({
          status: 409,
          json: { success: false, message: inVietnamese(orderMessages.checkoutUnderWay) },
        });
        await caughtUp();
        expect(await ordersOf(c, id)).toHaveLength(1);
        expect(await shopStock(lamp)).toBe(10);
      } finally {
        await second.close();
      }
    });
  });
});
