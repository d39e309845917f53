import { messages, orderMessages, streams, type OrderView, inVietnamese } from '@tavico/contracts';
import { approveSandbox, client, placeOrder, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

describe('checkout, payment and orders over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
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
      expect(res.json).toEqual({ success: false, message: inVietnamese(orderMessages.emptyCart) });
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
      expect(res.json).toEqual({ success: false, message: inVietnamese(orderMessages.selectAddress) });
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
      expect(res.json).toEqual({ success: false, message: inVietnamese(orderMessages.selectAddress) });
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
      expect(res.json.message).toBe(inVietnamese(orderMessages.outOfStock('Tủ hiếm', 1)));
      expect(await shopStock(plenty)).toBe(10);
      expect(await shopStock(scarce)).toBe(1);
      expect((await a.c.get(`/api/shop/order/list/${a.id}`)).json.data).toEqual([]);
    });

    it('needs a signed-in user', async () => {
      const res = await guest.post('/api/shop/order/create', { addressInfo: { addressId: 'x' } });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe(inVietnamese(messages.notSignedIn));
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
        expect(r.json.message).toBe(inVietnamese(orderMessages.outOfStock('Sập gỗ cuối cùng', 0)));
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
      expect(capture.json.message).toBe(inVietnamese(orderMessages.cancelled));
    });
  });
});
