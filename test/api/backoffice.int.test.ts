import { houseBrand, shopDay, type DashboardView, type ProductView } from '@tavico/contracts';
import { buy, client, placeOrder, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

describe('the back office over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
  let auditor: Client;
  let supplier: Client;
  let lan: Client;
  let lanId: string;

  beforeAll(async () => {
    auditor = (await shop.signUp('audit@example.vn', 'Kiểm Toán', 'auditor')).c;
    supplier = (await shop.signUp('ml@example.vn', 'Gỗ Minh Long', 'supplier')).c;
    ({ c: lan, id: lanId } = await shop.signUp('lan@example.vn', 'Lan'));
  });

  describe('dashboard', () => {
    it("shows today's and this month's orders and revenue, orders by status and 30 days of revenue", async () => {
      const table = (await admin.post('/api/admin/products/add', testProduct('Bàn trà', 20, 120.5))).json.data._id;
      await buy(shop.url, lan, lanId, [{ productId: table, quantity: 2 }]);
      await buy(shop.url, lan, lanId, [{ productId: table, quantity: 1 }]);
      // A third order is placed and left unpaid: counted as an order, not as revenue.
      await lan.post('/api/shop/cart/add', { userId: lanId, productId: table, quantity: 1 });
      expect((await placeOrder(lan, lanId)).status).toBe(201);

      const res = await admin.get('/api/admin/dashboard');
      expect(res.status).toBe(200);
      const data = res.json.data as DashboardView;
      const today = shopDay(new Date());
      expect(data.today).toEqual({ day: today, orders: 3, paidOrders: 2, revenue: 361.5 });
      expect(data.month).toEqual({ month: today.slice(0, 7), orders: 3, paidOrders: 2, revenue: 361.5 });
      expect(data.byStatus).toMatchObject({ pending: 1, confirmed: 2, inProcess: 0, rejected: 0 });
      expect(data.days).toHaveLength(30);
      expect(data.days.at(-1)).toEqual({ day: today, orders: 3, paidOrders: 2, revenue: 361.5 });
      expect(data.days.slice(0, -1).every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
    });

    it('is for admins only', async () => {
      expect((await auditor.get('/api/admin/dashboard')).status).toBe(403);
      expect((await lan.get('/api/admin/dashboard')).status).toBe(403);
      expect((await client(shop.url).get('/api/admin/dashboard')).status).toBe(401);
    });
  });

  describe('product lists', () => {
    const titles = (res: { json: { data?: ProductView[] } }) => (res.json.data ?? []).map((p) => p.title).sort();

    beforeAll(async () => {
      await admin.post('/api/admin/products/add', { ...testProduct('Ghế bành gỗ sồi', 5), category: 'ghe' });
      await supplier.post('/api/supplier/products/add', { ...testProduct('Kệ sách gỗ óc chó', 4), category: 'tu-ke' });
      await supplier.post('/api/supplier/products/add', { ...testProduct('Ghế đẩu', 4), category: 'ghe' });
    });

    it('filters the admin list by category, brand, supplier and words of the title, ignoring diacritics', async () => {
      expect(titles(await admin.get('/api/admin/products/get?category=ghe'))).toEqual(['Ghế bành gỗ sồi', 'Ghế đẩu']);
      expect(titles(await admin.get('/api/admin/products/get?brand=Gỗ%20Minh%20Long'))).toEqual([
        'Ghế đẩu',
        'Kệ sách gỗ óc chó',
      ]);
      expect(titles(await admin.get(`/api/admin/products/get?supplier=${houseBrand.id}`))).toEqual([
        'Bàn trà',
        'Ghế bành gỗ sồi',
      ]);
      expect(titles(await admin.get('/api/admin/products/get?search=go%20soi'))).toEqual(['Ghế bành gỗ sồi']);
      expect(titles(await admin.get('/api/admin/products/get?search=(x'))).toEqual([]);
      expect((await admin.get('/api/admin/products/get?category=ghe')).json.pagination).toEqual({
        page: 1,
        limit: 50,
        total: 2,
        totalPages: 1,
      });
    });

    it('gives a supplier only its own products, filtered the same way', async () => {
      expect(titles(await supplier.get('/api/supplier/products/get'))).toEqual(['Ghế đẩu', 'Kệ sách gỗ óc chó']);
      expect(titles(await supplier.get('/api/supplier/products/get?category=ghe'))).toEqual(['Ghế đẩu']);
      expect(titles(await supplier.get('/api/supplier/products/get?search=ban'))).toEqual([]);
    });

    it("gives a supplier calling the admin listing, as the spec's panel does, only its own products", async () => {
      expect(titles(await supplier.get('/api/admin/products/get'))).toEqual(['Ghế đẩu', 'Kệ sách gỗ óc chó']);
      // Asking for the house's products (or another supplier's) still answers only its own.
      expect(titles(await supplier.get(`/api/admin/products/get?supplier=${houseBrand.id}`))).toEqual([
        'Ghế đẩu',
        'Kệ sách gỗ óc chó',
      ]);
      expect((await supplier.get('/api/admin/products/get?category=ghe')).json.pagination.total).toBe(1);
      // Everything else under /api/admin stays the admin's.
      expect((await supplier.get('/api/admin/orders/get')).status).toBe(403);
      expect((await supplier.get('/api/admin/users')).status).toBe(403);
      expect((await supplier.post('/api/admin/products/add', testProduct('Rương gỗ mít', 2))).status).toBe(403);
      expect(titles(await admin.get('/api/admin/products/get?search=ruong go mit'))).toEqual([]);
    });
  });

  describe("a supplier's profile", () => {
    it('reads back empty, then as saved; only for the supplier itself', async () => {
      expect((await supplier.get('/api/supplier/profile')).json.data).toEqual({
        logo: '',
        background: '',
        contactInfo: '',
      });
      const profile = {
        logo: '/images/l.svg',
        background: 'Ba đời làm mộc ở Đồng Kỵ: bàn ghế gỗ óc chó ghép mộng, hoàn thiện dầu tự nhiên.',
        contactInfo: 'Đồng Kỵ, Bắc Ninh',
      };
      expect((await supplier.request('PUT', '/api/supplier/profile', profile)).status).toBe(200);
      expect((await supplier.get('/api/supplier/profile')).json.data).toEqual(profile);
      expect((await lan.get('/api/supplier/profile')).status).toBe(403);
      // The story is text, at most 1,000 characters.
      const long = await supplier.request('PUT', '/api/supplier/profile', { ...profile, background: 'x'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.json.message).toMatch(/background/);
    });
  });
});
