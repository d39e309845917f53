import { houseBrand } from '@tavico/contracts';
import { adminEnv, buy, client, signInAdmin, signUp, startShop, type TestShop } from '../support/shop';

type Client = ReturnType<typeof client>;
interface Listed {
  _id: string;
  title: string;
  price: number;
  salePrice: number;
}

/** decisions §28: no answer carries more than 100 documents; lists page, counts come from `pagination`. */
describe('bounded answers over HTTP', () => {
  let shop: TestShop;
  let admin: Client;
  let supplier: Client;
  let lan: Client;
  let lanId: string;
  let guest: Client;
  const kinds = ['Bàn', 'Ghế', 'Tủ', 'Giường', 'Sofa'];

  beforeAll(async () => {
    shop = await startShop({ env: adminEnv });
    admin = (await signInAdmin(shop.url)).c;
    supplier = (await signUp(shop.url, 'ml@example.vn', 'Gỗ Minh Long', { admin, role: 'supplier' })).c;
    ({ c: lan, id: lanId } = await signUp(shop.url, 'lan@example.vn', 'Lan'));
    guest = client(shop.url);
    // 150 products: 90 of the house, 60 of the supplier; prices repeat, so sorting meets ties.
    // Every tenth title says "Quý"; every description says "gỗ".
    for (let n = 1; n <= 150; n++) {
      const body = {
        image: '/images/x.svg',
        title: `${kinds[n % kinds.length]} ${n % 10 === 0 ? 'Quý ' : ''}số ${String(n).padStart(3, '0')}`,
        description: 'Đồ gỗ tự nhiên',
        category: 'ban',
        brand: houseBrand.id,
        price: 100 + (n % 7),
        salePrice: n % 4 === 0 ? 50 : '',
        totalStock: 50,
      };
      const res =
        n <= 90
          ? await admin.post('/api/admin/products/add', body)
          : await supplier.post('/api/supplier/products/add', body);
      if (res.status !== 201) throw new Error(`add failed: ${res.text}`);
    }
    // 22 orders of Lan's, one more than her first page holds.
    const first = (await guest.get('/api/shop/products/get')).json.data[0]._id as string;
    for (let i = 0; i < 22; i++) await buy(shop.url, lan, lanId, [{ productId: first, quantity: 1 }]);
  }, 180_000);
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  const ids = (res: { json: { data?: { _id: string }[] } }) => (res.json.data ?? []).map((p) => p._id);

  describe('the shop listing', () => {
    it('answers the first 24 without paging parameters, counting all 150', async () => {
      const res = await guest.get('/api/shop/products/get');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(24);
      expect(res.json.pagination).toEqual({ page: 1, limit: 24, total: 150, totalPages: 7 });
    });

    it('holds a limit above 100 to 100', async () => {
      const res = await guest.get('/api/shop/products/get?limit=500');
      expect(res.json.data).toHaveLength(100);
      expect(res.json.pagination).toEqual({ page: 1, limit: 100, total: 150, totalPages: 2 });
      expect((await guest.get('/api/shop/products/get?limit=500&page=2')).json.data).toHaveLength(50);
    });

    it.each(['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'])(
      'continues page 2 where page 1 stopped, every product once, sorted %s',
      async (sortBy) => {
        const whole = ids(await guest.get(`/api/shop/products/get?sortBy=${sortBy}&limit=100`)).concat(
          ids(await guest.get(`/api/shop/products/get?sortBy=${sortBy}&limit=100&page=2`)),
        );
        const paged: string[] = [];
        for (let page = 1; page <= 7; page++) {
          const res = await guest.get(`/api/shop/products/get?sortBy=${sortBy}&page=${page}`);
          expect(res.json.pagination).toMatchObject({ page, limit: 24, total: 150 });
          paged.push(...ids(res));
        }
        expect(new Set(paged).size).toBe(150);
        expect(paged).toEqual(whole);
        // Past the last page: nothing, and where the list ends.
        const past = await guest.get(`/api/shop/products/get?sortBy=${sortBy}&page=8`);
        expect(past.json).toMatchObject({ data: [], pagination: { page: 8, total: 150, totalPages: 7 } });
      },
    );

    it('sorts across pages: the effective price never goes down from one page to the next', async () => {
      const effective = (p: Listed) => (p.salePrice > 0 ? p.salePrice : p.price);
      const one = (await guest.get('/api/shop/products/get?page=1')).json.data as Listed[];
      const two = (await guest.get('/api/shop/products/get?page=2')).json.data as Listed[];
      expect(effective(two[0])).toBeGreaterThanOrEqual(effective(one.at(-1)!));
    });

    it('counts a filtered listing', async () => {
      const res = await guest.get(`/api/shop/products/get?brand=${encodeURIComponent('Gỗ Minh Long')}`);
      expect(res.json.pagination).toEqual({ page: 1, limit: 24, total: 60, totalPages: 3 });
    });
  });

  describe('search', () => {
    it('answers a two-letter search with one page and the count of every match', async () => {
      // "go" is a word of every description ("gỗ", without its marks; decisions §33: 2 letters and up).
      const res = await guest.get('/api/shop/search/go');
      expect(res.status).toBe(200);
      expect(res.json.data).toHaveLength(24);
      expect(res.json.pagination).toEqual({ page: 1, limit: 24, total: 150, totalPages: 7 });
      const all: string[] = [];
      for (let page = 1; page <= 7; page++) all.push(...ids(await guest.get(`/api/shop/search/go?page=${page}`)));
      expect(new Set(all).size).toBe(150);
    });

    it('counts a search that fits one page, title matches first', async () => {
      const res = await guest.get(`/api/shop/search/${encodeURIComponent('quy')}`);
      expect(res.json.pagination).toEqual({ page: 1, limit: 24, total: 15, totalPages: 1 });
      expect((res.json.data as Listed[]).every((p) => p.title.includes('Quý'))).toBe(true);
      expect((await guest.get('/api/shop/search/go?limit=1000')).json.data).toHaveLength(100);
    });
  });

  describe('staff lists', () => {
    it("bounds the admin's product list: 50 by default, 100 at most", async () => {
      const res = await admin.get('/api/admin/products/get');
      expect(res.json.data).toHaveLength(50);
      expect(res.json.pagination).toEqual({ page: 1, limit: 50, total: 150, totalPages: 3 });
      const most = await admin.get('/api/admin/products/get?limit=500&page=1');
      expect(most.json.data).toHaveLength(100);
      const third = await admin.get('/api/admin/products/get?page=3');
      expect(third.json.data).toHaveLength(50);
      const pages = [...ids(res), ...ids(await admin.get('/api/admin/products/get?page=2')), ...ids(third)];
      expect(new Set(pages).size).toBe(150);
      const filtered = await admin.get(`/api/admin/products/get?supplier=${houseBrand.id}&search=quy`);
      expect(filtered.json.pagination).toMatchObject({ total: 9, totalPages: 1 });
    });

    it("bounds a supplier's own list", async () => {
      const res = await supplier.get('/api/supplier/products/get');
      expect(res.json.data).toHaveLength(50);
      expect(res.json.pagination).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2 });
      expect((await supplier.get('/api/supplier/products/get?page=2')).json.data).toHaveLength(10);
    });

    it('bounds every order list: the admins’ and a customer’s own', async () => {
      const all = await admin.get('/api/admin/orders/get');
      expect(all.json.pagination).toEqual({ page: 1, limit: 50, total: 22, totalPages: 1 });
      expect((await admin.get('/api/admin/orders/get?limit=500')).json.pagination.limit).toBe(100);
      const tens = await admin.get('/api/admin/orders/get?limit=10&page=3');
      expect(tens.json.data).toHaveLength(2);
      expect(tens.json.pagination).toEqual({ page: 3, limit: 10, total: 22, totalPages: 3 });

      const mine = await lan.get(`/api/shop/order/list/${lanId}`);
      expect(mine.json.data).toHaveLength(20);
      expect(mine.json.pagination).toEqual({ page: 1, limit: 20, total: 22, totalPages: 2 });
      const rest = await lan.get(`/api/shop/order/list/${lanId}?page=2`);
      expect(rest.json.data).toHaveLength(2);
      expect(new Set([...ids(mine), ...ids(rest)]).size).toBe(22);
      expect(ids(mine)).toEqual(ids(all).slice(0, 20)); // newest first, both of them
    });

    it('keeps the people list’s own fields beside `pagination`', async () => {
      const res = await admin.get('/api/admin/users?limit=500');
      expect(res.json).toMatchObject({ page: 1, pageSize: 100, total: 3 });
      expect(res.json.pagination).toEqual({ page: 1, limit: 100, total: 3, totalPages: 1 });
      expect((await admin.get('/api/admin/users?page=2&limit=2')).json.data).toHaveLength(1);
    });
  });

  describe('public lists', () => {
    it('keeps the supplier list a bare array of at most 100, saying how many there are', async () => {
      const res = await guest.get('/api/suppliers');
      expect(Array.isArray(res.json)).toBe(true);
      expect(res.json).toHaveLength(1);
      expect(res.headers.get('x-total-count')).toBe('1');
      expect((await guest.get('/api/suppliers?page=2')).json).toEqual([]);
    });

    it('pages the banners too', async () => {
      const res = await guest.get('/api/common/feature/get');
      expect(res.json).toEqual({
        success: true,
        data: [],
        pagination: { page: 1, limit: 100, total: 0, totalPages: 1 },
      });
    });
  });

  describe('bad paging parameters', () => {
    const bad = [
      'page=-1&limit=-5',
      'page=abc&limit=abc',
      'page=0&limit=0',
      'page=1&page=2&limit=10&limit=20',
      'page[$gt]=1&limit[]=5',
      'page=2.5&limit=1e2',
      'page=99999999999&limit=24abc',
      'page=&limit=',
    ];

    it.each(bad)('answers ?%s with 200 and the first page of the default size', async (query) => {
      const listing = await guest.get(`/api/shop/products/get?${query}`);
      expect(listing.status).toBe(200);
      expect(listing.json.pagination).toEqual({ page: 1, limit: 24, total: 150, totalPages: 7 });
      const search = await guest.get(`/api/shop/search/g?${query}`);
      expect(search.status).toBe(200);
      expect(search.json.pagination).toMatchObject({ page: 1, limit: 24 });
    });

    it('answers every list with 200 and its defaults, whatever the paging parameters say', async () => {
      const query = 'page=-1&page=x&limit=abc&limit[]=9';
      const lists: [Client, string, number][] = [
        [admin, '/api/admin/products/get', 50],
        [supplier, '/api/supplier/products/get', 50],
        [admin, '/api/admin/orders/get', 50],
        [lan, `/api/shop/order/list/${lanId}`, 20],
        [guest, `/api/shop/review/${ids(await guest.get('/api/shop/products/get'))[0]}`, 20],
        [admin, '/api/admin/users', 20],
        [guest, '/api/common/feature/get', 100],
      ];
      for (const [c, route, limit] of lists) {
        const res = await c.get(`${route}?${query}`);
        expect([route, res.status, res.json.pagination?.page, res.json.pagination?.limit]).toEqual([
          route,
          200,
          1,
          limit,
        ]);
      }
      const suppliers = await guest.get(`/api/suppliers?${query}`);
      expect([suppliers.status, suppliers.json.length]).toEqual([200, 1]);
    });
  });
});
