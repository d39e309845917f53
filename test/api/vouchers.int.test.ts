import { inVietnamese, voucherMessages } from '@tavico/contracts';
import { scenario } from '../support/scenario';
import { testAddress } from '../support/shop';

/**
 * Issue 30, vouchers: the owner writes codes (checked as a whole, each code once), a buyer asks
 * what one takes off the cart as it stands, and the owner's list shows each with its uses.
 * A đồng shop: amounts are whole đồng.
 */
describe('vouchers over HTTP', () => {
  const shop = scenario({ customer: true, env: { SHOP_CURRENCY: 'VND' } });
  const { admin } = shop;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
  const tet = {
    code: 'tet10',
    kind: 'percent',
    value: 10,
    minOrder: 2_000_000,
    maxDiscount: 500_000,
    startsAt: day(-1),
    endsAt: day(30),
    totalUses: 100,
    perCustomer: 1,
    categories: ['ban', 'ghe'],
  };
  const check = (code: string) => shop.customer.c.post('/api/shop/vouchers/check', { code });

  it('lets the owner create a code once, refusing terms it cannot use, and nobody else', async () => {
    for (const [change, said] of [
      [{ code: 'x' }, inVietnamese(voucherMessages.badCode)],
      [{ value: 150 }, inVietnamese(voucherMessages.badPercent)],
      [{ kind: 'amount', value: 0 }, inVietnamese(voucherMessages.badAmount)],
      [{ endsAt: day(-2) }, inVietnamese(voucherMessages.endsBeforeStart)],
      [{ kind: 'free' }, inVietnamese(voucherMessages.badKind)],
    ] as const) {
      const refused = await admin.post('/api/admin/vouchers', { ...tet, ...change });
      expect([refused.status, refused.json.message]).toEqual([400, said]);
    }
    expect((await shop.customer.c.post('/api/admin/vouchers', tet)).status).toBe(403);
    const created = await admin.post('/api/admin/vouchers', tet);
    expect([created.status, created.json.data]).toEqual([201, { code: 'TET10' }]);
    const again = await admin.post('/api/admin/vouchers', { ...tet, code: 'TET10' });
    expect([again.status, again.json.message]).toEqual([409, inVietnamese(voucherMessages.exists)]);
  });

  it('prices a code on the buyer’s cart by its rules, and says why when it does not apply', async () => {
    const table = await shop.addProduct('Bàn trà gỗ sồi', 10, 3_200_000);
    const c = shop.customer.c;
    const id = shop.customer.id;
    expect((await c.post('/api/shop/cart/add', { userId: id, productId: table, quantity: 1 })).status).toBe(200);
    const priced = await check(' tet10 ');
    expect([priced.status, priced.json.data]).toEqual([
      200,
      { code: 'TET10', currency: 'VND', subtotal: 3_200_000, discount: 320_000, endsAt: expect.any(String) },
    ]);
    // Two tables: 10% would be 640.000 ₫, the cap is 500.000 ₫.
    const two = await c.request('PUT', '/api/shop/cart/update-cart', { userId: id, productId: table, quantity: 2 });
    expect(two.status).toBe(200);
    expect((await check('TET10')).json.data.discount).toBe(500_000);
    const unknown = await check('NOPE99');
    expect([unknown.status, unknown.json.message]).toEqual([404, inVietnamese(voucherMessages.notFound)]);
    // A code for beds alone does not cover a table; one that starts next week is not good yet.
    const bedOnly = await admin.post('/api/admin/vouchers', { ...tet, code: 'GIUONG5', categories: ['giuong'] });
    expect(bedOnly.status).toBe(201);
    const notCovered = await check('GIUONG5');
    expect([notCovered.status, notCovered.json.message]).toEqual([
      400,
      inVietnamese(voucherMessages.notForTheseProducts),
    ]);
    const future = await admin.post('/api/admin/vouchers', { ...tet, code: 'SAU7', startsAt: day(7) });
    expect(future.status).toBe(201);
    const early = await check('SAU7');
    expect([early.status, early.json.message]).toEqual([400, expect.stringContaining('có hiệu lực từ')]);
    // Below the minimum: one stool alone.
    await c.request('DELETE', `/api/shop/cart/${id}/${table}`);
    const stool = await shop.addProduct('Ghế đẩu', 10, 450_000);
    await c.post('/api/shop/cart/add', { userId: id, productId: stool, quantity: 1 });
    const small = await check('TET10');
    expect([small.status, small.json.message]).toEqual([400, inVietnamese(voucherMessages.minOrder('2.000.000 ₫'))]);
  });

  it('lets the owner change a code’s terms and lists every code with its uses', async () => {
    const changed = await admin.request('PUT', '/api/admin/vouchers/TET10', { ...tet, code: 'TET10', value: 15 });
    expect(changed.status).toBe(200);
    const renamed = await admin.request('PUT', '/api/admin/vouchers/TET10', { ...tet, code: 'OTHER1' });
    expect(renamed.status).toBe(404);
    expect((await admin.request('PUT', '/api/admin/vouchers/NONE11', { ...tet, code: 'NONE11' })).status).toBe(404);
    const list = await admin.get('/api/admin/vouchers');
    expect(list.status).toBe(200);
    const tet10 = (list.json.data as { code: string }[]).find((v) => v.code === 'TET10');
    expect(tet10).toMatchObject({
      kind: 'percent',
      value: 15,
      minOrder: 2_000_000,
      maxDiscount: 500_000,
      running: true,
      uses: 0,
      discount: 0,
      revenue: 0,
    });
    expect((await shop.customer.c.get('/api/admin/vouchers')).status).toBe(403);
  });

  it('gives exactly the last uses to buyers racing for them, and takes a use back from a cancelled order', async () => {
    const lamp = await shop.addProduct('Đèn gỗ', 100, 2_500_000);
    const created = await admin.post('/api/admin/vouchers', {
      ...tet,
      code: 'CUOI5',
      kind: 'amount',
      value: 200_000,
      maxDiscount: null,
      totalUses: 5,
      categories: null,
    });
    expect(created.status).toBe(201);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shop.signUp(`dua${i}@example.vn`, `Khách ${i}`)),
    );
    await Promise.all(
      buyers.map(async (b) => {
        await b.c.post('/api/shop/address/add', { ...testAddress, userId: b.id });
        const added = await b.c.post('/api/shop/cart/add', { userId: b.id, productId: lamp, quantity: 1 });
        expect(added.status).toBe(200);
      }),
    );
    const answers = await Promise.all(
      buyers.map(async (b) => {
        const book = (await b.c.get(`/api/shop/address/get/${b.id}`)).json.data;
        return b.c.post('/api/shop/order/create', {
          addressInfo: { addressId: book[0]._id },
          paymentMethod: 'cod',
          voucherCode: 'cuoi5',
        });
      }),
    );
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(5);
    expect(new Set(refused.map((a) => `${a.status} ${a.json.message}`))).toEqual(
      new Set([`409 ${inVietnamese(voucherMessages.usedUp)}`]),
    );
    // Each placed order took 200.000 ₫ off and says so; the refused ones hold no stock.
    for (const answer of placed) {
      expect(answer.json.data).toMatchObject({ voucherCode: 'CUOI5', discount: 200_000 });
      expect(answer.json.data.totalAmount).toBe(2_500_000 - 200_000 + answer.json.data.shippingFee);
    }
    expect(await shop.stockOf(lamp)).toBe(95);
    const listed = async () =>
      ((await admin.get('/api/admin/vouchers')).json.data as { code: string; uses: number; revenue: number }[]).find(
        (v) => v.code === 'CUOI5',
      );
    expect(await listed()).toMatchObject({ uses: 5, revenue: 5 * 2_300_000 });
    // One buyer cancels: the use goes back, and someone else may take it.
    const first = placed[0];
    const owner = buyers.find((b) => b.id === first.json.data.userId)!;
    expect((await owner.c.post(`/api/shop/order/cancel/${first.json.orderId}`)).status).toBe(200);
    expect(await listed()).toMatchObject({ uses: 4 });
    const late = buyers.find((b) => !placed.some((p) => p.json.data.userId === b.id))!;
    const book = (await late.c.get(`/api/shop/address/get/${late.id}`)).json.data;
    const second = await late.c.post('/api/shop/order/create', {
      addressInfo: { addressId: book[0]._id },
      paymentMethod: 'cod',
      voucherCode: 'CUOI5',
    });
    expect([second.status, second.json.data?.discount]).toEqual([201, 200_000]);
  }, 120_000);
});
