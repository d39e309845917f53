import { get } from 'node:http';
import { collections } from '@tavico/contracts';
import { client, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

describe('public catalogue answers kept between changes', () => {
  const shop = scenario();

  it('answers the same until the catalogue changes, then at once the change', async () => {
    const admin = shop.admin;
    const guest = client(shop.url);
    const added = await admin.post('/api/admin/products/add', testProduct('Bàn gỗ sồi', 5));
    const id = added.json.data._id as string;
    const listing = () => guest.get('/api/shop/products/get?sortBy=title-atoz&page=1&limit=24');
    const first = await listing();
    expect((await listing()).text).toBe(first.text);
    expect(first.json.data.map((p: { title: string }) => p.title)).toEqual(['Bàn gỗ sồi']);

    const edited = await admin.request('PUT', `/api/admin/products/edit/${id}`, testProduct('Bàn gỗ óc chó', 5));
    expect(edited.status).toBe(200);
    expect((await listing()).json.data.map((p: { title: string }) => p.title)).toEqual(['Bàn gỗ óc chó']);
    expect((await guest.get(`/api/shop/products/get/${id}`)).json.data.title).toBe('Bàn gỗ óc chó');
    expect((await guest.get('/api/shop/search/oc cho')).json.data.map((p: { _id: string }) => p._id)).toEqual([id]);

    await admin.request('DELETE', `/api/admin/products/delete/${id}`);
    expect((await listing()).json.data).toEqual([]);
    expect((await guest.get(`/api/shop/products/get/${id}`)).status).toBe(404);
  });

  it('answers a repeated page ahead of the app with the same body and headers, and 304 to a browser that has it', async () => {
    const admin = shop.admin;
    await admin.post('/api/admin/products/add', testProduct('Ghế gỗ lim', 3));
    const page = '/api/shop/products/get?sortBy=price-lowtohigh&page=1&limit=12';
    const first = await fetch(shop.url + page);
    const second = await fetch(shop.url + page);
    const lasting = (h: Headers) =>
      Object.fromEntries([...h].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)));
    expect(await second.text()).toBe(await first.text());
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const etag = second.headers.get('etag')!;
    // As a browser's cache asks (fetch() would add Cache-Control: no-cache, asking for the page itself).
    const again = await new Promise<number>((resolve, reject) =>
      get(shop.url + page, { headers: { 'If-None-Match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject),
    );
    expect(again).toBe(304);
    // The one a shopper's own command waits for is not answered ahead of its wait: it is current.
    const added = await admin.post('/api/admin/products/add', testProduct('Ghế gỗ lim mới', 4));
    const current = await fetch(shop.url + page, { headers: { 'X-Min-Position': String(added.json.position) } });
    expect(((await current.json()) as { data: { title: string }[] }).data.map((p) => p.title)).toContain(
      'Ghế gỗ lim mới',
    );
  });

  it('keeps one answer for a listing whatever else its URL carries, and another when a parameter it reads changes', async () => {
    const admin = shop.admin;
    const added = await admin.post('/api/admin/products/add', { ...testProduct('Kệ sách gỗ', 2), category: 'sofa' });
    const id = added.json.data._id as string;
    const titles = async (query: string) =>
      (await client(shop.url).get(`/api/shop/products/get?${query}`)).json.data.map((p: { title: string }) => p.title);
    const details = async (query: string) =>
      (await client(shop.url).get(`/api/shop/products/get/${id}${query}`)).json.data.title as string;
    expect(await titles('category=sofa')).toEqual(['Kệ sách gỗ']);
    expect(await details('')).toBe('Kệ sách gỗ');
    // Behind the projection's back, so the catalogue's stamp stays: a kept answer still shows the
    // old title, one computed afresh the new.
    await shop.shop.store.collection(collections.products).updateOne({ _id: id }, { $set: { title: 'Kệ đổi tên' } });
    expect(await titles('a=1&category=sofa')).toEqual(['Kệ sách gỗ']);
    expect(await titles('category=sofa&zzz=2&utm_source=mail')).toEqual(['Kệ sách gỗ']);
    expect(await titles('limit=24&category=sofa')).toEqual(['Kệ đổi tên']);
    expect(await titles('category=sofa&limit=24&fbclid=x')).toEqual(['Kệ đổi tên']);
    expect(await titles('category=sofa&sortBy=title-ztoa')).toEqual(['Kệ đổi tên']);
    // The details read no parameter at all.
    expect(await details('?v=1&ref=home')).toBe('Kệ sách gỗ');
  });
});
