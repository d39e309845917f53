import { orderMessages, productMessages, type OrderView, inVietnamese } from '@tavico/contracts';
import { buy, client, placeOrder, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

describe('checkout, payment and orders over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
  let auditor: Client;
  let guest: Client;
  let n = 0;

  const addProduct = async (title: string, totalStock: number, price = 100, salePrice: number | '' = '') =>
    (await admin.post('/api/admin/products/add', testProduct(title, totalStock, price, salePrice))).json.data
      ._id as string;
  const shopStock = async (productId: string) =>
    (await guest.get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
  const onHand = async (productId: string) =>
    ((await admin.get('/api/admin/products/get')).json.data as { _id: string; totalStock: number }[]).find(
      (p) => p._id === productId,
    )?.totalStock;
  const customer = (name = 'Khách') => {
    n += 1;
    return shop.signUp(`khach${n}@example.vn`, `${name} ${n}`);
  };
  const order = async (c: Client, orderId: string) =>
    (await c.get(`/api/shop/order/details/${orderId}`)).json.data as OrderView;

  beforeAll(async () => {
    auditor = (await shop.signUp('kiemtoan@example.vn', 'Kiểm Toán', 'auditor')).c;
    guest = client(shop.url);
  });
  // Orders of several shoppers, paid, for the staff's list to sort and filter.
  beforeAll(async () => {
    const stool = await addProduct('Ghế đẩu', 20, 15);
    for (let i = 0; i < 6; i++) {
      const { c, id } = await customer();
      await buy(shop.url, c, id, [{ productId: stool, quantity: 1 }]);
    }
  });

  describe('order lists, details and history', () => {
    it("lists a customer's own orders newest first", async () => {
      const box = await addProduct('Hộp gỗ', 10, 12);
      const { c, id } = await customer();
      const first = await buy(shop.url, c, id, [{ productId: box, quantity: 1 }]);
      await c.post('/api/shop/cart/add', { userId: id, productId: box, quantity: 2 });
      const second = await placeOrder(c, id);
      const res = await c.get(`/api/shop/order/list/${id}`);
      const list = res.json.data as OrderView[];
      expect(list.map((o) => [o._id, o.orderStatus, o.totalAmount])).toEqual([
        [second.json.orderId, 'pending', 24],
        [first.orderId, 'confirmed', 12],
      ]);
      // A page of 20 at most (decisions §28); these two fit on the first.
      expect(res.json.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    });

    it('lets admins and auditors list every order newest first, filter by status and read details', async () => {
      for (const reader of [admin, auditor]) {
        const answer = await reader.get('/api/admin/orders/get');
        const all = answer.json.data as OrderView[];
        expect(all.length).toBeGreaterThan(5);
        expect(answer.json.pagination).toEqual({ page: 1, limit: 50, total: all.length, totalPages: 1 });
        const dates = all.map((o) => o.orderDate);
        expect(dates).toEqual([...dates].sort().reverse());
        const confirmed = (await reader.get('/api/admin/orders/get?status=confirmed')).json.data as OrderView[];
        expect(confirmed.length).toBeGreaterThan(0);
        expect(confirmed.every((o) => o.orderStatus === 'confirmed')).toBe(true);
        const details = await reader.get(`/api/admin/orders/details/${all[0]._id}`);
        expect(details.json.data).toEqual(all[0]);
        // decisions §15: staff may read any order through the customer's route too.
        expect((await reader.get(`/api/shop/order/details/${all[0]._id}`)).status).toBe(200);
      }
      const bad = await admin.get('/api/admin/orders/get?status=lost');
      expect(bad.status).toBe(400);
      expect((await admin.get('/api/admin/orders/details/nope')).status).toBe(404);
    });

    it('lets an admin change the status; an unpaid order rejected gives its stock back', async () => {
      const chest = await addProduct('Rương gỗ', 4, 80);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chest, quantity: 3 });
      const created = await placeOrder(c, id);
      expect(await shopStock(chest)).toBe(1);

      const res = await admin.request('PUT', `/api/admin/orders/update/${created.json.orderId}`, {
        orderStatus: 'rejected',
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, message: inVietnamese(orderMessages.statusUpdated) });
      expect(await shopStock(chest)).toBe(4);
      expect(await order(c, created.json.orderId)).toMatchObject({
        orderStatus: 'rejected',
        paymentStatus: 'cancelled',
      });

      // The cart keeps its lines, so the customer can try again: 3 there, one more added.
      expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items[0]).toMatchObject({ quantity: 3 });
      const paid = await buy(shop.url, c, id, [{ productId: chest, quantity: 1 }]);
      for (const status of ['inProcess', 'inShipping', 'delivered']) {
        const moved = await admin.request('PUT', `/api/admin/orders/update/${paid.orderId}`, { orderStatus: status });
        expect(moved.json.success).toBe(true);
        expect((await order(c, paid.orderId)).orderStatus).toBe(status);
      }
      expect(await onHand(chest)).toBe(0);
    });

    it.each([
      { what: 'an unknown status', body: { orderStatus: 'lost' }, status: 400 },
      { what: 'confirmed, which only a payment sets', body: { orderStatus: 'confirmed' }, status: 400 },
      { what: 'no status', body: {}, status: 400 },
    ])('refuses $what', async ({ body, status }) => {
      const res = await admin.request('PUT', '/api/admin/orders/update/whatever', body);
      expect(res.status).toBe(status);
      expect(res.json.message).toMatch(/orderStatus/);
    });

    it('keeps status changes to admins: auditors read only', async () => {
      const all = (await admin.get('/api/admin/orders/get')).json.data as OrderView[];
      const res = await auditor.request('PUT', `/api/admin/orders/update/${all[0]._id}`, { orderStatus: 'delivered' });
      expect(res.status).toBe(403);
      expect((await admin.request('PUT', '/api/admin/orders/update/nope', { orderStatus: 'delivered' })).status).toBe(
        404,
      );
    });

    it('serves the history: each event with its actor and the order as it was right after', async () => {
      const vase = await addProduct('Bình gỗ', 5, 20);
      const { c, id } = await customer('Hoa');
      const paid = await buy(shop.url, c, id, [{ productId: vase, quantity: 2 }]);
      await admin.request('PUT', `/api/admin/orders/update/${paid.orderId}`, { orderStatus: 'inShipping' });

      const res = await auditor.get(`/api/admin/orders/history/${paid.orderId}`);
      expect(res.status).toBe(200);
      const steps = res.json.data as {
        type: string;
        actor: { name: string | null; role: string | null };
        changes: { field: string; from: unknown; to: unknown }[];
        state: OrderView;
      }[];
      expect(steps.map((s) => s.type)).toEqual([
        'OrderPlaced',
        'OrderPaymentCreated',
        'OrderCaptureStarted',
        'OrderPaid',
        'OrderStatusChanged',
      ]);
      expect(steps[0].actor).toMatchObject({ id, name: expect.stringMatching(/^Hoa/), role: 'customer' });
      expect(steps[0].state).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', totalAmount: 40 });
      expect(steps[3].state).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
      expect(steps[3].changes).toEqual(
        expect.arrayContaining([
          { field: 'orderStatus', from: 'pending', to: 'confirmed' },
          { field: 'paymentStatus', from: 'pending', to: 'paid' },
        ]),
      );
      expect(steps[4]).toMatchObject({
        actor: { name: 'Admin', role: 'admin' },
        changes: [{ field: 'orderStatus', from: 'confirmed', to: 'inShipping' }],
        state: { orderStatus: 'inShipping' },
      });
      expect((await auditor.get('/api/admin/orders/history/nope')).status).toBe(404);
    });

    it('serves a long history a hundred steps a page, numbered over the whole of it', async () => {
      const stool = await addProduct('Ghế đôn', 5, 20);
      const { c, id } = await customer('Long');
      const paid = await buy(shop.url, c, id, [{ productId: stool, quantity: 1 }]);
      // Four steps of the purchase, then 101 status changes: 105 in all.
      for (let i = 0; i < 101; i++) {
        const to = i % 2 === 0 ? 'inProcess' : 'inShipping';
        expect(
          (await admin.request('PUT', `/api/admin/orders/update/${paid.orderId}`, { orderStatus: to })).status,
        ).toBe(200);
      }
      const first = await auditor.get(`/api/admin/orders/history/${paid.orderId}`);
      expect(first.json.pagination).toEqual({ page: 1, limit: 100, total: 105, totalPages: 2 });
      expect(first.json.data).toHaveLength(100);
      const second = await auditor.get(`/api/admin/orders/history/${paid.orderId}?page=2`);
      const last = second.json.data as { revision: number; state: OrderView }[];
      expect(last.map((s) => s.revision)).toEqual([100, 101, 102, 103, 104]);
      expect(last[4].state.orderStatus).toBe('inProcess');
      expect((await auditor.get(`/api/admin/orders/history/${paid.orderId}?limit=500`)).json.data).toHaveLength(100);
    });
  });

  describe('stock held by unpaid orders', () => {
    it('keeps an admin from setting the stock on hand below what is held', async () => {
      const bench = await addProduct('Băng ghế', 5);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: bench, quantity: 4 });
      await placeOrder(c, id);
      const low = await admin.request('PUT', `/api/admin/products/edit/${bench}`, testProduct('Băng ghế', 3, 100));
      expect(low.status).toBe(400);
      expect(low.json.message).toBe(inVietnamese(productMessages.belowReserved(4)));
      const ok = await admin.request('PUT', `/api/admin/products/edit/${bench}`, testProduct('Băng ghế', 6, 100));
      expect(ok.status).toBe(200);
      expect(await shopStock(bench)).toBe(2);
    });
  });
});
