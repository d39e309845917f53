import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { houseBrand, imageMessages, maxUploadBytes, inVietnamese } from '@tavico/contracts';
import { client } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 139, g: 90, b: 43 } } })
    [format]()
    .toBuffer();

describe('image uploads over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
  let supplier: Client;
  let customer: Client;
  let guest: Client;
  const route = '/api/admin/products/upload-image';
  const uploadsDir = () => path.join(shop.dataDir, 'uploads');
  const originals = () => readdirSync(uploadsDir()).filter((f) => !f.includes('-card'));

  beforeAll(async () => {
    supplier = (await shop.signUp('ml@example.vn', 'Gỗ Minh Long', 'supplier')).c;
    customer = (await shop.signUp('khach@example.vn', 'Khách')).c;
    guest = client(shop.url);
  });

  it('stores an image under its content and serves it back with its type and long cache headers', async () => {
    const png = await photo(1200, 900, 'png');
    const res = await admin.upload(route, [{ field: 'my_file', name: 'ban.png', data: png, type: 'image/png' }]);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      result: { url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.png$/) },
    });
    const served = await fetch(shop.url + res.json.result.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const again = await admin.upload(route, [{ field: 'my_file', name: 'other-name.png', data: png }]);
    expect(again.json.result.url).toBe(res.json.result.url);
  });

  it('knows an image by its bytes, not its name', async () => {
    const jpeg = await photo(40, 30, 'jpeg');
    const res = await admin.upload(route, [
      { field: 'my_file', name: 'looks-like.png', data: jpeg, type: 'image/png' },
    ]);
    expect(res.json.result.url).toMatch(/\.jpg$/);
    const served = await fetch(shop.url + res.json.result.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    for (const format of ['webp', 'gif'] as const) {
      const other = await admin.upload(route, [{ field: 'my_file', name: 'x.bin', data: await photo(20, 20, format) }]);
      expect(other.json.result.url).toMatch(new RegExp(`\\.${format}$`));
    }
  });

  it('makes a smaller WebP rendition that products carry beside the original', async () => {
    const big = await photo(2000, 1000, 'jpeg');
    const { url } = (await admin.upload(route, [{ field: 'my_file', name: 'big.jpg', data: big }])).json.result;
    const added = await admin.post('/api/admin/products/add', {
      image: url,
      title: 'Tủ gỗ lim',
      description: 'Tủ quần áo gỗ lim',
      category: 'tu-ke',
      brand: houseBrand.id,
      price: 900,
      salePrice: '',
      totalStock: 3,
    });
    const id = added.json.data._id;
    let card: string | null = null;
    for (let i = 0; i < 100 && !card; i++) {
      card = (await guest.get(`/api/shop/products/get/${id}`)).json.data.imageCard;
      if (!card) await new Promise((r) => setTimeout(r, 50));
    }
    expect(card).toMatch(/^\/uploads\/[a-f0-9]{64}-card\.webp$/);
    const served = await fetch(shop.url + card);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const listed = (await guest.get('/api/shop/products/get')).json.data.find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({ image: url, imageCard: card });
  });

  it.each([
    [
      'a text file named like a photo',
      [{ field: 'my_file', name: 'photo.jpg', data: Buffer.from('not an image at all') }],
      400,
      inVietnamese(imageMessages.notImage),
    ],
    [
      'an SVG, which can carry script',
      [
        {
          field: 'my_file',
          name: 'x.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
      400,
      inVietnamese(imageMessages.notImage),
    ],
    ['no file', [], 400, inVietnamese(imageMessages.missing)],
    [
      'a file under another field',
      [{ field: 'image', name: 'a.png', data: Buffer.from('x') }],
      400,
      inVietnamese(imageMessages.missing),
    ],
    [
      'two files',
      [
        { field: 'my_file', name: 'a.gif', data: Buffer.from('GIF89a1') },
        { field: 'my_file', name: 'b.gif', data: Buffer.from('GIF89a2') },
      ],
      400,
      inVietnamese(imageMessages.tooMany),
    ],
    [
      'an empty file',
      [{ field: 'my_file', name: 'a.png', data: Buffer.alloc(0) }],
      400,
      inVietnamese(imageMessages.missing),
    ],
    [
      'a PNG signature followed by garbage',
      [
        {
          field: 'my_file',
          name: 'broken.png',
          data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]),
        },
      ],
      400,
      inVietnamese(imageMessages.undecodable),
    ],
  ])('refuses %s, storing nothing', async (_what, files, status, message) => {
    const before = originals();
    const res = await admin.upload(route, files);
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ success: false, message });
    expect(originals()).toEqual(before);
  });

  it('refuses an image over 5 MB with 413, storing nothing', async () => {
    const before = originals();
    const tooBig = Buffer.concat([await photo(10, 10, 'png'), Buffer.alloc(maxUploadBytes)]);
    const res = await admin.upload(route, [{ field: 'my_file', name: 'huge.png', data: tooBig }]);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: inVietnamese(imageMessages.tooLarge) });
    expect(originals()).toEqual(before);
  });

  it('refuses a JSON body instead of a file', async () => {
    const res = await admin.post(route, { my_file: 'x' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(inVietnamese(imageMessages.missing));
  });

  it('refuses a photo cut off half way, storing nothing', async () => {
    const before = originals();
    const jpeg = await photo(800, 600, 'jpeg');
    const res = await admin.upload(route, [
      { field: 'my_file', name: 'cut.jpg', data: jpeg.subarray(0, jpeg.length / 2) },
    ]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: inVietnamese(imageMessages.undecodable) });
    expect(originals()).toEqual(before);
  });

  it('lets suppliers upload on their own route and on the admin one (the spec’s supplier panel calls it)', async () => {
    const gif = await photo(12, 12, 'gif');
    const file = [{ field: 'my_file', name: 'g.gif', data: gif }];
    expect((await supplier.upload('/api/supplier/products/upload-image', file)).status).toBe(201);
    expect((await supplier.upload(route, file)).status).toBe(201);
    expect((await customer.upload(route, file)).status).toBe(403);
    expect((await guest.upload(route, file)).status).toBe(401);
    expect((await customer.upload('/api/supplier/products/upload-image', file)).status).toBe(403);
  });

  it('refuses a product naming an upload that does not exist, and takes one that does', async () => {
    const missing = `/uploads/${'c'.repeat(64)}.png`;
    const product = (image: string) => ({
      image,
      title: 'Kệ sách',
      description: 'Gỗ thông',
      category: 'tu-ke',
      brand: houseBrand.id,
      price: 40,
      salePrice: '',
      totalStock: 3,
    });
    const refused = await admin.post('/api/admin/products/add', product(missing));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ success: false, message: inVietnamese(imageMessages.notUploaded) });
    const uploaded = (
      await admin.upload(route, [{ field: 'my_file', name: 'k.png', data: await photo(20, 20, 'png') }])
    ).json.result.url as string;
    const added = await admin.post('/api/admin/products/add', product(uploaded));
    expect(added.status).toBe(201);
    const edited = await admin.request('PUT', `/api/admin/products/edit/${added.json.data._id}`, product(missing));
    expect(edited.json).toEqual({ success: false, message: inVietnamese(imageMessages.notUploaded) });
  });

  it('answers 404 for names that are not uploads', async () => {
    for (const name of ['nothing.png', `${'a'.repeat(64)}.png`, '..%2Fevents.sqlite', `${'b'.repeat(64)}.exe`]) {
      const res = await guest.get(`/uploads/${name}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(inVietnamese(imageMessages.notFound));
    }
  });
});
