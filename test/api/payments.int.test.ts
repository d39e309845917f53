import {
  defaultCarriers,
  defaultSiteSettings,
  orderMessages,
  paymentMethodMessages,
  reviewMessages,
  type OrderView,
  inVietnamese,
} from '@tavico/contracts';
import { adminEnv, buy, client, placeOrder, signUp, startShop, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';
import { eventually } from '../support/live';
import { transferQrSvg } from '@tavico/query-service';

type Client = ReturnType<typeof client>;

const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000888888', accountName: 'CONG TY TAVICO HOME' };
const settings = { ...defaultSiteSettings, hotlines: ['0909 123 456'], vndPerUsd: 25_000, bank };

/**
 * Paying the Vietnamese way (issue: COD, bank transfer, order codes): each method's whole path
 * over HTTP, the order codes under concurrent checkouts, and the shopper's own cancellation.
 */
describe('payment methods, order codes and cancellation over HTTP', () => {
  const shop = scenario({ env: { COD_MAX_TOTAL: '500', BANK_TRANSFER_TIMEOUT: '3s' } });
  const { admin } = shop;
  let guest: Client;
  let n = 0;

  const addProduct = async (title: string, totalStock: number, price = 100) =>
    (await admin.post('/api/admin/products/add', testProduct(title, totalStock, price))).json.data._id as string;
  const shopStock = async (productId: string) =>
    (await guest.get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
  const onHand = async (productId: string) =>
    ((await admin.get('/api/admin/products/get?limit=100')).json.data as { _id: string; totalStock: number }[]).find(
      (p) => p._id === productId,
    )?.totalStock;
  const customer = async () => {
    n += 1;
    const signed = await shop.signUp(`mua${n}@example.vn`, `Người mua ${n}`);
    await signed.c.post('/api/shop/address/add', { ...testAddress, userId: signed.id });
    return signed;
  };
  const order = async (c: Client, orderId: string) =>
    (await c.get(`/api/shop/order/details/${orderId}`)).json as { data: OrderView; bankTransfer?: unknown };
  const checkout = async (c: Client, userId: string, paymentMethod: string) => {
    const addressId = (await c.get(`/api/shop/address/get/${userId}`)).json.data[0]._id as string;
    return c.post('/api/shop/order/create', { paymentMethod, addressInfo: { addressId } });
  };

  beforeAll(async () => {
    guest = client(shop.url);
  });

  describe('site settings', () => {
    it('are the defaults until the owner saves, and never invent a contact value', async () => {
      const res = await guest.get('/api/common/settings');
      expect(res.status).toBe(200);
      // With the carriers parcels go with, the defaults until the owner saves a list (issue 30).
      expect(res.json.data).toEqual({ ...defaultSiteSettings, carriers: defaultCarriers });
      expect(res.json.data).toMatchObject({ address: '', hotlines: [], email: '' });
    });

    it('are saved by admins only, checked field by field, and read back by everyone', async () => {
      const customerClient = (await customer()).c;
      expect((await customerClient.request('PUT', '/api/admin/settings', settings)).status).toBe(403);
      expect((await guest.request('PUT', '/api/admin/settings', settings)).status).toBe(401);
      const bad = await admin.request('PUT', '/api/admin/settings', { ...settings, bank: { ...bank, bin: '97' } });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe('Mã ngân hàng (BIN) gồm 6 chữ số.');
      const script = await admin.request('PUT', '/api/admin/settings', {
        ...settings,
        mapEmbedUrl: 'javascript:alert(1)',
      });
      expect(script.status).toBe(400);
      expect((await guest.get('/api/common/settings')).json.data).toEqual({
        ...defaultSiteSettings,
        carriers: defaultCarriers,
      });

      expect((await guest.get('/api/common/settings')).json.paymentOptions).toEqual({
        currency: 'USD',
        codMaxTotal: 500,
        bankTransfer: false,
      });
      const saved = await admin.request('PUT', '/api/admin/settings', settings);
      expect(saved.status).toBe(200);
      const read = (await guest.get('/api/common/settings')).json;
      expect(read.data).toEqual({ ...settings, carriers: defaultCarriers });
      expect(read.paymentOptions).toEqual({ currency: 'USD', codMaxTotal: 500, bankTransfer: true });
    });
  });

  describe('cash on delivery', () => {
    it('places the order awaiting confirmation for a day, holds the stock, and empties those cart lines; staff confirm it, then it is paid at the door', async () => {
      const table = await addProduct('Bàn gỗ COD', 5, 120);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: table, quantity: 2 });
      const res = await checkout(c, id, 'cod');
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ success: true, message: inVietnamese(orderMessages.placed), approvalURL: '' });
      expect(res.json.code).toMatch(/^TV-\d{2}-\d{7}$/);
      expect(res.json.data).toMatchObject({
        paymentMethod: 'cod',
        orderStatus: 'pending',
        paymentStatus: 'pending',
        awaitsConfirmation: true,
        totalAmount: 240,
        code: res.json.code,
      });
      // COD_CONFIRM_HOURS (24 by default): the deadline for staff to confirm it by phone.
      const holds = Date.parse(res.json.data.expiresAt) - Date.parse(res.json.data.orderDate);
      expect(holds).toBe(24 * 3600_000);
      expect(await shopStock(table)).toBe(3);
      expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items).toEqual([]);

      // Staff phone the buyer and confirm: the order goes ahead and no longer has a deadline.
      const confirmed = await admin.post(`/api/admin/orders/confirm/${res.json.orderId}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toMatchObject({ message: inVietnamese(orderMessages.confirmed) });
      expect(confirmed.json.data).toMatchObject({
        orderStatus: 'confirmed',
        expiresAt: null,
        awaitsConfirmation: false,
      });
      expect((await admin.post(`/api/admin/orders/confirm/${res.json.orderId}`)).status).toBe(200);
      // Not the customer's to do.
      expect((await c.post(`/api/admin/orders/confirm/${res.json.orderId}`)).status).toBe(403);

      // Delivered: the cash is taken at the door, recorded as the admin's; the units leave the stock.
      const delivered = await admin.request('PUT', `/api/admin/orders/update/${res.json.orderId}`, {
        orderStatus: 'delivered',
      });
      expect(delivered.status).toBe(200);
      const after = (await order(c, res.json.orderId)).data;
      expect(after).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
      expect(after.receivedBy?.name).toBeTruthy();
      expect(after.timeline.map((s) => s.step)).toEqual(['placed', 'confirmed', 'delivered', 'paid']);
      expect(await onHand(table)).toBe(3);
      expect(await shopStock(table)).toBe(3);
      // Paid for, so it may be reviewed.
      const review = await c.post('/api/shop/review/add', { productId: table, reviewMessage: 'Tốt', reviewValue: 5 });
      expect(review.json.message).toBe(inVietnamese(reviewMessages.added));
    });

    it('refuses cash on delivery above COD_MAX_TOTAL, holding nothing and keeping the cart', async () => {
      const bed = await addProduct('Giường gỗ lớn', 5, 600);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: bed, quantity: 1 });
      const res = await checkout(c, id, 'cod');
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(inVietnamese(orderMessages.codTooLarge('$500.00')));
      expect(await shopStock(bed)).toBe(5);
      expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items).toHaveLength(1);
      expect((await c.get(`/api/shop/order/list/${id}`)).json.data).toEqual([]);
    });

    it('lets an admin reject it, which gives the stock back', async () => {
      const stool = await addProduct('Ghế đẩu COD', 4, 30);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: stool, quantity: 3 });
      const res = await checkout(c, id, 'cod');
      expect(await shopStock(stool)).toBe(1);
      await admin.request('PUT', `/api/admin/orders/update/${res.json.orderId}`, { orderStatus: 'rejected' });
      expect(await shopStock(stool)).toBe(4);
      expect((await order(c, res.json.orderId)).data).toMatchObject({
        orderStatus: 'rejected',
        paymentStatus: 'cancelled',
      });
    });
  });

  describe('bank transfer', () => {
    it('is refused with a message while the shop has no account set', async () => {
      const other = await startShop({ env: adminEnv });
      try {
        const signed = await signUp(other.url, 'anh@example.vn', 'Anh');
        await signed.c.post('/api/shop/address/add', { ...testAddress, userId: signed.id });
        const res = await signed.c.post('/api/shop/order/create', { paymentMethod: 'bank-transfer' });
        expect(res.status).toBe(400);
        expect(res.json.message).toBe(inVietnamese(paymentMethodMessages.bankNotSet));
      } finally {
        await other.stop();
        other.cleanup();
      }
    });

    it('shows the account, the amount in dong and the code as the note, with a VietQR code for its owner only', async () => {
      const shelf = await addProduct('Kệ sách chuyển khoản', 5, 99.5);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: shelf, quantity: 2 });
      const res = await checkout(c, id, 'bank-transfer');
      expect(res.status).toBe(201);
      const transfer = {
        bankName: 'Vietcombank',
        bankBin: '970436',
        accountNumber: '0071000888888',
        accountName: 'CONG TY TAVICO HOME',
        amountVnd: 4_975_000,
        note: res.json.code,
      };
      expect(res.json.bankTransfer).toEqual(transfer);
      expect(res.json.data).toMatchObject({ paymentMethod: 'bank-transfer', orderStatus: 'pending' });
      expect((await order(c, res.json.orderId)).bankTransfer).toEqual(transfer);

      const qr = await c.get(`/api/shop/order/transfer-qr/${res.json.orderId}`);
      expect(qr.status).toBe(200);
      expect(qr.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      // The code of exactly these details: its payload's fields are checked in transferQr.test.ts.
      expect(qr.text).toBe(await transferQrSvg(transfer));
      const stranger = (await customer()).c;
      expect((await stranger.get(`/api/shop/order/transfer-qr/${res.json.orderId}`)).status).toBe(403);
      expect((await guest.get(`/api/shop/order/transfer-qr/${res.json.orderId}`)).status).toBe(401);

      // The admin finds the transfer in the account: paid and confirmed, the units leave the stock.
      const received = await admin.post(`/api/admin/orders/payment-received/${res.json.orderId}`);
      expect(received.status).toBe(200);
      expect(received.json.message).toBe(inVietnamese(orderMessages.paymentReceived));
      expect((await order(c, res.json.orderId)).data).toMatchObject({
        orderStatus: 'confirmed',
        paymentStatus: 'paid',
      });
      expect(await onHand(shelf)).toBe(3);
      // Once paid, no transfer details nor code to show, and a second receipt changes nothing.
      expect((await order(c, res.json.orderId)).bankTransfer).toBeUndefined();
      expect((await c.get(`/api/shop/order/transfer-qr/${res.json.orderId}`)).status).toBe(404);
      expect((await admin.post(`/api/admin/orders/payment-received/${res.json.orderId}`)).status).toBe(200);
      expect(await onHand(shelf)).toBe(3);
    });

    it('expires like an unpaid PayPal order when no transfer comes, and the stock goes back', async () => {
      const chest = await addProduct('Rương chờ chuyển khoản', 4, 50);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chest, quantity: 4 });
      const res = await checkout(c, id, 'bank-transfer');
      expect(await shopStock(chest)).toBe(0);
      await eventually(async () => expect(await shopStock(chest)).toBe(4), 30_000);
      expect((await order(c, res.json.orderId)).data).toMatchObject({
        orderStatus: 'rejected',
        paymentStatus: 'expired',
      });
    });

    it('is marked received by admins only, and only for cash or transfer orders', async () => {
      const lamp = await addProduct('Đèn gỗ', 5, 20);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: lamp, quantity: 1 });
      const paypal = await placeOrder(c, id);
      expect((await c.post(`/api/admin/orders/payment-received/${paypal.json.orderId}`)).status).toBe(403);
      const refused = await admin.post(`/api/admin/orders/payment-received/${paypal.json.orderId}`);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(inVietnamese(orderMessages.notCashOrTransfer));
      expect((await admin.post('/api/admin/orders/payment-received/no-such-order')).status).toBe(404);
    });
  });

  describe('order codes', () => {
    it('numbers 50 orders placed at once without a repeat or a gap, and admins find an order by its code', async () => {
      const vase = await addProduct('Bình gỗ', 200, 10);
      const buyers = await Promise.all(Array.from({ length: 50 }, () => customer()));
      for (const b of buyers) await b.c.post('/api/shop/cart/add', { userId: b.id, productId: vase, quantity: 1 });
      const placed = await Promise.all(buyers.map((b) => checkout(b.c, b.id, 'cod')));
      expect(placed.map((p) => p.status)).toEqual(buyers.map(() => 201));
      const numbers = placed.map((p) => Number(String(p.json.code).slice(-7))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(50);
      expect(numbers[49] - numbers[0]).toBe(49);

      const wanted = placed[7].json;
      const found = await admin.get(
        `/api/admin/orders/get?code=${encodeURIComponent(` ${wanted.code.toLowerCase()} `)}`,
      );
      expect(found.json.data.map((o: OrderView) => o._id)).toEqual([wanted.orderId]);
      const bad = await admin.get('/api/admin/orders/get?code=12345');
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe(inVietnamese(orderMessages.codeMalformed));
    });
  });

  describe('cancelling', () => {
    it('lets the shopper cancel an unpaid order: the stock comes back, once, and others may not', async () => {
      const desk = await addProduct('Bàn làm việc', 3, 80);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: desk, quantity: 2 });
      const created = await placeOrder(c, id);
      expect(await shopStock(desk)).toBe(1);
      const stranger = (await customer()).c;
      expect((await stranger.post(`/api/shop/order/cancel/${created.json.orderId}`)).status).toBe(403);
      expect((await guest.post(`/api/shop/order/cancel/${created.json.orderId}`)).status).toBe(401);

      const answers = await Promise.all([1, 2, 3].map(() => c.post(`/api/shop/order/cancel/${created.json.orderId}`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await shopStock(desk)).toBe(3);
      expect((await order(c, created.json.orderId)).data).toMatchObject({
        orderStatus: 'cancelled',
        paymentStatus: 'cancelled',
      });
      expect((await c.get(`/api/shop/order/list/${id}`)).json.data[0].timeline.at(-1).step).toBe('cancelled');
    });

    it('lets cash on delivery be cancelled before it ships, not after, nor a paid order', async () => {
      const chair = await addProduct('Ghế gỗ', 10, 40);
      const { c, id } = await customer();
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 1 });
      const early = await checkout(c, id, 'cod');
      expect((await c.post(`/api/shop/order/cancel/${early.json.orderId}`)).status).toBe(200);

      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 1 });
      const late = await checkout(c, id, 'cod');
      await admin.request('PUT', `/api/admin/orders/update/${late.json.orderId}`, { orderStatus: 'inShipping' });
      const refused = await c.post(`/api/shop/order/cancel/${late.json.orderId}`);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(inVietnamese(orderMessages.cannotCancel));
      expect((await order(c, late.json.orderId)).data.orderStatus).toBe('inShipping');

      const bought = await buy(shop.url, c, id, [{ productId: chair, quantity: 1 }]);
      expect((await c.post(`/api/shop/order/cancel/${bought.orderId}`)).status).toBe(409);
      expect((await c.post('/api/shop/order/cancel/not-an-order')).status).toBe(404);
    });
  });

  it('refuses a payment method it does not know, naming the field', async () => {
    const { c, id } = await customer();
    const res = await checkout(c, id, 'cash');
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('paymentMethod');
  });
});
