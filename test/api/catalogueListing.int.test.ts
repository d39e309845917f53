import { houseBrand, productMessages, inVietnamese } from '@tavico/contracts';
import { client } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

const product = (overrides: Record<string, unknown> = {}) => ({
  image: '/images/ban.svg',
  title: 'Bàn gỗ sồi',
  description: 'Bàn ăn gỗ sồi tự nhiên, 6 ghế',
  category: 'ban',
  brand: houseBrand.id,
  price: 450.5,
  salePrice: '',
  totalStock: 7,
  ...overrides,
});

describe('catalogue over HTTP', () => {
  const shop = scenario();
  let admin: Client;
  let supplier: Client;
  let otherSupplier: Client;
  let guest: Client;

  beforeAll(async () => {
    ({ admin } = shop);
    const s1 = await shop.signUp('minhlong@example.vn', 'Gỗ Minh Long');
    const s2 = await shop.signUp('phuquy@example.vn', 'Nội thất Phú Quý');
    supplier = s1.c;
    otherSupplier = s2.c;
    guest = client(shop.url);
    for (const id of [s1.id, s2.id]) {
      expect((await admin.request('PUT', `/api/admin/users/${id}/role`, { role: 'supplier' })).json).toMatchObject({
        success: true,
      });
    }
  });

  describe('shop listing, search and filters', () => {
    beforeAll(async () => {
      // A table of the house, and one product of each supplier.
      await admin.post('/api/admin/products/add', product());
      await supplier.post('/api/supplier/products/add', product({ title: 'Tủ áo gỗ xoan', category: 'tu-ke' }));
      await otherSupplier.post('/api/supplier/products/add', product({ title: 'Giường gỗ', category: 'giuong' }));
      for (const p of [
        product({ title: 'Sofa gỗ óc chó', category: 'sofa', price: 900, salePrice: 700 }),
        product({ title: 'Đồ trang trí gỗ', category: 'trang-tri', price: 15, description: 'Tượng gỗ nhỏ' }),
        product({ title: 'Ấm trà', category: 'trang-tri', price: 800, description: 'Bộ ấm kèm khay bàn gỗ' }),
      ]) {
        await admin.post('/api/admin/products/add', p);
      }
    });

    const titles = (res: { json: { data?: { title: string }[] } }): string[] =>
      (res.json.data ?? []).map((p) => p.title);

    it('sorts by effective price by default, and by the other three options', async () => {
      const low = (await guest.get('/api/shop/products/get')).json.data as { price: number; salePrice: number }[];
      const effective = low.map((p) => (p.salePrice > 0 ? p.salePrice : p.price));
      expect(effective).toEqual([...effective].sort((a, b) => a - b));
      const high = (await guest.get('/api/shop/products/get?sortBy=price-hightolow')).json.data as {
        price: number;
        salePrice: number;
      }[];
      expect(high.map((p) => (p.salePrice > 0 ? p.salePrice : p.price))).toEqual([...effective].sort((a, b) => b - a));
      // Sofa is 900 but on sale at 700, so the 800 teapot costs more.
      const h = titles(await guest.get('/api/shop/products/get?sortBy=price-hightolow'));
      expect(h.indexOf('Ấm trà')).toBeLessThan(h.indexOf('Sofa gỗ óc chó'));
      const az = titles(await guest.get('/api/shop/products/get?sortBy=title-atoz'));
      expect(az).toEqual([...az].sort(new Intl.Collator('vi').compare));
      expect(az.indexOf('Ấm trà')).toBeLessThan(az.indexOf('Bàn gỗ sồi'));
      const za = titles(await guest.get('/api/shop/products/get?sortBy=title-ztoa'));
      expect(za).toEqual([...az].reverse());
      expect(titles(await guest.get('/api/shop/products/get?sortBy=nonsense'))).toEqual(
        titles(await guest.get('/api/shop/products/get')),
      );
    });

    it('filters by comma-joined categories and by brand', async () => {
      const decor = (await guest.get('/api/shop/products/get?category=trang-tri,sofa')).json.data as {
        category: string;
      }[];
      expect(decor.length).toBe(3);
      expect(new Set(decor.map((p) => p.category))).toEqual(new Set(['trang-tri', 'sofa']));
      const minhLong = (await guest.get(`/api/shop/products/get?brand=${encodeURIComponent('Gỗ Minh Long')}`)).json
        .data;
      expect(minhLong.map((p: { title: string }) => p.title)).toEqual(['Tủ áo gỗ xoan']);
      expect((await guest.get('/api/shop/products/get?category=footwear')).json.data).toEqual([]);
    });

    it('counts products per filter option', async () => {
      const groups = (await guest.get('/api/shop/products/filters')).json.data;
      const category = groups.find((g: { id: string }) => g.id === 'category');
      expect(category.options.find((o: { id: string }) => o.id === 'trang-tri')).toEqual({
        id: 'trang-tri',
        label: 'Đồ trang trí',
        count: 2,
      });
      expect(category.options).toHaveLength(7);
      const brand = groups.find((g: { id: string }) => g.id === 'brand');
      expect(brand.options[0]).toMatchObject({ id: houseBrand.id, label: houseBrand.label });
      expect(brand.options.map((o: { id: string }) => o.id)).toContain('Nội thất Phú Quý');
    });

    it('searches ignoring case and diacritics, title matches first', async () => {
      const banGo = titles(await guest.get(`/api/shop/search/${encodeURIComponent('ban go')}`));
      expect(banGo[0]).toBe('Bàn gỗ sồi'); // the only title with both words comes first
      expect(banGo).toContain('Ấm trà'); // "bàn gỗ" in its description
      expect(banGo).not.toContain('Đồ trang trí gỗ'); // "gỗ" but no "bàn" anywhere
      expect(titles(await guest.get('/api/shop/search/do'))).toContain('Đồ trang trí gỗ');
      expect(titles(await guest.get('/api/shop/search/SOFA'))).toEqual(['Sofa gỗ óc chó']);
      expect(titles(await guest.get(`/api/shop/search/${encodeURIComponent('Tavico')}`)).length).toBeGreaterThan(0);
      expect((await guest.get(`/api/shop/search/${encodeURIComponent('.*')}`)).json).toMatchObject({
        data: [],
        pagination: { total: 0 },
      });
      expect((await guest.get('/api/shop/search/khongcogi')).json.data).toEqual([]);
    });

    it('pages the listing and search, saying where the page is', async () => {
      const all = titles(await guest.get('/api/shop/products/get?sortBy=title-atoz'));
      const second = await guest.get('/api/shop/products/get?sortBy=title-atoz&page=2&limit=2');
      expect(titles(second)).toEqual(all.slice(2, 4));
      expect(second.json.pagination).toEqual({
        page: 2,
        limit: 2,
        total: all.length,
        totalPages: Math.ceil(all.length / 2),
      });
      // Without paging parameters: the first page of 24 (here everything fits on it).
      const unpaged = await guest.get('/api/shop/products/get');
      expect(unpaged.json.pagination).toEqual({ page: 1, limit: 24, total: all.length, totalPages: 1 });
      expect((await guest.get('/api/shop/products/get?limit=100000')).json.pagination.limit).toBe(100);
      expect((await guest.get('/api/shop/products/get?page=-3&limit=abc')).json.pagination).toMatchObject({
        page: 1,
        limit: 24,
      });

      const everything = titles(await guest.get('/api/shop/search/go'));
      const pages = [];
      for (let page = 1; page <= Math.ceil(everything.length / 2); page++) {
        pages.push(...titles(await guest.get(`/api/shop/search/go?page=${page}&limit=2`)));
      }
      expect(pages).toEqual(everything);
    });

    it('answers an unknown product with 404', async () => {
      const res = await guest.get('/api/shop/products/get/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: inVietnamese(productMessages.notFound) });
    });
  });
});
