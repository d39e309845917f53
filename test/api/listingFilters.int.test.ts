import { client, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

/**
 * The listing's price range and faceted counts (issue 19.8): the price paid (the sale price when
 * there is one) between minPrice and maxPrice, a clear 400 for a bad bound, and each filter
 * group's counts following the other groups' choices and the price.
 */
describe('listing filters: price range and faceted counts', () => {
  const shop = scenario();
  const counts = async (query: string) => {
    const answer = await client(shop.url).get(`/api/shop/products/filters${query}`);
    expect(answer.status).toBe(200);
    const groups = answer.json.data as { id: string; options: { id: string; count: number }[] }[];
    return Object.fromEntries(
      groups.map((g) => [g.id, Object.fromEntries(g.options.filter((o) => o.count > 0).map((o) => [o.id, o.count]))]),
    );
  };
  const titles = async (query: string) =>
    ((await client(shop.url).get(`/api/shop/products/get${query}`)).json.data as { title: string }[])
      .map((p) => p.title)
      .sort();

  beforeAll(async () => {
    const { admin } = shop;
    const { c: supplier } = await shop.signUp('go@example.vn', 'Gỗ Minh Long', 'supplier');
    const add = async (
      c: typeof admin,
      route: string,
      title: string,
      category: string,
      price: number,
      sale: number | '' = '',
    ) => expect((await c.post(route, { ...testProduct(title, 5, price, sale), category })).status).toBe(201);
    await add(admin, '/api/admin/products/add', 'Bàn rẻ', 'ban', 50);
    await add(admin, '/api/admin/products/add', 'Bàn giảm giá', 'ban', 900, 150);
    await add(admin, '/api/admin/products/add', 'Ghế đắt', 'ghe', 700);
    await add(supplier, '/api/supplier/products/add', 'Ghế của sạp', 'ghe', 120);
  });

  it('keeps the products whose price paid is in the range, bounds included', async () => {
    expect(await titles('?minPrice=100&maxPrice=200')).toEqual(['Bàn giảm giá', 'Ghế của sạp']);
    expect(await titles('?minPrice=150')).toEqual(['Bàn giảm giá', 'Ghế đắt']);
    expect(await titles('?maxPrice=50&category=ban')).toEqual(['Bàn rẻ']);
    const page = await client(shop.url).get('/api/shop/products/get?minPrice=100&maxPrice=200');
    expect(page.json.pagination.total).toBe(2);
  });

  it('answers a bad bound or a range that runs backwards with 400 and a message', async () => {
    for (const query of ['?minPrice=abc', '?maxPrice=-5', '?minPrice=1e9', '?minPrice=1.234']) {
      const answer = await client(shop.url).get(`/api/shop/products/get${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.json.message).toMatch(/không âm/);
    }
    const backwards = await client(shop.url).get('/api/shop/products/get?minPrice=300&maxPrice=100');
    expect(backwards.status).toBe(400);
    expect(backwards.json.message).toBe('Giá từ (minPrice) không được lớn hơn giá đến (maxPrice).');
    expect((await client(shop.url).get('/api/shop/products/filters?minPrice=x')).status).toBe(400);
  });

  it("counts each group's options under the other groups' choices and the price", async () => {
    expect(await counts('')).toEqual({
      category: { ban: 2, ghe: 2 },
      brand: { 'noi-that-tavico': 3, 'Gỗ Minh Long': 1 },
    });
    // A chosen category narrows the brands' counts, not the categories' own.
    expect(await counts('?category=ghe')).toEqual({
      category: { ban: 2, ghe: 2 },
      brand: { 'noi-that-tavico': 1, 'Gỗ Minh Long': 1 },
    });
    // A chosen brand and a price narrow the categories' counts.
    expect(await counts('?brand=noi-that-tavico&maxPrice=200')).toEqual({
      category: { ban: 2 },
      brand: { 'noi-that-tavico': 2, 'Gỗ Minh Long': 1 },
    });
  });
});
