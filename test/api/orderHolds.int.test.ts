import { defaultSiteSettings, orderMessages, type OrderView, inVietnamese } from '@tavico/contracts';
import { client, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000888888', accountName: 'CONG TY TAVICO HOME' };
const settings = { ...defaultSiteSettings, hotlines: ['0909 123 456'], vndPerUsd: 25_000, bank };

/**
 * Hardening, third round, written as the attacks: one account locking a product's whole stock,
 * status changes on a finished order, a transfer's amount following today's settings, and many
 * cash-on-delivery checkouts of one cart at once. Every order that holds stock has a deadline.
 */
describe('what one buyer may hold, and for how long', () => {
  const shop = scenario();
  const { admin } = shop;
  let guest: Client;
  let n = 0;

  const addProduct = async (title: string, totalStock: number, price = 10) =>
    (await admin.post('/api/admin/products/add', testProduct(title, totalStock, price))).json.data._id as string;
  const shopStock = async (productId: string) =>
    (await guest.get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
  const customer = async () => {
    n += 1;
    const signed = await shop.signUp(`giu${n}@example.vn`, `Người giữ ${n}`);
    await signed.c.post('/api/shop/address/add', { ...testAddress, userId: signed.id });
    const addressId = (await signed.c.get(`/api/shop/address/get/${signed.id}`)).json.data[0]._id as string;
    return { ...signed, addressId };
  };
  const checkout = (c: Client, addressId: string, paymentMethod: string) =>
    c.post('/api/shop/order/create', { paymentMethod, addressInfo: { addressId } });
  const add = (c: Client, userId: string, productId: string, quantity: number) =>
    c.post('/api/shop/cart/add', { userId, productId, quantity });
  const details = async (c: Client, orderId: string) =>
    (await c.get(`/api/shop/order/details/${orderId}`)).json as { data: OrderView; bankTransfer?: unknown };

  beforeAll(async () => {
    guest = client(shop.url);
    expect((await admin.request('PUT', '/api/admin/settings', settings)).status).toBe(200);
  });

  describe('one account cannot lock a product’s stock', () => {
    it('refuses a bank transfer of all 50 units, naming the hotline, holding nothing and keeping the cart', async () => {
      const table = await addProduct('Bàn gỗ 50 chiếc', 50);
      const { c, id, addressId } = await customer();
      await add(c, id, table, 50);
      for (const method of ['bank-transfer', 'cod']) {
        const res = await checkout(c, addressId, method);
        expect(res.status).toBe(400);
        expect(res.json.message).toBe(inVietnamese(orderMessages.tooManyHeldUnits(10, '0909 123 456')));
      }
      expect(await shopStock(table)).toBe(50);
      expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items).toHaveLength(1);
      expect((await c.get(`/api/shop/order/list/${id}`)).json.data).toEqual([]);
    });

    it('counts unpaid transfers and unconfirmed cash on delivery together; a confirmed order frees the cap', async () => {
      const chair = await addProduct('Ghế gỗ giữ chỗ', 50);
      const { c, id, addressId } = await customer();
      await add(c, id, chair, 6);
      const cod = await checkout(c, addressId, 'cod');
      expect(cod.status).toBe(201);
      await add(c, id, chair, 5);
      const transfer = await checkout(c, addressId, 'bank-transfer');
      expect(transfer.status).toBe(400);
      expect(transfer.json.message).toBe(inVietnamese(orderMessages.tooManyHeldUnits(10, '0909 123 456')));
      expect(await shopStock(chair)).toBe(44);

      // Staff phone the buyer and confirm: a confirmed order is no longer held against the cap.
      expect((await admin.post(`/api/admin/orders/confirm/${cod.json.orderId}`)).status).toBe(200);
      const after = await checkout(c, addressId, 'bank-transfer');
      expect(after.status).toBe(201);
      expect(await shopStock(chair)).toBe(39);
    });

    it('does not cap PayPal, paid at once: its hold lasts the payment timeout only', async () => {
      const shelf = await addProduct('Kệ gỗ PayPal', 50);
      const { c, id, addressId } = await customer();
      await add(c, id, shelf, 40);
      const res = await checkout(c, addressId, 'paypal');
      expect(res.status).toBe(201);
      expect(Date.parse(res.json.data.expiresAt) - Date.parse(res.json.data.orderDate)).toBe(15 * 60_000);
    });

    it('gives every order that holds stock a deadline: a day for a transfer, a day for staff to confirm cash on delivery', async () => {
      const stool = await addProduct('Ghế đẩu hạn giữ', 20);
      for (const method of ['bank-transfer', 'cod']) {
        const { c, id, addressId } = await customer();
        await add(c, id, stool, 1);
        const res = await checkout(c, addressId, method);
        expect(res.status).toBe(201);
        expect(res.json.data.expiresAt).not.toBeNull();
        expect(Date.parse(res.json.data.expiresAt) - Date.parse(res.json.data.orderDate)).toBe(24 * 3600_000);
      }
    });

    it('lets cash on delivery through after a transfer, up to three open ones (MAX_OPEN_COD_ORDERS)', async () => {
      const lamp = await addProduct('Đèn gỗ mở', 50);
      const { c, id, addressId } = await customer();
      await add(c, id, lamp, 1);
      expect((await checkout(c, addressId, 'bank-transfer')).status).toBe(201);
      for (let i = 0; i < 3; i += 1) {
        await add(c, id, lamp, 1);
        expect((await checkout(c, addressId, 'cod')).status).toBe(201);
      }
      await add(c, id, lamp, 1);
      const fourth = await checkout(c, addressId, 'cod');
      expect(fourth.status).toBe(429);
      expect(fourth.json.message).toBe(inVietnamese(orderMessages.tooManyOpenCod(3)));
    });
  });

  describe('cancelled and rejected are final (decisions §37)', () => {
    it('refuses to ship or deliver an order its buyer cancelled: 409, the order stays cancelled, its stock stays back', async () => {
      const bed = await addProduct('Giường đã hủy', 5);
      const { c, id, addressId } = await customer();
      await add(c, id, bed, 2);
      const placed = await checkout(c, addressId, 'cod');
      expect((await c.post(`/api/shop/order/cancel/${placed.json.orderId}`)).status).toBe(200);
      expect(await shopStock(bed)).toBe(5);
      for (const orderStatus of ['inShipping', 'delivered', 'pending', 'inProcess', 'rejected']) {
        const res = await admin.request('PUT', `/api/admin/orders/update/${placed.json.orderId}`, { orderStatus });
        expect(res.status).toBe(409);
        expect(res.json.message).toBe(inVietnamese(orderMessages.statusFinal));
      }
      expect((await details(c, placed.json.orderId)).data).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'cancelled',
      });
      expect(await shopStock(bed)).toBe(5);
    });

    it('never sets a rejected order back to pending', async () => {
      const desk = await addProduct('Bàn bị từ chối', 5);
      const { c, id, addressId } = await customer();
      await add(c, id, desk, 1);
      const placed = await checkout(c, addressId, 'bank-transfer');
      const update = (orderStatus: string) =>
        admin.request('PUT', `/api/admin/orders/update/${placed.json.orderId}`, { orderStatus });
      expect((await update('rejected')).status).toBe(200);
      expect((await update('pending')).status).toBe(409);
      expect((await details(c, placed.json.orderId)).data.orderStatus).toBe('rejected');
      expect(await shopStock(desk)).toBe(5);
    });

    it('lets exactly one side win a race of the buyer cancelling and the admin shipping, ten times in ten', async () => {
      const cabinet = await addProduct('Tủ đua trạng thái', 20);
      for (let trial = 0; trial < 10; trial += 1) {
        const { c, id, addressId } = await customer();
        await add(c, id, cabinet, 1);
        const placed = await checkout(c, addressId, 'cod');
        const before = await shopStock(cabinet);
        const [cancel, ship] = await Promise.all([
          c.post(`/api/shop/order/cancel/${placed.json.orderId}`),
          admin.request('PUT', `/api/admin/orders/update/${placed.json.orderId}`, { orderStatus: 'inShipping' }),
        ]);
        expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
        const order = (await details(c, placed.json.orderId)).data;
        if (cancel.status === 200) {
          expect(order.orderStatus).toBe('cancelled');
          expect(await shopStock(cabinet)).toBe(before + 1);
        } else {
          expect(order.orderStatus).toBe('inShipping');
          expect(await shopStock(cabinet)).toBe(before);
        }
      }
    });
  });

  it('keeps a transfer’s amount, account and QR code as they were when it was placed, whatever the settings say later', async () => {
    const sofa = await addProduct('Sofa gỗ chuyển khoản', 5, 30);
    const { c, id, addressId } = await customer();
    await add(c, id, sofa, 1);
    const placed = await checkout(c, addressId, 'bank-transfer');
    expect(placed.json.bankTransfer).toMatchObject({ amountVnd: 750_000, accountNumber: bank.accountNumber });
    const qr = async () => (await c.get(`/api/shop/order/transfer-qr/${placed.json.orderId}`)).text;
    const qrBefore = await qr();

    const changed = { ...settings, vndPerUsd: 1000, bank: { ...bank, accountNumber: '1234567890', name: 'ACB' } };
    expect((await admin.request('PUT', '/api/admin/settings', changed)).status).toBe(200);
    expect((await details(c, placed.json.orderId)).bankTransfer).toEqual(placed.json.bankTransfer);
    expect(await qr()).toBe(qrBefore);
    // A new order takes the new terms.
    await add(c, id, sofa, 1);
    const next = await checkout(c, addressId, 'bank-transfer');
    expect(next.json.bankTransfer).toMatchObject({ amountVnd: 30_000, accountNumber: '1234567890', bankName: 'ACB' });
    expect((await admin.request('PUT', '/api/admin/settings', settings)).status).toBe(200);
  });

  it('answers twenty cash-on-delivery checkouts of one cart at once with the one order', async () => {
    const chest = await addProduct('Rương gỗ hai mươi', 10);
    const { c, id, addressId } = await customer();
    await add(c, id, chest, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(c, addressId, 'cod')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json.code)).size).toBe(1);
    expect((await c.get(`/api/shop/order/list/${id}`)).json.data).toHaveLength(1);
    expect(await shopStock(chest)).toBe(8);
    // The cart is empty now: checking it out later is refused as an empty cart, not answered with the order.
    await add(c, id, chest, 1);
    await c.request('DELETE', `/api/shop/cart/${id}/${chest}`);
    const empty = await checkout(c, addressId, 'cod');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(inVietnamese(orderMessages.emptyCart));
  });
});
