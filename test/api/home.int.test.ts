import { categories, productMessages, showroomSize, inVietnamese } from '@tavico/contracts';
import { client, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

interface HomeAnswer {
  featured: { _id: string; title: string; featured: boolean }[];
  categories: { id: string; label: string; count: number; image: string | null }[];
}

/**
 * The home page sells (issue 19.9): the admin puts products in the showroom and takes them off;
 * suppliers and customers cannot; the home answer lists the latest chosen first, at most
 * showroomSize, and each category with its count and a picture of one of its products.
 */
describe("the home page's showroom and categories", () => {
  const shop = scenario();
  const { admin } = shop;
  const home = async () => (await client(shop.url).get('/api/shop/home')).json.data as HomeAnswer;
  const feature = (c: ReturnType<typeof client>, id: string, body: unknown) =>
    c.request('PUT', `/api/admin/products/feature/${id}`, body);
  const add = async (title: string, category = 'ban') => {
    const res = await admin.post('/api/admin/products/add', { ...testProduct(title, 5), category });
    expect(res.status).toBe(201);
    return res.json.data._id as string;
  };

  it('starts empty: no showroom, every category counted with no picture', async () => {
    const answer = await home();
    expect(answer.featured).toEqual([]);
    expect(answer.categories.map((c) => [c.id, c.count, c.image])).toEqual(categories.map((c) => [c.id, 0, null]));
  });

  it('lets the admin feature products, the latest chosen first, and take one off', async () => {
    const table = await add('Bàn gỗ sồi');
    const chair = await add('Ghế gỗ tràm', 'ghe');
    const featureTable = await feature(admin, table, { featured: true });
    expect(featureTable.json).toMatchObject({ success: true, message: inVietnamese(productMessages.featured) });
    await feature(admin, chair, { featured: true });
    let answer = await home();
    expect(answer.featured.map((p) => p.title)).toEqual(['Ghế gỗ tràm', 'Bàn gỗ sồi']);
    expect(answer.featured.every((p) => p.featured)).toBe(true);
    const ban = answer.categories.find((c) => c.id === 'ban')!;
    expect(ban).toMatchObject({ label: 'Bàn', count: 1, image: expect.stringMatching(/^\/|^http/) });
    // The same choice twice changes nothing; taking it off empties its place.
    expect((await feature(admin, table, { featured: true })).status).toBe(200);
    const off = await feature(admin, chair, { featured: false });
    expect(off.json).toMatchObject({ success: true, message: inVietnamese(productMessages.unfeatured) });
    answer = await home();
    expect(answer.featured.map((p) => p.title)).toEqual(['Bàn gỗ sồi']);
    // The admin's list finds the showroom's products alone.
    const shownToAdmin = (await admin.get('/api/admin/products/get?featured=true')).json.data as { title: string }[];
    expect(shownToAdmin.map((p) => p.title)).toEqual(['Bàn gỗ sồi']);
    // The listing says which products are featured.
    const listed = (await client(shop.url).get(`/api/shop/products/get/${table}`)).json.data;
    expect(listed.featured).toBe(true);
  });

  it(`shows at most ${showroomSize}, and a deleted product leaves the showroom`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < showroomSize + 2; i++) ids.push(await add(`Tủ số ${i + 1}`, 'tu-ke'));
    for (const id of ids) expect((await feature(admin, id, { featured: true })).status).toBe(200);
    let answer = await home();
    expect(answer.featured).toHaveLength(showroomSize);
    expect(answer.featured[0].title).toBe(`Tủ số ${showroomSize + 2}`);
    await admin.request('DELETE', `/api/admin/products/delete/${ids[ids.length - 1]}`);
    answer = await home();
    expect(answer.featured[0].title).toBe(`Tủ số ${showroomSize + 1}`);
    expect(answer.featured.some((p) => p._id === ids[ids.length - 1])).toBe(false);
  });

  it('takes the same choice sent five times at once as one', async () => {
    const chest = await add('Rương gỗ');
    const answers = await Promise.all(Array.from({ length: 5 }, () => feature(admin, chest, { featured: true })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const shown = (await home()).featured.filter((p) => p._id === chest);
    expect(shown).toHaveLength(1);
    // Off and on again at once: whichever came last, the product is in the showroom at most once.
    await Promise.all([feature(admin, chest, { featured: false }), feature(admin, chest, { featured: true })]);
    expect((await home()).featured.filter((p) => p._id === chest).length).toBeLessThanOrEqual(1);
  });

  it('refuses guests (401), customers and suppliers (403), a bad body (400) and an unknown product (404)', async () => {
    const table = await add('Bàn trà');
    expect((await feature(client(shop.url), table, { featured: true })).status).toBe(401);
    const { c: customer } = await shop.signUp('khach@example.vn', 'Khách');
    expect((await feature(customer, table, { featured: true })).status).toBe(403);
    const { c: supplier } = await shop.signUp('ncc@example.vn', 'Nhà cung cấp', 'supplier');
    expect((await feature(supplier, table, { featured: true })).status).toBe(403);
    for (const body of [{}, { featured: 'yes' }, { featured: 1 }, { featured: null }]) {
      const res = await feature(admin, table, body);
      expect([JSON.stringify(body), res.status, res.json.message]).toEqual([
        JSON.stringify(body),
        400,
        inVietnamese(productMessages.featuredRequired),
      ]);
    }
    // Not an object at all: the shop's general answer for that.
    expect((await feature(admin, table, [true])).json).toMatchObject({ success: false, message: expect.any(String) });
    expect((await feature(admin, 'not-a-product', { featured: true })).status).toBe(404);
    expect((await feature(admin, '00000000-0000-4000-8000-000000000000', { featured: true })).status).toBe(404);
    expect((await home()).featured.some((p) => p._id === table)).toBe(false);
  });
});
