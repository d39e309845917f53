import { inVietnamese, msg, say, variantMessages } from '@tavico/contracts';
import { scenario, type Person } from '../support/scenario';
import { placeOrder, testProduct } from '../support/shop';

/**
 * Issue 30, variants: a table in three sizes and two woods is one product with six variants, each
 * holding its own stock. Buyers racing for the last units of one variant never oversell it, and
 * the other variants are left as they were. A đồng shop: prices are whole đồng.
 */
describe('product variants over HTTP', () => {
  const shop = scenario({ customer: true, env: { SHOP_CURRENCY: 'VND' } });
  const { admin } = shop;
  const sizes = ['120 cm', '160 cm', '200 cm'];
  const woods = ['Gỗ sồi', 'Gỗ óc chó'];
  const variants = sizes.flatMap((size, s) =>
    woods.map((wood, w) => ({
      sku: `BAN-${size.slice(0, 3)}-${w === 0 ? 'SOI' : 'OCCHO'}`,
      options: { size, wood },
      price: 3_200_000 + s * 1_000_000 + w * 800_000,
      salePrice: '',
      totalStock: s === 1 && w === 0 ? 3 : 10,
    })),
  );
  const table = () => ({ ...testProduct('Bàn ăn gỗ tự nhiên', 0, 1_000_000), variants });
  let tableId = '';
  const view = async () => (await shop.guest().get(`/api/shop/products/get/${tableId}`)).json.data;
  const stockOfSku = async (sku: string) =>
    ((await view()).variants as { sku: string; totalStock: number }[]).find((v) => v.sku === sku)!.totalStock;

  it('adds a product with variants: its price is the lowest, its stock theirs together', async () => {
    const added = await admin.post('/api/admin/products/add', table());
    expect(added.status).toBe(201);
    tableId = added.json.data._id;
    const shown = await view();
    expect(shown).toMatchObject({ price: 3_200_000, priceFrom: 3_200_000, pricesVary: true, totalStock: 53 });
    expect(shown.variants).toHaveLength(6);
    expect(shown.variants[2]).toEqual({
      sku: 'BAN-160-SOI',
      options: { size: '160 cm', wood: 'Gỗ sồi' },
      price: 4_200_000,
      salePrice: 0,
      totalStock: 3,
      reservedStock: 0,
      image: '/images/x.svg',
    });
    // The listing sorts and filters it by its lowest price.
    const listed = await shop.guest().get('/api/shop/products/get?minPrice=3000000&maxPrice=3300000');
    expect((listed.json.data as { _id: string }[]).map((p) => p._id)).toContain(tableId);
  });

  it.each([
    [
      'a SKU used twice',
      [variants[0], { ...variants[1], sku: variants[0]!.sku }],
      msg('variant.skuTaken', { sku: 'BAN-120-SOI' }),
    ],
    [
      'the same options twice',
      [variants[0], { ...variants[1], options: variants[0]!.options }],
      msg('variant.sameOptions', { options: '120 cm · Gỗ sồi' }),
    ],
    ['a SKU with spaces', [{ ...variants[0], sku: 'BAN 120' }], msg('variant.badSku')],
    [
      'a sale price not below the price',
      [{ ...variants[0], salePrice: 3_200_000 }],
      msg('variant.saleBelowPrice', { sku: 'BAN-120-SOI' }),
    ],
    [
      'a negative stock',
      [{ ...variants[0], totalStock: -1 }],
      msg('field.notNegative', { label: msg('variant.labelStock') }),
    ],
    [
      'more than 50',
      Array.from({ length: 51 }, (_, i) => ({ ...variants[0], sku: `S${i}`, options: { size: `${i} cm` } })),
      msg('variant.tooMany', { max: 50, count: 51 }),
    ],
    [
      'two without options',
      [
        { ...variants[0], options: {} },
        { ...variants[1], options: {} },
      ],
      msg('variant.noOptions'),
    ],
  ])('refuses %s with a 400 that says why, in Vietnamese and in English', async (_, list, said) => {
    const refused = await admin.post('/api/admin/products/add', { ...table(), variants: list });
    expect([refused.status, refused.json.message]).toEqual([400, inVietnamese(said)]);
    const english = await admin.post('/api/admin/products/add?lang=en', { ...table(), variants: list });
    expect([english.status, english.json.message]).toEqual([400, say('en', said)]);
  });

  it('prices a cart line from its variant, and refuses a SKU the product has not', async () => {
    const { c, id } = shop.customer;
    const unknown = await c.post('/api/shop/cart/add', { userId: id, productId: tableId, sku: 'NOPE', quantity: 1 });
    expect([unknown.status, unknown.json.message]).toEqual([404, inVietnamese(variantMessages.notFound('NOPE'))]);
    // The client's price is not asked for, and not taken.
    const added = await c.post('/api/shop/cart/add', {
      userId: id,
      productId: tableId,
      sku: 'BAN-200-OCCHO',
      quantity: 1,
      price: 1,
    });
    expect(added.status).toBe(200);
    // No SKU: the default variant, the first.
    expect((await c.post('/api/shop/cart/add', { userId: id, productId: tableId, quantity: 1 })).status).toBe(200);
    const cart = (await c.get(`/api/shop/cart/get/${id}`)).json.data.items;
    expect(cart).toEqual([
      expect.objectContaining({
        sku: 'BAN-200-OCCHO',
        price: 6_000_000,
        options: { size: '200 cm', wood: 'Gỗ óc chó' },
      }),
      expect.objectContaining({ sku: 'BAN-120-SOI', price: 3_200_000 }),
    ]);
    const tooMany = await c.post('/api/shop/cart/add', {
      userId: id,
      productId: tableId,
      sku: 'BAN-160-SOI',
      quantity: 4,
    });
    expect(tooMany.status).toBe(400);
    // The spec's delete by product takes every variant of it out.
    expect((await c.request('DELETE', `/api/shop/cart/${id}/${tableId}`)).status).toBe(200);
    expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items).toEqual([]);
  });

  it('sells the last 3 of one variant to 3 of 8 buyers racing for them, and no other variant moves', async () => {
    const before = Object.fromEntries(
      ((await view()).variants as { sku: string; totalStock: number }[]).map((v) => [v.sku, v.totalStock]),
    );
    const buyers: Person[] = [];
    for (let i = 0; i < 8; i += 1) buyers.push(await shop.signUp(`buyer${i}@example.vn`, `Buyer ${i}`));
    for (const { c, id } of buyers) {
      const added = await c.post('/api/shop/cart/add', {
        userId: id,
        productId: tableId,
        sku: 'BAN-160-SOI',
        quantity: 1,
      });
      expect(added.status).toBe(200);
    }
    const answers = await Promise.all(buyers.map(({ c, id }) => placeOrder(c, id)));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.json.message).toContain('Bàn ăn gỗ tự nhiên (160 cm · Gỗ sồi)');
    }
    expect(await stockOfSku('BAN-160-SOI')).toBe(0);
    const after = (await view()).variants as { sku: string; totalStock: number }[];
    for (const v of after.filter((v) => v.sku !== 'BAN-160-SOI')) expect(v.totalStock).toBe(before[v.sku]);
    // The orders name the variant, at its price.
    const order = await buyers[0]!.c.get(`/api/shop/order/list/${buyers[0]!.id}`);
    const mine = (await Promise.all(buyers.map(({ c, id }) => c.get(`/api/shop/order/list/${id}`))))
      .flatMap((r) => r.json.data ?? [])
      .flatMap((o: { cartItems: unknown[] }) => o.cartItems);
    expect(order.status).toBe(200);
    expect(mine).toHaveLength(3);
    for (const line of mine)
      expect(line).toMatchObject({ sku: 'BAN-160-SOI', price: 4_200_000, options: { size: '160 cm', wood: 'Gỗ sồi' } });
  });

  it('takes a paid variant out of its own stock on hand alone, and one order may hold two variants', async () => {
    const staff = async () =>
      (
        (await admin.get('/api/admin/products/get')).json.data as {
          _id: string;
          variants: { sku: string; totalStock: number }[];
        }[]
      )
        .find((p) => p._id === tableId)!
        .variants.map((v) => [v.sku, v.totalStock]);
    const before = Object.fromEntries(await staff());
    await shop.buy(shop.customer, [
      { productId: tableId, sku: 'BAN-200-OCCHO', quantity: 2 },
      { productId: tableId, sku: 'BAN-120-OCCHO', quantity: 1 },
    ]);
    expect(Object.fromEntries(await staff())).toEqual({
      ...before,
      'BAN-200-OCCHO': before['BAN-200-OCCHO'] - 2,
      'BAN-120-OCCHO': before['BAN-120-OCCHO'] - 1,
    });
    // The buyer's review names the variant bought; a SKU the product has not is refused.
    const { c } = shop.customer;
    const review = { productId: tableId, reviewMessage: 'Bàn 2m rất đẹp', reviewValue: 5 };
    const unknown = await c.post('/api/shop/review/add', { ...review, sku: 'NOPE' });
    expect([unknown.status, unknown.json.message]).toEqual([404, inVietnamese(variantMessages.notFound('NOPE'))]);
    expect((await c.post('/api/shop/review/add', { ...review, sku: 'BAN-200-OCCHO' })).status).toBe(201);
    const reviews = (await shop.guest().get(`/api/shop/review/${tableId}`)).json.data;
    expect(reviews).toEqual([expect.objectContaining({ sku: 'BAN-200-OCCHO', reviewValue: 5 })]);
  });

  it('keeps a product without variants as one default variant, and takes variants away with an empty list', async () => {
    const plain = await shop.addProduct('Ghế đẩu', 5, 450_000);
    const shown = (await shop.guest().get(`/api/shop/products/get/${plain}`)).json.data;
    expect(shown).toMatchObject({ variants: [], priceFrom: 450_000, pricesVary: false, totalStock: 5 });
    const { c, id } = shop.customer;
    const withSku = await c.post('/api/shop/cart/add', { userId: id, productId: plain, sku: 'X1', quantity: 1 });
    expect(withSku.status).toBe(404);
    const version = (await admin.get('/api/admin/products/get')).json.data.find(
      (p: { _id: string }) => p._id === plain,
    ).version;
    const edited = await admin.request('PUT', `/api/admin/products/edit/${plain}`, {
      ...testProduct('Ghế đẩu', 5, 450_000),
      version,
      variants: [variants[0], variants[1]],
    });
    expect(edited.status).toBe(200);
    expect((await shop.guest().get(`/api/shop/products/get/${plain}`)).json.data.variants).toHaveLength(2);
    const back = await admin.request('PUT', `/api/admin/products/edit/${plain}`, {
      ...testProduct('Ghế đẩu', 7, 450_000),
      variants: [],
    });
    expect(back.status).toBe(200);
    expect((await shop.guest().get(`/api/shop/products/get/${plain}`)).json.data).toMatchObject({
      variants: [],
      totalStock: 7,
      price: 450_000,
    });
  });
});
