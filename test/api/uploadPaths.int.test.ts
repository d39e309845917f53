import { request } from 'node:http';
import sharp from 'sharp';
import { imageMessages, inVietnamese } from '@tavico/contracts';
import { signInAdmin, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = Awaited<ReturnType<typeof signInAdmin>>['c'];

/**
 * The security review's odd /uploads names (issue "Hardening, third round"): given as a product's
 * picture or a post's cover, they reached the blob store, which refused the name, and the shop
 * answered 500. Every field that takes a picture now answers 400, saying which field is wrong.
 */
describe('odd /uploads paths', () => {
  const shop = scenario();
  const { admin } = shop;
  let supplier: Client;
  let uploaded = '';
  const ids: Record<string, string> = {};

  const oddPaths = [
    '/uploads/a/b.png',
    '/uploads/..',
    '/uploads/',
    '/uploads',
    '/uploads/../events.sqlite',
    '/uploads/.hidden',
    '/uploads/%2e%2e',
    '/uploads/a.png',
    `/uploads/${'a'.repeat(64)}.png/..`,
    `/uploads/${'a'.repeat(64)}.exe`,
    `/uploads/${'b'.repeat(250)}.png`,
    '/UPLOADS/..',
    '/uploads?name=..',
  ];

  const post = (cover: string) => ({ title: 'Tin mới', cover, body: '<p>Nội dung.</p>', status: 'draft' });
  const fields: [string, () => Client, string, () => string, (url: string) => object, string][] = [
    [
      'admin adds a product',
      () => admin,
      'POST',
      () => '/api/admin/products/add',
      (url) => ({ ...testProduct('Bàn', 1), image: url }),
      'Ảnh sản phẩm (image)',
    ],
    [
      'admin adds a gallery',
      () => admin,
      'POST',
      () => '/api/admin/products/add',
      (url) => ({ ...testProduct('Bàn', 1), gallery: [uploaded, url] }),
      'Ảnh sản phẩm (gallery)',
    ],
    [
      'admin edits a product',
      () => admin,
      'PUT',
      () => `/api/admin/products/edit/${ids.adminProduct}`,
      (url) => ({ ...testProduct('Bàn', 1), image: url }),
      'Ảnh sản phẩm (image)',
    ],
    [
      'admin edits a gallery',
      () => admin,
      'PUT',
      () => `/api/admin/products/edit/${ids.adminProduct}`,
      (url) => ({ ...testProduct('Bàn', 1), gallery: [url] }),
      'Ảnh sản phẩm (gallery)',
    ],
    [
      'supplier adds a product',
      () => supplier,
      'POST',
      () => '/api/supplier/products/add',
      (url) => ({ ...testProduct('Ghế', 1), image: url }),
      'Ảnh sản phẩm (image)',
    ],
    [
      'supplier adds a gallery',
      () => supplier,
      'POST',
      () => '/api/supplier/products/add',
      (url) => ({ ...testProduct('Ghế', 1), gallery: [url] }),
      'Ảnh sản phẩm (gallery)',
    ],
    [
      'supplier edits a product',
      () => supplier,
      'PUT',
      () => `/api/supplier/products/edit/${ids.supplierProduct}`,
      (url) => ({ ...testProduct('Ghế', 1), image: url }),
      'Ảnh sản phẩm (image)',
    ],
    [
      'supplier edits a gallery',
      () => supplier,
      'PUT',
      () => `/api/supplier/products/edit/${ids.supplierProduct}`,
      (url) => ({ ...testProduct('Ghế', 1), gallery: [url] }),
      'Ảnh sản phẩm (gallery)',
    ],
    ['admin writes a post', () => admin, 'POST', () => '/api/admin/posts', post, 'Ảnh bìa (cover)'],
    ['admin edits a post', () => admin, 'PUT', () => `/api/admin/posts/${ids.post}`, post, 'Ảnh bìa (cover)'],
    [
      'admin adds a banner',
      () => admin,
      'POST',
      () => '/api/common/feature/add',
      (url) => ({ image: url }),
      'Ảnh banner (image)',
    ],
    [
      'supplier saves its logo',
      () => supplier,
      'PUT',
      () => '/api/supplier/profile',
      (url) => ({ logo: url, contactInfo: '0901 234 567' }),
      'Logo',
    ],
  ];

  beforeAll(async () => {
    supplier = (await shop.signUp('ml@example.vn', 'Gỗ Minh Long', 'supplier')).c;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#8b5a2b' } })
      .png()
      .toBuffer();
    uploaded = (
      await admin.upload('/api/admin/products/upload-image', [{ field: 'my_file', name: 'a.png', data: png }])
    ).json.result.url;
    ids.adminProduct = (
      await admin.post('/api/admin/products/add', { ...testProduct('Bàn', 1), image: uploaded })
    ).json.data._id;
    ids.supplierProduct = (
      await supplier.post('/api/supplier/products/add', { ...testProduct('Ghế', 1), image: uploaded })
    ).json.data._id;
    ids.post = (await admin.post('/api/admin/posts', post(uploaded))).json.data._id;
    expect(Object.values(ids)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  });

  it.each(fields)('refuses every odd path with 400 when the %s', async (_what, who, method, route, body, label) => {
    const answers = [];
    for (const url of oddPaths) {
      const res = await who().request(method, route(), body(url));
      answers.push([url, res.status, res.json]);
    }
    expect(answers).toEqual(
      oddPaths.map((url) => [url, 400, { success: false, message: inVietnamese(imageMessages.notUploadPath(label)) }]),
    );
    // The same form with a real upload goes through: the refusal is the path's.
    const fine = await who().request(method, route(), body(uploaded));
    expect(fine.status).toBeLessThan(300);
  });

  /** A GET of a path exactly as written: fetch would resolve `..` before sending it. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(shop.url);
      const req = request({ hostname, port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([
    '/uploads/..%2f..',
    '/uploads/..%2F..%2Fevents.sqlite',
    '/uploads/a/b.png',
    '/uploads/',
    '/uploads',
    '/uploads/..',
    '/UPLOADS/a/b.png',
  ])('answers GET %s with 404, not 500', async (path) => {
    const res = await rawGet(path);
    expect([res.status, JSON.parse(res.body)]).toEqual([
      404,
      { success: false, message: inVietnamese(imageMessages.notFound) },
    ]);
  });
});
