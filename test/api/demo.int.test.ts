import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categories, lowStockThreshold, siteSettingsRequest } from '@tavico/contracts';
import { createSqliteEventStore } from '@tavico/infrastructure';
import { demoFeatured, demoPassword, demoReviews, demoSuppliers, demoVoucher } from '@tavico/demo';
import { adminEnv, client, startShop, type TestShop } from '../support/shop';

interface Listed {
  _id: string;
  gallery: string[];
  category: string;
  brand: string;
  salePrice: number;
  totalStock: number;
  image: string;
  imageCard: string | null;
  title: string;
  specs: { material: string };
}

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('demo data', () => {
  let shop: TestShop;
  const guest = () => client(shop.url);
  // The demo catalogue fits one page of the most a page may hold (checked below).
  const products = async () => (await guest().get('/api/shop/products/get?limit=100')).json.data as Listed[];

  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, DEMO_DATA: 'true' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('offers every payment method and fills the footer, with contact values and an account plainly a demo', async () => {
    const settings = (await guest().get('/api/common/settings')).json;
    expect(settings.paymentOptions).toEqual({ currency: 'USD', codMaxTotal: 2000, bankTransfer: true });
    expect(settings.data.bank.accountName).toContain('DEMO');
    expect(settings.data.address).toContain('(địa chỉ demo)');
    expect(settings.data.email).toMatch(/^demo@.*\.example$/);
    expect(settings.data.hotlines).toEqual(['0900 000 001', '0900 000 002']);
    for (const url of Object.values(settings.data.social)) expect(url).toMatch(/^https:\/\/.*demo/);
    // Saved through the same rules as the back office's form.
    expect(siteSettingsRequest.safeParse(settings.data).success).toBe(true);
  });

  it('fills an empty shop with a furniture catalogue in every category', async () => {
    const list = await products();
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect((await guest().get('/api/shop/products/get')).json.pagination).toMatchObject({
      page: 1,
      limit: 24,
      total: list.length,
    });
    for (const c of categories) expect([c.id, list.some((p) => p.category === c.id)]).toEqual([c.id, true]);
    expect(list.filter((p) => p.salePrice > 0).length).toBeGreaterThanOrEqual(5);
    expect(list.filter((p) => p.totalStock > 0 && p.totalStock < lowStockThreshold).length).toBeGreaterThanOrEqual(5);
    expect(list.filter((p) => p.totalStock === 0)).toHaveLength(1);
    expect(new Set(list.map((p) => p.brand)).size).toBe(4); // the house brand and three suppliers
    expect(list.some((p) => /gỗ/.test(p.title))).toBe(true);
  });

  it("says each product is made of the wood its title names: the stool 'gỗ cao su' of Gỗ cao su", async () => {
    const list = await products();
    const madeOf = (title: string) => list.find((p) => p.title === title)?.specs.material;
    expect(
      ['Ghế đẩu gỗ cao su', 'Ghế băng dài gỗ lim', 'Tủ rượu gỗ gụ', 'Bàn làm việc gỗ tràm', 'Tượng gỗ con trâu'].map(
        madeOf,
      ),
    ).toEqual(['Gỗ cao su', 'Gỗ lim', 'Gỗ gụ', 'Gỗ tràm', 'Gỗ mít']);
    // Whichever of the catalogue's woods a title names (the longest: 'gỗ sồi trắng' over 'gỗ sồi'), it is made of it.
    const woods = [...new Set(list.map((p) => p.specs.material))].filter((m) => m.startsWith('Gỗ '));
    for (const p of list) {
      const named = woods.filter((w) => p.title.toLowerCase().includes(w.toLowerCase()));
      const longest = named.sort((a, b) => b.length - a.length)[0];
      if (longest) expect([p.title, p.specs.material]).toEqual([p.title, longest]);
    }
  });

  it('draws its own images, served as SVG, with card renditions made by the job', async () => {
    const [first] = await products();
    const served = await fetch(shop.url + first.image);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toMatch(/^<svg /);
    const withCards = await waitFor(products, (list) => list.every((p) => p.imageCard !== null));
    expect(withCards.filter((p) => p.imageCard === null)).toEqual([]);
    expect((await fetch(shop.url + withCards[0].imageCard)).headers.get('content-type')).toBe('image/webp');
  });

  it('pictures each product twice as the kind of thing it is: the tea tray as a tea tray, never as a clock', async () => {
    /** What a demo drawing shows: its title, the kind's name ('khay trà', 'đồng hồ'). */
    const shows = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(shop.url + url)).text())?.[1];
    const pictured = await Promise.all(
      (await products()).map(async (p) => ({
        title: p.title,
        main: await shows(p.image),
        gallery: await Promise.all(p.gallery.map(shows)),
      })),
    );
    for (const p of pictured) {
      expect(p.gallery).toHaveLength(1);
      expect(p).toEqual({ title: p.title, main: expect.any(String), gallery: [p.main] });
      expect([p.title, p.title.toLowerCase().includes(p.main!)]).toEqual([p.title, true]);
    }
    expect(pictured.find((p) => p.title === 'Khay trà gỗ hương')).toMatchObject({
      main: 'khay trà',
      gallery: ['khay trà'],
    });
    expect(pictured.find((p) => p.title === 'Đồng hồ treo tường gỗ óc chó')).toMatchObject({ gallery: ['đồng hồ'] });
  });

  it("fills the home page's showroom with the admin's choice, and pictures every category", async () => {
    const home = (await guest().get('/api/shop/home')).json.data as {
      featured: Listed[];
      categories: { id: string; count: number; image: string | null }[];
    };
    expect(home.featured.map((p) => p.title)).toEqual(demoFeatured);
    const list = await products();
    expect(home.categories.map((c) => c.id)).toEqual(categories.map((c) => c.id));
    for (const c of home.categories) {
      expect([c.id, c.count]).toEqual([c.id, list.filter((p) => p.category === c.id).length]);
      expect([c.id, c.image]).toEqual([c.id, expect.stringMatching(/^\/uploads\//)]);
    }
  });

  it('adds three suppliers with profiles and ratings, and four banners', async () => {
    const suppliers = (await guest().get('/api/suppliers')).json as {
      userName: string;
      logo: string;
      rating: number;
    }[];
    expect(suppliers.map((s) => s.userName).sort()).toEqual(demoSuppliers.map((s) => s.userName).sort());
    for (const s of suppliers) {
      expect(s.logo).toMatch(/^\/uploads\//);
      expect(s.rating).toBeGreaterThan(0);
    }
    expect((await guest().get('/api/common/feature/get')).json.data).toHaveLength(4);
  });

  it('lets the demo accounts sign in with the documented password', async () => {
    const res = await guest().post('/api/auth/login', { email: demoSuppliers[0].email, password: demoPassword });
    expect(res.json).toMatchObject({ success: true, user: { role: 'supplier', userName: demoSuppliers[0].userName } });
  });

  it('runs a voucher a buyer can use at checkout (issue 30)', async () => {
    const admin = client(shop.url);
    await admin.post('/api/auth/login', { email: adminEnv.ADMIN_EMAIL, password: adminEnv.ADMIN_PASSWORD });
    const listed = (await admin.get('/api/admin/vouchers')).json.data as { code: string; running: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ code: demoVoucher.code, running: true, kind: 'percent' })]);
  });

  it("gives each demo customer a paid order of what they reviewed, with an address; Lan's delivered and returnable", async () => {
    const lan = guest();
    const login = await lan.post('/api/auth/login', { email: 'lan@demo.tavico.vn', password: demoPassword });
    const id = login.json.user.id;
    const orders = (await lan.get(`/api/shop/order/list/${id}`)).json.data;
    expect(orders).toHaveLength(1);
    // Delivered (issue 30): it can be returned for RETURN_DAYS (7) from the start.
    expect(orders[0]).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid', paymentMethod: 'paypal' });
    expect(Date.parse(orders[0].returnUntil)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const bought = orders[0].cartItems.map((i: { title: string }) => i.title).sort();
    const reviewed = [...new Set(demoReviews.filter((r) => r[1] === 0).map((r) => r[0]))].sort();
    expect(bought).toEqual(reviewed);
    expect((await lan.get(`/api/shop/address/get/${id}`)).json.data).toHaveLength(1);
    expect((await lan.get(`/api/shop/cart/get/${id}`)).json.data.items).toEqual([]);
  });

  it('adds nothing more when the shop starts again', async () => {
    const before = (await products()).length;
    await shop.stop();
    shop = await startShop({ dataDir: shop.dataDir, env: { ...adminEnv, DEMO_DATA: 'true' } });
    expect(await products()).toHaveLength(before);
    expect((await guest().get('/api/common/feature/get')).json.data).toHaveLength(4);
  });
});

