import {
  bannerMessages,
  houseBrand,
  messages,
  orderMessages,
  productMessages,
  reviewMessages,
  inVietnamese,
} from '@tavico/contracts';
import { buy, client, placeOrder } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;

const product = (overrides: Record<string, unknown> = {}) => ({
  image: '/images/ban.svg',
  title: 'Ghế gỗ óc chó',
  description: 'Ghế ăn gỗ óc chó',
  category: 'ghe',
  brand: houseBrand.id,
  price: 120,
  salePrice: '',
  totalStock: 12,
  ...overrides,
});

describe('reviews, banners and suppliers over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
  let supplier: Client;
  let supplierId: string;
  let lan: Client;
  let lanId: string;
  let minh: Client;
  let guest: Client;
  let productId: string;

  beforeAll(async () => {
    const s = await shop.signUp('ml@example.vn', 'Gỗ Minh Long', 'supplier');
    supplier = s.c;
    supplierId = s.id;
    const l = await shop.signUp('lan@example.vn', 'Lan');
    const m = await shop.signUp('minh@example.vn', 'Minh');
    lan = l.c;
    lanId = l.id;
    minh = m.c;
    guest = client(shop.url);
    productId = (await supplier.post('/api/supplier/products/add', product())).json.data._id;
    await buy(shop.url, lan, l.id, [{ productId, quantity: 1 }]);
    await buy(shop.url, minh, m.id, [{ productId, quantity: 2 }]);
  });

  describe('reviews', () => {
    it('records the session user as the reviewer, whatever the body says, and updates the product', async () => {
      const res = await lan.post('/api/shop/review/add', {
        productId,
        userId: 'someone-else',
        userName: 'Giả mạo',
        reviewMessage: '  <img src=x onerror=alert(1)> Ghế rất chắc  ',
        reviewValue: 5,
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ success: true, message: inVietnamese(reviewMessages.added) });
      await minh.post('/api/shop/review/add', { productId, reviewMessage: 'Tạm được', reviewValue: '2' });

      const reviews = (await guest.get(`/api/shop/review/${productId}`)).json.data;
      expect(reviews.map((r: { userName: string; reviewValue: number }) => [r.userName, r.reviewValue])).toEqual([
        ['Minh', 2],
        ['Lan', 5],
      ]);
      // Stored as written: the client renders it as text.
      expect(reviews[1].reviewMessage).toBe('  <img src=x onerror=alert(1)> Ghế rất chắc  ');
      expect(reviews[1].userId).not.toBe('someone-else');
      const details = (await guest.get(`/api/shop/products/get/${productId}`)).json.data;
      expect(details).toMatchObject({ averageReview: 3.5, reviewCount: 2 });
    });

    it('pages the reviews, newest first, 20 at most unless asked for fewer', async () => {
      const first = await guest.get(`/api/shop/review/${productId}`);
      expect(first.json.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
      const older = await guest.get(`/api/shop/review/${productId}?page=2&limit=1`);
      expect(older.json.data.map((r: { userName: string }) => r.userName)).toEqual(['Lan']);
      expect(older.json.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
      expect((await guest.get(`/api/shop/review/${productId}?limit=500`)).json.pagination.limit).toBe(100);
      const none = await guest.get('/api/shop/review/no-such-product?page=abc');
      expect(none.status).toBe(200);
      expect(none.json).toEqual({
        success: true,
        data: [],
        pagination: { page: 1, limit: 20, total: 0, totalPages: 1 },
      });
    });

    it('refuses a second review of the same product with 409', async () => {
      const res = await lan.post('/api/shop/review/add', { productId, reviewMessage: 'Lần nữa', reviewValue: 1 });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ success: false, message: inVietnamese(reviewMessages.already) });
      expect((await guest.get(`/api/shop/review/${productId}`)).json.data).toHaveLength(2);
    });

    it.each([
      { what: 'a rating of 0', override: { reviewValue: 0 }, message: 'Vui lòng chọn số sao từ 1 đến 5.' },
      { what: 'a rating of 6', override: { reviewValue: 6 }, message: 'Số sao phải là số nguyên từ 1 đến 5.' },
      { what: 'a rating of 4.5', override: { reviewValue: 4.5 }, message: 'Số sao phải là số nguyên từ 1 đến 5.' },
      { what: 'no rating', override: { reviewValue: undefined }, message: 'Vui lòng chọn số sao từ 1 đến 5.' },
      { what: 'a blank message', override: { reviewMessage: '   ' }, message: 'Vui lòng nhập nội dung đánh giá.' },
      {
        what: 'a message of 2,001 characters',
        override: { reviewMessage: 'x'.repeat(2001) },
        message: 'Nội dung đánh giá không được dài quá 2000 ký tự.',
      },
      { what: 'no product', override: { productId: undefined }, message: 'Thiếu sản phẩm (productId).' },
    ])('refuses $what with 400, recording nothing', async ({ override, message }) => {
      const fresh = (await shop.signUp(`r${Math.random()}@example.vn`, 'Người mới')).c;
      const res = await fresh.post('/api/shop/review/add', {
        productId,
        reviewMessage: 'Đẹp',
        reviewValue: 4,
        ...override,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message });
      expect((await guest.get(`/api/shop/review/${productId}`)).json.data).toHaveLength(2);
    });

    it('refuses a customer who has not paid for the product with 403, even with an order placed', async () => {
      const { c, id } = await shop.signUp('chua-mua@example.vn', 'Chưa Mua');
      const review = { productId, reviewMessage: 'Đẹp', reviewValue: 5 };
      expect((await c.post('/api/shop/review/add', review)).json).toEqual({
        success: false,
        message: inVietnamese(orderMessages.needPurchase),
      });
      await c.post('/api/shop/cart/add', { userId: id, productId, quantity: 1 });
      expect((await placeOrder(c, id)).status).toBe(201);
      const res = await c.post('/api/shop/review/add', review);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(inVietnamese(orderMessages.needPurchase));
      expect((await guest.get(`/api/shop/review/${productId}`)).json.data).toHaveLength(2);
    });

    it('accepts a message of exactly 2,000 characters', async () => {
      const { c: fresh, id } = await shop.signUp('dai@example.vn', 'Dài');
      await buy(shop.url, fresh, id, [{ productId, quantity: 1 }]);
      const res = await fresh.post('/api/shop/review/add', {
        productId,
        reviewMessage: 'x'.repeat(2000),
        reviewValue: 3,
      });
      expect(res.status).toBe(201);
    });

    it('answers 404 for an unknown or deleted product', async () => {
      expect(
        (await lan.post('/api/shop/review/add', { productId: 'nope', reviewMessage: 'a', reviewValue: 3 })).json,
      ).toEqual({ success: false, message: inVietnamese(productMessages.notFound) });
      const gone = (await admin.post('/api/admin/products/add', product())).json.data._id;
      await admin.request('DELETE', `/api/admin/products/delete/${gone}`);
      const res = await lan.post('/api/shop/review/add', { productId: gone, reviewMessage: 'a', reviewValue: 3 });
      expect(res.status).toBe(404);
    });

    it('needs a signed-in customer', async () => {
      const body = { productId, reviewMessage: 'Tốt', reviewValue: 5 };
      expect((await guest.post('/api/shop/review/add', body)).json).toEqual({
        success: false,
        message: inVietnamese(messages.notSignedIn),
      });
      const bySupplier = await supplier.post('/api/shop/review/add', body);
      expect(bySupplier.status).toBe(403);
      expect(bySupplier.json.message).toBe(inVietnamese(reviewMessages.customersOnly));
      expect((await admin.post('/api/shop/review/add', body)).status).toBe(403);
    });
  });

  describe('banners', () => {
    it('lets an admin add and delete banners, which anyone can list', async () => {
      const first = await admin.post('/api/common/feature/add', { image: '/images/banner-1.svg' });
      expect(first.status).toBe(201);
      await admin.post('/api/common/feature/add', { image: 'https://cdn.example.vn/banner-2.jpg' });
      let listed = (await guest.get('/api/common/feature/get')).json.data;
      expect(listed.map((b: { image: string }) => b.image)).toEqual([
        '/images/banner-1.svg',
        'https://cdn.example.vn/banner-2.jpg',
      ]);
      const deleted = await admin.request('DELETE', `/api/common/feature/delete/${first.json.data._id}`);
      expect(deleted.json).toMatchObject({ success: true, message: inVietnamese(bannerMessages.deleted) });
      listed = (await guest.get('/api/common/feature/get')).json.data;
      expect(listed.map((b: { image: string }) => b.image)).toEqual(['https://cdn.example.vn/banner-2.jpg']);
      const again = await admin.request('DELETE', `/api/common/feature/delete/${first.json.data._id}`);
      expect(again.status).toBe(404);
      expect(again.json.message).toBe(inVietnamese(bannerMessages.notFound));
    });

    it('refuses a missing or unsafe image with 400', async () => {
      for (const image of [undefined, '', 'javascript:alert(1)']) {
        const res = await admin.post('/api/common/feature/add', { image });
        expect(res.status).toBe(400);
        expect(res.json.message).toMatch(/ảnh banner \(image\)/i);
      }
    });

    it('keeps banner changes to admins', async () => {
      const banners = (await guest.get('/api/common/feature/get')).json.data;
      expect((await lan.post('/api/common/feature/add', { image: '/x.png' })).status).toBe(403);
      expect((await supplier.post('/api/common/feature/add', { image: '/x.png' })).status).toBe(403);
      expect((await guest.post('/api/common/feature/add', { image: '/x.png' })).status).toBe(401);
      expect((await lan.request('DELETE', `/api/common/feature/delete/${banners[0]._id}`)).status).toBe(403);
      expect((await guest.request('DELETE', `/api/common/feature/delete/${banners[0]._id}`)).status).toBe(401);
      expect((await guest.get('/api/common/feature/get')).json.data).toHaveLength(banners.length);
    });
  });

  describe('suppliers', () => {
    it('lists suppliers with their profile and the mean rating of their rated products, to one decimal', async () => {
      const saved = await supplier.request('PUT', '/api/supplier/profile', {
        logo: '/images/minh-long-logo.svg',
        background: 'Xưởng mộc gia truyền ở Đồng Kỵ.',
        contactInfo: 'Đồng Kỵ, Từ Sơn, Bắc Ninh — 0912 000 111',
        id: 'someone-else',
      });
      expect(saved.status).toBe(200);
      // A second product rated 4 by Lan: (3.33 + 4) / 2 = 3.67, shown as 3.7.
      const second = (await supplier.post('/api/supplier/products/add', product({ title: 'Kệ sách' }))).json.data._id;
      await buy(shop.url, lan, lanId, [{ productId: second, quantity: 1 }]);
      await lan.post('/api/shop/review/add', { productId: second, reviewMessage: 'Ổn', reviewValue: 4 });
      // An unrated product does not pull the mean down.
      await supplier.post('/api/supplier/products/add', product({ title: 'Đôn gỗ' }));

      const list = await guest.get('/api/suppliers');
      expect(Array.isArray(list.json)).toBe(true);
      expect(list.json).toEqual([
        {
          id: supplierId,
          userName: 'Gỗ Minh Long',
          logo: '/images/minh-long-logo.svg',
          background: 'Xưởng mộc gia truyền ở Đồng Kỵ.',
          contactInfo: 'Đồng Kỵ, Từ Sơn, Bắc Ninh — 0912 000 111',
          rating: 3.7,
          productCount: 3,
        },
      ]);
    });

    it('refuses an incomplete profile with 400 naming the field', async () => {
      const res = await supplier.request('PUT', '/api/supplier/profile', { logo: '/l.png', background: '/b.png' });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Vui lòng nhập thông tin liên hệ (contactInfo).');
    });

    it('lets only suppliers edit a profile, their own', async () => {
      const body = { logo: '/l.png', background: '/b.png', contactInfo: 'x' };
      expect((await lan.request('PUT', '/api/supplier/profile', body)).status).toBe(403);
      expect((await admin.request('PUT', '/api/supplier/profile', body)).status).toBe(403);
      expect((await guest.request('PUT', '/api/supplier/profile', body)).status).toBe(401);
    });
  });
});
