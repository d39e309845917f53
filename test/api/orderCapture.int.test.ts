import { orderMessages, type OrderView, inVietnamese } from '@tavico/contracts';
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
      expect(res.json).toEqual({ success: false, message: inVietnamese(orderMessages.wrongPayment) });
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
      expect(early.json.message).toBe(inVietnamese(orderMessages.notApproved));
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
      expect(res.json.message).toBe(inVietnamese(orderMessages.notFound));
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
});
