import { defaultShippingTables, defaultSiteSettings, type OrderView, type ShippingQuoteView } from '@tavico/contracts';
import { simpleParser } from 'mailparser';
import { eventually } from '../support/live';
import {
  addressIn,
  adminEnv,
  appendOldAddress,
  client,
  signInAdmin,
  signUp,
  startShop,
  testProduct,
  type TestShop,
} from '../support/shop';

type Client = ReturnType<typeof client>;

/**
 * Shipping fees (decisions §35) over HTTP, in a đồng shop: the owner's table in the settings, the
 * estimate for the cart, and the fee the server prices on the order, whatever the client says.
 */
const table = {
  zones: [
    { name: 'TP Hồ Chí Minh', provinceCodes: ['79'], fee: 150_000, minDays: 1, maxDays: 2 },
    { name: 'Miền Nam', provinceCodes: ['75', '92'], fee: 350_000, minDays: 2, maxDays: 4 },
  ],
  elsewhere: { fee: 700_000, minDays: 4, maxDays: 8 },
  freeShippingFrom: 30_000_000,
  bulkyFee: 200_000,
};

describe('shipping fees', () => {
  let shop: TestShop;
  let admin: Client;
  let buyer: { c: Client; id: string };
  let chair: string;
  let sofa: string;
  let noProvince: { c: Client; id: string };
  const addresses: Record<'saigon' | 'dongNai' | 'hanoi' | 'none', string> = {
    saigon: '',
    dongNai: '',
    hanoi: '',
    none: '',
  };

  const addAddress = async (provinceCode: string, who = buyer) => {
    const added = await who.c.post('/api/shop/address/add', { ...addressIn(provinceCode), userId: who.id });
    expect(added.status).toBe(201);
    return added.json.data._id as string;
  };
  const fillCart = async (lines: { productId: string; quantity: number }[], who = buyer) => {
    for (const line of lines) {
      const added = await who.c.post('/api/shop/cart/add', { userId: who.id, ...line });
      expect(added.status).toBe(200);
    }
  };
  const emptyCart = async (lines: { productId: string }[]) => {
    for (const { productId } of lines) await buyer.c.request('DELETE', `/api/shop/cart/${buyer.id}/${productId}`);
  };
  const quote = async (addressId: string, who = buyer) => {
    const answer = await who.c.get(`/api/shop/shipping-quote?addressId=${addressId}`);
    expect(answer.status).toBe(200);
    return answer.json.data as ShippingQuoteView;
  };
  /** Places a cash-on-delivery order of these lines to this address, reads it, and cancels it. */
  const order = async (
    lines: { productId: string; quantity: number }[],
    addressId: string,
    extra = {},
    who = buyer,
  ) => {
    await fillCart(lines, who);
    const created = await who.c.post('/api/shop/order/create', {
      paymentMethod: 'cod',
      addressInfo: { addressId },
      ...extra,
    });
    expect(created.status).toBe(201);
    const read = await who.c.get(`/api/shop/order/details/${created.json.orderId}`);
    await who.c.post(`/api/shop/order/cancel/${created.json.orderId}`, {});
    return { answer: created.json.data as OrderView, read: read.json.data as OrderView };
  };

  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, SHOP_CURRENCY: 'VND', COD_MAX_TOTAL: '100000000' } });
    admin = (await signInAdmin(shop.url)).c;
    chair = (await admin.post('/api/admin/products/add', testProduct('Ghế gỗ', 50, 2_000_000))).json.data._id;
    const bulky = await admin.post('/api/admin/products/add', {
      ...testProduct('Sofa da', 50, 9_000_000),
      bulky: true,
    });
    expect(bulky.status).toBe(201);
    sofa = bulky.json.data._id;
    buyer = await signUp(shop.url, 'ship@example.vn', 'Lan');
    addresses.saigon = await addAddress('79');
    addresses.dongNai = await addAddress('75');
    addresses.hanoi = await addAddress('01');
    // (Three addresses at most: a second buyer's, from before provinces, has none.)
    noProvince = await signUp(shop.url, 'old@example.vn', 'Hoa');
    addresses.none = await appendOldAddress(shop.shop, noProvince.id);
    await eventually(async () => {
      expect((await noProvince.c.get(`/api/shop/address/get/${noProvince.id}`)).json.data).toHaveLength(1);
    });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it("gives a fresh shop the currency's default table, and keeps the table the owner saves", async () => {
    const fresh = await client(shop.url).get('/api/common/settings');
    expect(fresh.json.shipping).toEqual(defaultShippingTables.VND);

    const bad = await admin.request('PUT', '/api/admin/settings', {
      ...defaultSiteSettings,
      shipping: { ...table, zones: [table.zones[0], { ...table.zones[1], provinceCodes: ['79'] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Mỗi tỉnh/thành phố chỉ thuộc một vùng giao hàng.');
    const badDays = await admin.request('PUT', '/api/admin/settings', {
      ...defaultSiteSettings,
      shipping: { ...table, elsewhere: { fee: 700_000, minDays: 9, maxDays: 3 } },
    });
    expect(badDays.status).toBe(400);
    expect(badDays.json.message).toMatch(/muộn nhất/);

    const saved = await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, shipping: table });
    expect(saved.status).toBe(200);
    expect(saved.json.shipping).toEqual(table);
    // A save that leaves the table out (an older client) keeps it.
    await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, hotlines: ['0909 123 456'] });
    expect((await client(shop.url).get('/api/common/settings')).json.shipping).toEqual(table);
  });

  it('marks a product bulky for staff only: the shop never shows it', async () => {
    const staff = (await admin.get('/api/admin/products/get')).json.data as { _id: string; bulky?: boolean }[];
    expect(staff.find((p) => p._id === sofa)?.bulky).toBe(true);
    expect(staff.find((p) => p._id === chair)?.bulky).toBe(false);
    const shown = (await client(shop.url).get(`/api/shop/products/get/${sofa}`)).json.data;
    expect(shown).not.toHaveProperty('bulky');
    const wrong = await admin.post('/api/admin/products/add', { ...testProduct('Tủ', 1, 1_000_000), bulky: 'có' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/cồng kềnh/);
  });

  it("estimates the cart's fee for each address: its zone, everywhere else, bulky units, the threshold", async () => {
    await fillCart([{ productId: chair, quantity: 1 }]);
    expect(await quote(addresses.saigon)).toMatchObject({
      fee: 150_000,
      zone: 'TP Hồ Chí Minh',
      subtotal: 2_000_000,
      total: 2_150_000,
    });
    expect(await quote(addresses.dongNai)).toMatchObject({ fee: 350_000, zone: 'Miền Nam', minDays: 2, maxDays: 4 });
    expect(await quote(addresses.hanoi)).toMatchObject({ fee: 700_000, zone: null, minDays: 4, maxDays: 8 });
    expect(await quote(addresses.none, noProvince)).toMatchObject({ fee: 700_000, zone: null });
    await fillCart([{ productId: sofa, quantity: 2 }]);
    expect(await quote(addresses.saigon)).toMatchObject({ fee: 150_000 + 2 * 200_000, total: 20_000_000 + 550_000 });
    await fillCart([{ productId: sofa, quantity: 1 }]);
    // 29.000.000 ₫: just under the threshold, three bulky units.
    expect(await quote(addresses.hanoi)).toMatchObject({
      fee: 700_000 + 3 * 200_000,
      free: false,
      subtotal: 29_000_000,
    });
    await fillCart([{ productId: sofa, quantity: 1 }]);
    expect(await quote(addresses.hanoi)).toMatchObject({ fee: 0, free: true, subtotal: 38_000_000, total: 38_000_000 });
    await emptyCart([{ productId: chair }, { productId: sofa }]);

    const someoneElse = await signUp(shop.url, 'other@example.vn', 'Minh');
    const notTheirs = await someoneElse.c.get(`/api/shop/shipping-quote?addressId=${addresses.saigon}`);
    expect(notTheirs.status).toBe(404);
    const nothing = await buyer.c.get('/api/shop/shipping-quote');
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toMatch(/địa chỉ giao hàng/);
    expect((await client(shop.url).get(`/api/shop/shipping-quote?provinceCode=79`)).status).toBe(401);
    const byProvince = await buyer.c.get('/api/shop/shipping-quote?provinceCode=92');
    expect(byProvince.json.data).toMatchObject({ fee: 350_000, zone: 'Miền Nam' });
  });

  it('prices each zone on the order, inside its total', async () => {
    const lines = [{ productId: chair, quantity: 2 }];
    for (const [addressId, fee] of [
      [addresses.saigon, 150_000],
      [addresses.dongNai, 350_000],
      [addresses.hanoi, 700_000],
    ] as const) {
      const { answer, read } = await order(lines, addressId);
      expect(answer).toMatchObject({ shippingFee: fee, totalAmount: 4_000_000 + fee });
      expect(read).toMatchObject({ shippingFee: fee, totalAmount: 4_000_000 + fee });
    }
    const { read } = await order(lines, addresses.none, {}, noProvince);
    expect(read).toMatchObject({ shippingFee: 700_000, totalAmount: 4_700_000, shipping: { zone: null } });
  });

  it('adds the bulky surcharge per bulky unit, ships free from the threshold, and shows each line its delivery days', async () => {
    const bulky = await order(
      [
        { productId: chair, quantity: 1 },
        { productId: sofa, quantity: 2 },
      ],
      addresses.saigon,
    );
    expect(bulky.read).toMatchObject({
      shippingFee: 150_000 + 2 * 200_000,
      totalAmount: 20_000_000 + 550_000,
      shipping: { zone: 'TP Hồ Chí Minh', minDays: 1, maxDays: 2 },
    });
    for (const line of bulky.read.cartItems) expect(line.delivery?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Its e-mail (the outbox: no SMTP server here) names the fee and the expected days.
    const mail = await eventually(async () => {
      const listed = (await admin.get('/api/admin/ops/outbox')).json.data as { name: string; subject: string }[];
      const found = listed.find((m) => m.subject.includes(bulky.read.code ?? '?'));
      expect(found).toBeDefined();
      return simpleParser((await admin.get(`/api/admin/ops/outbox/${found?.name}`)).text);
    });
    expect(mail.text).toContain('Phí vận chuyển: 550.000 ₫');
    expect(mail.text).toContain('Tổng cộng: 20.550.000 ₫');
    expect(mail.text).toMatch(/Dự kiến giao: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);

    const free = await order([{ productId: sofa, quantity: 4 }], addresses.hanoi);
    expect(free.read).toMatchObject({ shippingFee: 0, totalAmount: 36_000_000 });
  });

  it("ignores a client's shippingFee and totals", async () => {
    const { read } = await order([{ productId: chair, quantity: 1 }], addresses.hanoi, {
      shippingFee: 0,
      totalAmount: 1,
      shipping: { feeCents: 0 },
    });
    expect(read).toMatchObject({ shippingFee: 700_000, totalAmount: 2_700_000 });
    const listed = (await admin.get('/api/admin/orders/get')).json.data as OrderView[];
    expect(listed.find((o) => o._id === read._id)).toMatchObject({ shippingFee: 700_000, totalAmount: 2_700_000 });
  });
});
