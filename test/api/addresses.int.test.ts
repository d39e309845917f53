import { addressRuleMessages, inVietnamese } from '@tavico/contracts';
import { scenario } from '../support/scenario';
import { eventually } from '../support/live';
import { appendOldAddress, oldAddress } from '../support/shop';

/** Phường Bến Thành (26743) is in Thành phố Hồ Chí Minh (79); Phường Hoàn Kiếm (00070) in Hà Nội (01). */
const good = {
  recipientName: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  provinceCode: '79',
  wardCode: '26743',
  address: '12 Lê Lợi',
};

describe('Vietnamese addresses over HTTP (decisions §34)', () => {
  const shop = scenario({ customer: true, product: true });
  const { customer } = shop;

  it.each([
    ['no recipient', { recipientName: '  ' }, 'Vui lòng nhập tên người nhận (recipientName).'],
    ['no province', { provinceCode: undefined }, 'Vui lòng chọn tỉnh/thành phố (provinceCode).'],
    ['no ward', { wardCode: '' }, 'Vui lòng chọn phường/xã (wardCode).'],
    ['no street', { address: ' ' }, 'Vui lòng nhập địa chỉ (address).'],
    ['a 9-digit phone', { phone: '912345678' }, inVietnamese(addressRuleMessages.phone)],
    ['an 11-digit phone', { phone: '09123456789' }, inVietnamese(addressRuleMessages.phone)],
    ['+84 then 10 digits', { phone: '+84 0912 345 678' }, inVietnamese(addressRuleMessages.phone)],
    ['letters in the phone', { phone: '0912abc678' }, inVietnamese(addressRuleMessages.phone)],
    ['a province that no longer exists', { provinceCode: '02' }, inVietnamese(addressRuleMessages.unknownProvince)],
    ['an unknown ward', { wardCode: '99999' }, inVietnamese(addressRuleMessages.unknownWard)],
    ['a ward of another province', { wardCode: '00070' }, inVietnamese(addressRuleMessages.wardNotInProvince)],
    ['a number for a code', { provinceCode: 79 }, 'Vui lòng chọn tỉnh/thành phố (provinceCode).'],
    ['an object for a code', { wardCode: { $ne: '' } }, 'Vui lòng chọn phường/xã (wardCode).'],
    ['notes too long', { notes: 'a'.repeat(501) }, 'Ghi chú (notes) không được dài quá 500 ký tự.'],
  ])('refuses %s with 400 and says why, saving nothing', async (_case, override, message) => {
    const res = await customer.c.post('/api/shop/address/add', { ...good, ...override });
    expect([res.status, res.json.message]).toEqual([400, message]);
    expect((await customer.c.get(`/api/shop/address/get/${customer.id}`)).json.data).toEqual([]);
  });

  it('saves a Vietnamese address (phone as +84 too, notes optional, city and pincode ignored) and lists it', async () => {
    const added = await customer.c.post('/api/shop/address/add', {
      ...good,
      phone: '+84 912.345-678',
      city: 'Sài Gòn',
      pincode: '700000',
    });
    expect(added.status).toBe(201);
    const saved = { ...good, phone: '+84912345678', notes: '', userId: customer.id };
    expect(added.json.data).toEqual({ _id: expect.any(String), ...saved });
    const list = (await customer.c.get(`/api/shop/address/get/${customer.id}`)).json.data;
    expect(list).toEqual([{ _id: added.json.data._id, ...saved }]);
  });

  it('keeps an address saved before (city and pincode, no recipient), lists it, orders to it; an edit asks the new fields', async () => {
    const { c, id } = await shop.signUp('cu@example.vn', 'Khách Cũ');
    const old = oldAddress;
    const addressId = await appendOldAddress(shop.shop, id, old);
    const listed = await eventually(async () => {
      const data = (await c.get(`/api/shop/address/get/${id}`)).json.data;
      expect(data).toHaveLength(1);
      return data;
    });
    expect(listed).toEqual([{ _id: addressId, userId: id, ...old }]);

    await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 1 });
    const order = await c.post('/api/shop/order/create', { addressInfo: { addressId }, paymentMethod: 'cod' });
    expect(order.status).toBe(201);
    const details = await c.get(`/api/shop/order/details/${order.json.orderId}`);
    expect(details.json.data.addressInfo).toMatchObject(old);

    const edited = await c.request('PUT', `/api/shop/address/update/${id}/${addressId}`, {
      address: '12 Hàng Gai',
      phone: '0912345678',
    });
    expect([edited.status, edited.json.message]).toEqual([400, 'Vui lòng nhập tên người nhận (recipientName).']);
    const fixed = await c.request('PUT', `/api/shop/address/update/${id}/${addressId}`, {
      ...good,
      provinceCode: '01',
      wardCode: '00070',
      address: '12 Hàng Gai',
    });
    expect(fixed.status).toBe(200);
    // The new fields replace the old city and pincode.
    expect((await c.get(`/api/shop/address/get/${id}`)).json.data).toEqual([
      {
        _id: addressId,
        userId: id,
        ...good,
        phone: '0912345678',
        provinceCode: '01',
        wardCode: '00070',
        address: '12 Hàng Gai',
        notes: '',
      },
    ]);
  });

  it('copies the recipient, province and ward onto the order', async () => {
    const { c, id } = await shop.signUp('moi@example.vn', 'Khách Mới');
    const added = await c.post('/api/shop/address/add', good);
    await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 1 });
    const order = await c.post('/api/shop/order/create', {
      addressInfo: { addressId: added.json.data._id },
      paymentMethod: 'cod',
    });
    expect(order.status).toBe(201);
    const details = await c.get(`/api/shop/order/details/${order.json.orderId}`);
    expect(details.json.data.addressInfo).toEqual({
      addressId: added.json.data._id,
      ...good,
      phone: '0912345678',
      notes: '',
    });
  });
});
