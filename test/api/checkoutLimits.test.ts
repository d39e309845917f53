import { defaultSiteSettings, orderMessages } from '@tavico/contracts';
import {
  adminEnv,
  approveSandbox,
  client,
  placeOrder,
  signInAdmin,
  signUp,
  startShop,
  testAddress,
  testProduct,
  type TestShop,
} from '../support/shop';

type Client = ReturnType<typeof client>;

describe('one cart is one order; a buyer holds at most MAX_UNPAID_ORDERS unpaid orders', () => {
  let shop: TestShop;
  let admin: Client;
  let guest: Client;
  let n = 0;
  const addProduct = async (title: string, totalStock: number) =>
    (await admin.post('/api/admin/products/add', testProduct(title, totalStock))).json.data._id as string;
  const shopStock = async (productId: string) =>
    (await guest.get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
  const buyer = async () => {
    n += 1;
    const person = await signUp(shop.url, `mua${n}@example.vn`, `Người mua ${n}`);
    await person.c.post('/api/shop/address/add', { ...testAddress, userId: person.id });
    const addressId = (await person.c.get(`/api/shop/address/get/${person.id}`)).json.data[0]._id as string;
    return { ...person, addressId };
  };
  const ordersOf = async (c: Client, id: string) =>
    (await c.get(`/api/shop/order/list/${id}`)).json.data as { _id: string }[];

  beforeAll(async () => {
    shop = await startShop({ env: adminEnv });
    admin = (await signInAdmin(shop.url)).c;
    guest = client(shop.url);
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
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
    expect(first.json).toMatchObject({ success: true, message: orderMessages.placed, approvalURL: '' });
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
    expect(third.json).toEqual({ success: false, message: orderMessages.tooManyUnpaid(2) });
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
});
