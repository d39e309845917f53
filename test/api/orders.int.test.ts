import { messages, orderMessages, productMessages, streams, type OrderView } from '@tavico/contracts';
import { approveSandbox, buy, client, placeOrder, testAddress, testProduct } from '../support/shop';
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

  describe('placing an order', () => {
    it('prices the order from the catalogue, whatever the client sends, and holds its stock', async () => {
      const table = await addProduct('Bàn trà', 6, 300, 249.99);
      const chair = await addProduct('Ghế đẩu', 10, 19.99);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: table, quantity: 2 });
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 3 });
      await c.post('/api/shop/address/add', { ...testAddress, userId: id });
      const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id;

      const res = await c.post('/api/shop/order/create', {
        userId: 'someone-else',
        cartId: 'x',
        cartItems: [{ productId: table, title: 'Bàn trà', price: 0.01, quantity: 2 }],
        addressInfo: { addressId, address: 'elsewhere' },
        orderStatus: 'delivered',
        paymentMethod: 'paypal',
        paymentStatus: 'paid',
        totalAmount: 0.01,
        paymentId: 'PAID-ALREADY',
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ success: true, orderId: expect.any(String) });
      expect(res.json.approvalURL).toMatch(/^\/sandbox-pay\/SBX-/);
      const placed = await order(c, res.json.orderId);
      // 2 × 249.99 + 3 × 19.99 = 559.95, added in cents.
      expect(placed).toMatchObject({
        userId: id,
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        totalAmount: 559.95,
        payerId: null,
        addressInfo: { addressId, address: testAddress.address, phone: '+84912345678' },
        cartItems: [
          { productId: table, title: 'Bàn trà', price: 249.99, quantity: 2 },
          { productId: chair, title: 'Ghế đẩu', price: 19.99, quantity: 3 },
        ],
      });
      expect(placed.paymentId).toMatch(/^SBX-/);
      expect(await shopStock(table)).toBe(4);
      expect(await onHand(table)).toBe(6);
      // The cart stays until the payment is taken.
      expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items).toHaveLength(2);
    });

    it('refuses an empty cart', async () => {
      const { c, id } = await customer();
      const res = await placeOrder(c, id);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: orderMessages.emptyCart });
    });

    it.each([
      { what: 'no address', body: {} },
      { what: 'an empty address id', body: { addressInfo: { addressId: '' } } },
      { what: 'an unknown address', body: { addressInfo: { addressId: 'nope' } } },
    ])('refuses $what', async ({ body }) => {
      const chair = await addProduct('Ghế con', 3);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 1 });
      const res = await c.post('/api/shop/order/create', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: orderMessages.selectAddress });
      expect(await shopStock(chair)).toBe(3);
    });

    it("refuses another customer's address and holds nothing", async () => {
      const chair = await addProduct('Ghế khác', 3);
      const other = await customer();
      await other.c.post('/api/shop/address/add', { ...testAddress, userId: other.id });
      const theirs = (await other.c.get(`/api/shop/address/get/${other.id}`)).json.data[0]._id;
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 1 });
      const res = await c.post('/api/shop/order/create', { addressInfo: { addressId: theirs } });
      expect(res.json).toEqual({ success: false, message: orderMessages.selectAddress });
      expect(await shopStock(chair)).toBe(3);
    });

    it('names the product that ran out and gives back what was already held', async () => {
      const plenty = await addProduct('Kệ nhiều', 10);
      const scarce = await addProduct('Tủ hiếm', 2);
      const a = await customer();
      const b = await customer();
      await a.c.post('/api/shop/cart/add', { userId: a.id, productId: plenty, quantity: 4 });
      await a.c.post('/api/shop/cart/add', { userId: a.id, productId: scarce, quantity: 2 });
      await b.c.post('/api/shop/cart/add', { userId: b.id, productId: scarce, quantity: 1 });
      expect((await placeOrder(b.c, b.id)).status).toBe(201);

      const res = await placeOrder(a.c, a.id);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(orderMessages.outOfStock('Tủ hiếm', 1));
      expect(await shopStock(plenty)).toBe(10);
      expect(await shopStock(scarce)).toBe(1);
      expect((await a.c.get(`/api/shop/order/list/${a.id}`)).json.data).toEqual([]);
    });

    it('needs a signed-in user', async () => {
      const res = await guest.post('/api/shop/order/create', { addressInfo: { addressId: 'x' } });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe(messages.notSignedIn);
    });
  });

  describe('20 shoppers and the last 5 units', () => {
    it('reserves exactly 5, tells the rest it ran out, and never goes below 0', async () => {
      const last = await addProduct('Sập gỗ cuối cùng', 5, 900);
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer('Người mua')));
      for (const s of shoppers) {
        await s.c.post('/api/shop/address/add', { ...testAddress, userId: s.id });
        expect((await s.c.post('/api/shop/cart/add', { userId: s.id, productId: last, quantity: 1 })).status).toBe(200);
      }
      const addresses = await Promise.all(
        shoppers.map(async (s) => (await s.c.get(`/api/shop/address/get/${s.id}`)).json.data[0]._id as string),
      );
      const answers = await Promise.all(
        shoppers.map((s, i) => s.c.post('/api/shop/order/create', { addressInfo: { addressId: addresses[i] } })),
      );
      const placed = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const r of refused) {
        expect(r.status).toBe(400);
        expect(r.json.message).toBe(orderMessages.outOfStock('Sập gỗ cuối cùng', 0));
      }
      expect(await shopStock(last)).toBe(0);

      // The five pay; the stock on hand goes to 0 and no further.
      const paying = placed.map((p) => shoppers[answers.indexOf(p)]);
      for (const [i, p] of placed.entries()) {
        const approved = await approveSandbox(shop.url, p.json.approvalURL);
        const capture = await paying[i].c.post('/api/shop/order/capture', {
          paymentId: approved.paymentId,
          payerId: approved.payerId,
          orderId: p.json.orderId,
        });
        expect(capture.status).toBe(200);
      }
      expect(await onHand(last)).toBe(0);
      expect(await shopStock(last)).toBe(0);
      const stream = await shop.shop.eventStore.readStream(streams.product(last));
      expect(stream.filter((e) => e.type === 'StockReserved')).toHaveLength(5);
      expect(stream.filter((e) => e.type === 'StockCommitted')).toHaveLength(5);
    });
  });

  describe('the sandbox payment page', () => {
    it('shows the order and amount with Approve and Cancel forms that work without JavaScript', async () => {
      const lamp = await addProduct('Đèn gỗ <b>đẹp</b>', 4, 45.5);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: lamp, quantity: 2 });
      const created = await placeOrder(c, id);
      const page = await fetch(new URL(created.json.approvalURL, shop.url));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('$91.00');
      expect(html).toContain(created.json.orderId);
      expect(html).toContain('Đèn gỗ &lt;b&gt;đẹp&lt;/b&gt; × 2');
      expect(html).toMatch(/<form method="post" action="\/sandbox-pay\/SBX-[A-Z0-9]+\/approve">/);
      expect(html).toMatch(/<form method="post" action="\/sandbox-pay\/SBX-[A-Z0-9]+\/cancel">/);
      expect(html).not.toContain('<script');

      const approved = await approveSandbox(shop.url, created.json.approvalURL);
      expect(approved.status).toBe(303);
      expect(approved.location).toMatch(/^\/paypal-return\?paymentId=SBX-[A-Z0-9]+&PayerID=PAYER[A-Z0-9]+$/);
      expect(approved.paymentId).toBe((await order(c, created.json.orderId)).paymentId);
    });

    it('answers 404 for an unknown payment', async () => {
      const res = await fetch(new URL('/sandbox-pay/SBX-NOPE', shop.url));
      expect(res.status).toBe(404);
    });

    it('Cancel goes back to checkout, rejects the order and puts its stock back on sale', async () => {
      const lamp = await addProduct('Đèn hủy', 4);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: lamp, quantity: 3 });
      const created = await placeOrder(c, id);
      expect(await shopStock(lamp)).toBe(1);
      const cancelled = await approveSandbox(shop.url, created.json.approvalURL, 'cancel');
      expect(cancelled.status).toBe(303);
      expect(cancelled.location).toBe('/checkout?payment=cancelled');
      expect(await shopStock(lamp)).toBe(4);
      // The shopper's own doing: cancelled (read 'Đã hủy thanh toán'), not the shop's refusal.
      expect(await order(c, created.json.orderId)).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'cancelled',
      });
      const capture = await c.post('/api/shop/order/capture', {
        paymentId: (await order(c, created.json.orderId)).paymentId,
        payerId: 'X',
        orderId: created.json.orderId,
      });
      expect(capture.status).toBe(400);
      expect(capture.json.message).toBe(orderMessages.cancelled);
    });
  });

  describe('capture', () => {
    it('takes the payment, commits the stock, confirms the order and empties the cart; twice changes nothing', async () => {
      const bed = await addProduct('Giường gỗ', 5, 700);
      const stool = await addProduct('Đôn gỗ', 5, 30);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: bed, quantity: 2 });
      const created = await placeOrder(c, id);
      // Added after the order: it stays in the cart after the payment.
      await c.post('/api/shop/cart/add', { userId: id, productId: stool, quantity: 1 });
      const approved = await approveSandbox(shop.url, created.json.approvalURL);
      const body = { paymentId: approved.paymentId, payerId: approved.payerId, orderId: created.json.orderId };

      const first = await c.post('/api/shop/order/capture', body);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ success: true, data: { orderStatus: 'confirmed', paymentStatus: 'paid' } });
      expect(await order(c, created.json.orderId)).toMatchObject({
        orderStatus: 'confirmed',
        paymentStatus: 'paid',
        payerId: approved.payerId,
      });
      expect(await onHand(bed)).toBe(3);
      expect(await shopStock(bed)).toBe(3);
      expect(
        (await c.get(`/api/shop/cart/get/${id}`)).json.data.items.map((i: { productId: string }) => i.productId),
      ).toEqual([stool]);

      const eventsBefore = await shop.shop.eventStore.headPosition();
      const second = await c.post('/api/shop/order/capture', body);
      expect(second.status).toBe(200);
      expect(second.json.success).toBe(true);
      expect(await shop.shop.eventStore.headPosition()).toBe(eventsBefore);
      expect(await onHand(bed)).toBe(3);
    });

    it("refuses another order's payment id and changes nothing", async () => {
      const desk = await addProduct('Bàn làm việc', 5);
      const a = await customer();
      await a.c.post('/api/shop/cart/add', { userId: a.id, productId: desk, quantity: 1 });
      const first = await placeOrder(a.c, a.id);
      await a.c.post('/api/shop/cart/add', { userId: a.id, productId: desk, quantity: 1 });
      const second = await placeOrder(a.c, a.id);
      const approvedSecond = await approveSandbox(shop.url, second.json.approvalURL);

      const before = await shop.shop.eventStore.headPosition();
      const res = await a.c.post('/api/shop/order/capture', {
        paymentId: approvedSecond.paymentId,
        payerId: approvedSecond.payerId,
        orderId: first.json.orderId,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: orderMessages.wrongPayment });
      expect(await shop.shop.eventStore.headPosition()).toBe(before);
      expect(await order(a.c, first.json.orderId)).toMatchObject({ paymentStatus: 'pending' });
      expect(await onHand(desk)).toBe(5);
    });

    it("takes PayPal's return parameters too: token for the payment id", async () => {
      const shelf = await addProduct('Kệ góc', 5);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: shelf, quantity: 1 });
      const created = await placeOrder(c, id);
      const approved = await approveSandbox(shop.url, created.json.approvalURL);
      const res = await c.post('/api/shop/order/capture', {
        token: approved.paymentId,
        payerId: approved.payerId,
        orderId: created.json.orderId,
      });
      expect(res.status).toBe(200);
      expect(res.json.data.paymentStatus).toBe('paid');
    });

    it('refuses a payment the buyer has not approved, and lets it be captured once approved', async () => {
      const shelf = await addProduct('Kệ sách', 5);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: shelf, quantity: 1 });
      const created = await placeOrder(c, id);
      const { paymentId } = await order(c, created.json.orderId);
      const early = await c.post('/api/shop/order/capture', { paymentId, payerId: 'X', orderId: created.json.orderId });
      expect(early.status).toBe(400);
      expect(early.json.message).toBe(orderMessages.notApproved);
      const approved = await approveSandbox(shop.url, created.json.approvalURL);
      const later = await c.post('/api/shop/order/capture', {
        paymentId,
        payerId: approved.payerId,
        orderId: created.json.orderId,
      });
      expect(later.status).toBe(200);
    });

    it.each([
      { what: 'no payment id', body: { payerId: 'P', orderId: 'o' }, message: 'Thiếu mã thanh toán (paymentId).' },
      { what: 'no payer id', body: { paymentId: 'P', orderId: 'o' }, message: 'Thiếu mã người trả (payerId).' },
      { what: 'no order id', body: { paymentId: 'P', payerId: 'X' }, message: 'Thiếu mã đơn hàng (orderId).' },
    ])('refuses $what with 400', async ({ body, message }) => {
      const { c } = await customer();
      const res = await c.post('/api/shop/order/capture', body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    });

    it('answers 404 for an unknown order', async () => {
      const { c } = await customer();
      const res = await c.post('/api/shop/order/capture', { paymentId: 'P', payerId: 'X', orderId: 'nope' });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(orderMessages.notFound);
    });
  });

  describe('one customer and another', () => {
    it("cannot read, change or capture another customer's cart, addresses or orders", async () => {
      const sofa = await addProduct('Sofa gỗ', 5, 500);
      const owner = await customer('Chủ');
      const thief = await customer('Kẻ gian');
      await owner.c.post('/api/shop/cart/add', { userId: owner.id, productId: sofa, quantity: 1 });
      const created = await placeOrder(owner.c, owner.id);
      const orderId = created.json.orderId as string;
      const addressId = (await owner.c.get(`/api/shop/address/get/${owner.id}`)).json.data[0]._id;
      const approved = await approveSandbox(shop.url, created.json.approvalURL);
      const before = await shop.shop.eventStore.headPosition();

      const attempts = [
        await thief.c.get(`/api/shop/cart/get/${owner.id}`),
        await thief.c.post('/api/shop/cart/add', { userId: owner.id, productId: sofa, quantity: 1 }),
        await thief.c.request('PUT', '/api/shop/cart/update-cart', { userId: owner.id, productId: sofa, quantity: 2 }),
        await thief.c.request('DELETE', `/api/shop/cart/${owner.id}/${sofa}`),
        await thief.c.get(`/api/shop/address/get/${owner.id}`),
        await thief.c.request('PUT', `/api/shop/address/update/${owner.id}/${addressId}`, testAddress),
        await thief.c.request('DELETE', `/api/shop/address/delete/${owner.id}/${addressId}`),
        await thief.c.get(`/api/shop/order/list/${owner.id}`),
        await thief.c.get(`/api/shop/order/details/${orderId}`),
        await thief.c.post('/api/shop/order/capture', {
          paymentId: approved.paymentId,
          payerId: approved.payerId,
          orderId,
        }),
        await thief.c.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'rejected' }),
        await thief.c.get('/api/admin/orders/get'),
        await thief.c.get(`/api/admin/orders/history/${orderId}`),
      ];
      for (const res of attempts) expect([403, 404]).toContain(res.status);
      expect(await shop.shop.eventStore.headPosition()).toBe(before);
      // An address id of someone else's in one's own path is not found, not changed.
      const own = await thief.c.request('PUT', `/api/shop/address/update/${thief.id}/${addressId}`, testAddress);
      expect(own.status).toBe(404);
      expect(await order(owner.c, orderId)).toMatchObject({ paymentStatus: 'pending' });
    });
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
      expect(res.json).toMatchObject({ success: true, message: orderMessages.statusUpdated });
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
      expect(low.json.message).toBe(productMessages.belowReserved(4));
      const ok = await admin.request('PUT', `/api/admin/products/edit/${bench}`, testProduct('Băng ghế', 6, 100));
      expect(ok.status).toBe(200);
      expect(await shopStock(bench)).toBe(2);
    });
  });
});
