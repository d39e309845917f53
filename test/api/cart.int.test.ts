import { addressMessages, cartMessages, messages, productMessages, inVietnamese } from '@tavico/contracts';
import { scenario, type Client } from '../support/scenario';

describe('cart and addresses over HTTP', () => {
  const shop = scenario();
  const { admin, addProduct } = shop;
  let lan: Client;
  let lanId: string;
  let minh: Client;
  let minhId: string;
  let guest: Client;
  let table: string;
  let chair: string;

  beforeAll(async () => {
    ({ c: lan, id: lanId } = await shop.signUp('lan@example.vn', 'Lan'));
    ({ c: minh, id: minhId } = await shop.signUp('minh@example.vn', 'Minh'));
    guest = shop.guest();
    table = await addProduct('Bàn gỗ sồi', 5, 300, 250);
    chair = await addProduct('Ghế gỗ', 10, 50);
  });

  describe('cart', () => {
    it('adds products and answers the cart with current details; the query side agrees', async () => {
      const first = await lan.post('/api/shop/cart/add', { userId: lanId, productId: table, quantity: 2 });
      expect(first.status).toBe(200);
      expect(first.json.message).toBe(inVietnamese(cartMessages.added));
      await lan.post('/api/shop/cart/add', { userId: lanId, productId: chair, quantity: '1' });
      const again = await lan.post('/api/shop/cart/add', { userId: lanId, productId: table, quantity: 1 });
      expect(again.json.data).toEqual({
        _id: lanId,
        userId: lanId,
        items: [
          {
            productId: table,
            image: '/images/x.svg',
            title: 'Bàn gỗ sồi',
            price: 300,
            salePrice: 250,
            quantity: 3,
            totalStock: 5,
          },
          {
            productId: chair,
            image: '/images/x.svg',
            title: 'Ghế gỗ',
            price: 50,
            salePrice: 0,
            quantity: 1,
            totalStock: 10,
          },
        ],
      });
      expect((await lan.get(`/api/shop/cart/get/${lanId}`)).json.data).toEqual(again.json.data);
    });

    it('refuses more than the stock with the quantity already in the cart, changing nothing', async () => {
      const res = await lan.post('/api/shop/cart/add', { userId: lanId, productId: table, quantity: 3 });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: 'Chỉ có thể thêm 3 sản phẩm này vào giỏ hàng.' });
      // The spec's words in English (decisions §32).
      const inEnglish = await lan.post(
        '/api/shop/cart/add',
        { userId: lanId, productId: table, quantity: 3 },
        { 'Accept-Language': 'en-US,en;q=0.9' },
      );
      expect(inEnglish.json).toEqual({ success: false, message: 'Only 3 quantity can be added for this item' });
      const update = await lan.request('PUT', '/api/shop/cart/update-cart', {
        userId: lanId,
        productId: table,
        quantity: 6,
      });
      expect(update.json.message).toBe(inVietnamese(cartMessages.onlyInStock(3)));
      const cart = (await lan.get(`/api/shop/cart/get/${lanId}`)).json.data;
      expect(cart.items.find((i: { productId: string }) => i.productId === table).quantity).toBe(3);
    });

    it('sets a quantity and removes a line', async () => {
      const updated = await lan.request('PUT', '/api/shop/cart/update-cart', {
        userId: lanId,
        productId: table,
        quantity: 5,
      });
      expect(updated.json).toMatchObject({ success: true, message: inVietnamese(cartMessages.updated) });
      expect(updated.json.data.items[0].quantity).toBe(5);
      const removed = await lan.request('DELETE', `/api/shop/cart/${lanId}/${chair}`);
      expect(removed.json).toMatchObject({ success: true, message: inVietnamese(cartMessages.deleted) });
      expect(removed.json.data.items.map((i: { productId: string }) => i.productId)).toEqual([table]);
      expect((await lan.request('DELETE', `/api/shop/cart/${lanId}/${chair}`)).status).toBe(404);
    });

    it.each([
      [{ quantity: 0 }, 'Số lượng (quantity) phải từ 1 trở lên.'],
      [{ quantity: 1.5 }, 'Số lượng (quantity) phải là số nguyên.'],
      [{ quantity: 'nhiều' }, 'Số lượng (quantity) phải là một số.'],
      // Hex and exponents are not the decimal text a form sends: "0x10" is not 16.
      [{ quantity: '0x10' }, 'Số lượng (quantity) phải là một số.'],
      [{ quantity: '1e1' }, 'Số lượng (quantity) phải là một số.'],
      [{ quantity: [1] }, 'Số lượng (quantity) phải là một số.'],
      [{ productId: undefined }, 'Thiếu sản phẩm (productId).'],
    ])('refuses %j with 400', async (override, message) => {
      const res = await lan.post('/api/shop/cart/add', { userId: lanId, productId: chair, quantity: 1, ...override });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    });

    it('answers 404 for an unknown or deleted product, and drops a deleted one from the cart', async () => {
      expect((await lan.post('/api/shop/cart/add', { userId: lanId, productId: 'nope', quantity: 1 })).json).toEqual({
        success: false,
        message: inVietnamese(productMessages.notFound),
      });
      const stool = await addProduct('Đôn gỗ', 3);
      await lan.post('/api/shop/cart/add', { userId: lanId, productId: stool, quantity: 1 });
      await admin.request('DELETE', `/api/admin/products/delete/${stool}`);
      expect((await lan.post('/api/shop/cart/add', { userId: lanId, productId: stool, quantity: 1 })).status).toBe(404);
      const cart = (await lan.get(`/api/shop/cart/get/${lanId}`)).json.data;
      expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual([table]);
    });

    it("keeps each cart to its owner: another's id answers 403 and changes nothing; a guest gets 401", async () => {
      const before = (await lan.get(`/api/shop/cart/get/${lanId}`)).json.data;
      expect((await minh.get(`/api/shop/cart/get/${lanId}`)).status).toBe(403);
      expect((await minh.post('/api/shop/cart/add', { userId: lanId, productId: chair, quantity: 1 })).status).toBe(
        403,
      );
      const put = await minh.request('PUT', '/api/shop/cart/update-cart', {
        userId: lanId,
        productId: table,
        quantity: 1,
      });
      expect(put.json).toEqual({ success: false, message: inVietnamese(cartMessages.notYours) });
      expect((await minh.request('DELETE', `/api/shop/cart/${lanId}/${table}`)).status).toBe(403);
      expect((await lan.get(`/api/shop/cart/get/${lanId}`)).json.data).toEqual(before);
      expect((await guest.get(`/api/shop/cart/get/${lanId}`)).json).toEqual({
        success: false,
        message: inVietnamese(messages.notSignedIn),
      });
      // Told to sign in before anything else, even for a body that would not pass.
      expect((await guest.post('/api/shop/cart/add', {})).status).toBe(401);
      expect((await guest.post('/api/shop/address/add', { userId: lanId })).status).toBe(401);
      expect((await guest.post('/api/shop/cart/add', { userId: lanId, productId: chair, quantity: 1 })).status).toBe(
        401,
      );
      expect((await minh.get(`/api/shop/cart/get/${minhId}`)).json.data).toEqual({
        _id: minhId,
        userId: minhId,
        items: [],
      });
    });
  });

  describe('addresses', () => {
    const address = (n: number) => ({
      recipientName: 'Lan',
      phone: '+84 912 345 678',
      provinceCode: '01',
      wardCode: '00070',
      address: `  ${n} Hàng Gai  `,
      notes: 'Gọi trước khi giao',
    });

    it('adds three addresses, trimmed, and refuses a fourth with "You can add max 3 addresses"', async () => {
      const first = await lan.post('/api/shop/address/add', { ...address(1), userId: lanId });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        success: true,
        message: inVietnamese(addressMessages.added),
        data: { userId: lanId, address: '1 Hàng Gai', phone: '+84912345678' },
      });
      await lan.post('/api/shop/address/add', address(2));
      await lan.post('/api/shop/address/add', address(3));
      const fourth = await lan.post('/api/shop/address/add', address(4));
      expect(fourth.status).toBe(400);
      expect(fourth.json.message).toBe(inVietnamese(addressMessages.tooMany));
      const list = (await lan.get(`/api/shop/address/get/${lanId}`)).json.data;
      expect(list.map((a: { address: string }) => a.address)).toEqual(['1 Hàng Gai', '2 Hàng Gai', '3 Hàng Gai']);
    });

    it('updates and deletes its own addresses', async () => {
      const [first, second] = (await lan.get(`/api/shop/address/get/${lanId}`)).json.data;
      const updated = await lan.request('PUT', `/api/shop/address/update/${lanId}/${first._id}`, {
        ...address(1),
        wardCode: '00082',
      });
      expect(updated.json).toMatchObject({
        success: true,
        message: inVietnamese(addressMessages.updated),
        data: { wardCode: '00082' },
      });
      const deleted = await lan.request('DELETE', `/api/shop/address/delete/${lanId}/${second._id}`);
      expect(deleted.json).toMatchObject({ success: true, message: inVietnamese(addressMessages.deleted) });
      const list = (await lan.get(`/api/shop/address/get/${lanId}`)).json.data;
      expect(list.map((a: { wardCode: string; address: string }) => [a.address, a.wardCode])).toEqual([
        ['1 Hàng Gai', '00082'],
        ['3 Hàng Gai', '00070'],
      ]);
      expect((await lan.request('DELETE', `/api/shop/address/delete/${lanId}/${second._id}`)).status).toBe(404);
    });

    // The address rules themselves: addresses.int.test.ts.

    it('keeps each address book to its owner', async () => {
      const [first] = (await lan.get(`/api/shop/address/get/${lanId}`)).json.data;
      expect((await minh.get(`/api/shop/address/get/${lanId}`)).status).toBe(403);
      expect((await minh.post('/api/shop/address/add', { ...address(5), userId: lanId })).status).toBe(403);
      const put = await minh.request('PUT', `/api/shop/address/update/${lanId}/${first._id}`, address(7));
      expect(put.status).toBe(403);
      // Minh naming Lan's address under his own id finds nothing of his.
      expect((await minh.request('PUT', `/api/shop/address/update/${minhId}/${first._id}`, address(7))).status).toBe(
        404,
      );
      expect((await minh.request('DELETE', `/api/shop/address/delete/${minhId}/${first._id}`)).status).toBe(404);
      expect((await lan.get(`/api/shop/address/get/${lanId}`)).json.data[0]).toEqual(first);
      expect((await guest.get(`/api/shop/address/get/${lanId}`)).status).toBe(401);
    });
  });
});