describe('demo data, other starts', () => {
  it('finishes a demo catalogue whose first start was cut short', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-demo-'));
    const events = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
    const metadata = {
      actorId: null,
      actorRole: 'system' as const,
      correlationId: 'c',
      causationId: null,
      time: new Date().toISOString(),
    };
    await events.append(
      'demo-data',
      [{ id: randomUUID(), type: 'DemoDataStarted', data: { version: 1 }, metadata }],
      'no_stream',
    );
    await events.append(
      'user-x',
      [{ id: randomUUID(), type: 'SessionEnded', data: { userId: 'x', sessionId: 's' }, metadata }],
      'no_stream',
    );
    await events.close();
    const shop = await startShop({ dataDir, env: { DEMO_DATA: 'true' } });
    try {
      expect((await client(shop.url).get('/api/shop/products/get')).json.pagination.total).toBeGreaterThanOrEqual(40);
    } finally {
      await shop.stop();
      shop.cleanup();
    }
  });

  it('leaves a shop that already has data alone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-demo-'));
    const first = await startShop({ dataDir, env: adminEnv });
    await first.stop();
    const shop = await startShop({ dataDir, env: { ...adminEnv, DEMO_DATA: 'true' } });
    try {
      expect((await client(shop.url).get('/api/shop/products/get')).json.data).toEqual([]);
    } finally {
      await shop.stop();
      shop.cleanup();
    }
  });
});

describe('demo data of a shop selling in đồng (as `npm start` runs it)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, DEMO_DATA: 'true', SHOP_CURRENCY: 'VND' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('places its demo orders in đồng, each line at its product’s price', async () => {
    const lan = client(shop.url);
    const login = await lan.post('/api/auth/login', { email: 'lan@demo.tavico.vn', password: demoPassword });
    const [order] = (await lan.get(`/api/shop/order/list/${login.json.user.id}`)).json.data;
    // Without its currency an order reads as dollars: 267,600 đồng shown as $267,600.00.
    expect(order.currency).toBe('VND');
    for (const line of order.cartItems as { productId: string; price: number }[]) {
      const product = (await lan.get(`/api/shop/products/get/${line.productId}`)).json.data;
      expect(line.price).toBe(product.salePrice > 0 ? product.salePrice : product.price);
    }
    expect(order.totalAmount).toBeGreaterThan(10_000);
  });
});
