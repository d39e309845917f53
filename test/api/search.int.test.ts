import { client } from '../support/shop';
import { scenario } from '../support/scenario';

/**
 * Search that fits Vietnamese (decisions §33), against the 42 demo products: from 2 characters,
 * every word of the query must be a word of the product, and a match with the query's own accents
 * comes before one only without them.
 */
describe('search in Vietnamese, on the demo catalogue', () => {
  const shop = scenario({ env: { DEMO_DATA: 'true' } });
  const titles = async (query: string) =>
    (
      (await client(shop.url).get(`/api/shop/search/${encodeURIComponent(query)}?limit=100`)).json.data as {
        title: string;
      }[]
    ).map((p) => p.title);

  it.each([
    ['ghế', 'Ghế'],
    ['tủ', 'Tủ'],
    ['bàn', 'Bàn'],
    ['kệ', 'Kệ'],
  ])('finds "%s" from two characters, those whose title has it first', async (query, start) => {
    const found = await titles(query);
    expect(found.length).toBeGreaterThan(2);
    const first = found.filter((t) => t.startsWith(start));
    expect(first.length).toBeGreaterThan(0);
    // Every product whose title has the word, with its accents, comes before any that has it only elsewhere.
    const lastTitled = Math.max(...found.map((t, i) => (` ${t.toLowerCase()} `.includes(` ${query} `) ? i : -1)));
    expect(found.slice(0, lastTitled + 1).every((t) => ` ${t.toLowerCase()} `.includes(` ${query} `))).toBe(true);
  });

  it('finds "gỗ" in every wooden product, and "tủ" never through "tự nhiên"', async () => {
    expect((await titles('gỗ')).length).toBeGreaterThan(30);
    for (const title of await titles('tủ')) expect(title).not.toMatch(/^(Bàn|Giường|Sofa) /);
  });

  it('needs every word: "bàn ăn" finds the dining table, not armchairs, sofas or wardrobes', async () => {
    const found = await titles('bàn ăn');
    expect(found[0]).toBe('Bàn ăn gỗ sồi 6 ghế');
    for (const title of found) expect(title).not.toMatch(/^(Ghế bành|Sofa|Tủ quần áo)/);
  });

  it('ranks a match with the query’s own accents first: "bàn trà" puts "Bàn trà…" before "Bàn làm việc gỗ tràm"', async () => {
    const found = await titles('bàn trà');
    expect(found[0]).toBe('Bàn trà mặt gỗ óc chó');
    const tram = found.indexOf('Bàn làm việc gỗ tràm');
    if (tram >= 0) expect(tram).toBeGreaterThan(0);
  });

  it('keeps working without accents: "ban an", "giuong", "sofa go oc cho"', async () => {
    expect(await titles('ban an')).toContain('Bàn ăn gỗ sồi 6 ghế');
    const beds = await titles('giuong');
    expect(beds.length).toBeGreaterThanOrEqual(6);
    expect(beds.slice(0, 6).every((t) => t.includes('Giường'))).toBe(true);
    expect((await titles('sofa go oc cho'))[0]).toBe('Sofa gỗ óc chó da bò');
  });

  it('pages across its tiers without repeating or losing a product', async () => {
    const all = await titles('gỗ');
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length && page < 40; page += 1) {
      const res = await client(shop.url).get(`/api/shop/search/${encodeURIComponent('gỗ')}?page=${page}&limit=7`);
      expect(res.json.pagination.total).toBe(all.length);
      paged.push(...(res.json.data as { title: string }[]).map((p) => p.title));
    }
    expect(paged).toEqual(all);
  });
});
