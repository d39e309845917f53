import {
  defaultCarriers,
  orderMessages,
  inVietnamese,
  type OrderView,
  type SupplierOrderView,
} from '@tavico/contracts';
import { buy, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

/**
 * Issue 30: a supplier hands its lines to a carrier of the shop's list under a tracking number;
 * the customer's order shows the parcel with a link to the carrier's tracking page, and the
 * supplier sees what the carrier collects on delivery. The owner edits the list in the settings.
 */
describe('carriers and tracking over HTTP', () => {
  const shop = scenario({ customer: true, supplier: true });
  const { admin } = shop;
  const fulfil = (orderId: string, body: Record<string, unknown>) =>
    shop.supplier.c.post(`/api/supplier/orders/${orderId}/fulfil`, body);
  const settings = async () => (await shop.guest().get('/api/common/settings')).json.data;
  const mine = [
    { id: 'ghn', name: 'Giao Hàng Nhanh', trackingUrl: 'https://donhang.ghn.vn/?order_code={code}' },
    { id: 'xe-nha', name: 'Xe tải Tavico', trackingUrl: '' },
  ];
  /** The owner's list: GHN and the shop's own truck. */
  async function useOwnCarriers() {
    const saved = await admin.request('PUT', '/api/admin/settings', { ...(await settings()), carriers: mine });
    expect(saved.status).toBe(200);
  }

  async function supplierProduct(title: string, price: number) {
    const added = await shop.supplier.c.post('/api/supplier/products/add', testProduct(title, 10, price));
    return added.json.data._id as string;
  }

  it('offers the usual carriers until the owner saves a list, and refuses a list it cannot use', async () => {
    expect((await settings()).carriers).toEqual(defaultCarriers);
    const current = await settings();
    const save = (carriers: unknown) => admin.request('PUT', '/api/admin/settings', { ...current, carriers });
    for (const [carriers, said] of [
      [[{ id: 'ghn', name: 'GHN', trackingUrl: 'http://donhang.ghn.vn/?c={code}' }], 'https://'],
      [[{ id: 'ghn', name: 'GHN', trackingUrl: 'https://donhang.ghn.vn/' }], '{code}'],
      [
        [
          { id: 'ghn', name: 'GHN', trackingUrl: '' },
          { id: 'ghn', name: 'GHN 2', trackingUrl: '' },
        ],
        'một lần',
      ],
      [[{ id: 'Bad Id', name: 'GHN', trackingUrl: '' }], 'Mã đơn vị vận chuyển'],
      [[], 'ít nhất một'],
    ] as const) {
      const refused = await save(carriers);
      expect([refused.status, refused.json.message]).toEqual([400, expect.stringContaining(said)]);
    }
    // Nothing was saved by the refusals.
    expect((await settings()).carriers).toEqual(defaultCarriers);
    await useOwnCarriers();
    expect((await settings()).carriers).toEqual(mine);
    // A save that leaves the list out (an older form) keeps it.
    const { carriers: _left, ...rest } = await settings();
    expect((await admin.request('PUT', '/api/admin/settings', rest)).status).toBe(200);
    expect((await settings()).carriers).toEqual(mine);
  });

  it('hands a paid order’s lines to a carrier with its tracking number, and shows the customer the link', async () => {
    await useOwnCarriers();
    const table = await supplierProduct('Bàn trà Minh Long', 320);
    const bought = await buy(shop.url, shop.customer.c, shop.customer.id, [{ productId: table, quantity: 1 }]);
    const say = async (body: Record<string, unknown>) => {
      const res = await fulfil(bought.orderId, body);
      return [res.status, res.json.message];
    };
    expect(await say({ to: 'handedOver' })).toEqual([400, inVietnamese(orderMessages.carrierNeeded)]);
    expect(await say({ to: 'handedOver', carrierId: 'viettelpost', trackingCode: 'VTP123456' })).toEqual([
      400,
      inVietnamese(orderMessages.unknownCarrier),
    ]);
    expect(await say({ to: 'handedOver', carrierId: 'ghn' })).toEqual([
      400,
      inVietnamese(orderMessages.trackingNeeded('Giao Hàng Nhanh')),
    ]);
    expect((await say({ to: 'handedOver', carrierId: 'ghn', trackingCode: '<script>' }))[0]).toBe(400);
    expect((await say({ to: 'handedOver', carrierId: 'ghn', trackingCode: 'GHN5NK8XT' }))[0]).toBe(200);

    const seen = (await shop.customer.c.get(`/api/shop/order/details/${bought.orderId}`)).json.data as OrderView;
    expect(seen.orderStatus).toBe('inShipping');
    expect(seen.shipments).toEqual([
      {
        carrierId: 'ghn',
        carrierName: 'Giao Hàng Nhanh',
        trackingCode: 'GHN5NK8XT',
        trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
      },
    ]);
    expect(seen.cartItems[0].shipment?.trackingCode).toBe('GHN5NK8XT');
    // Paid by PayPal: the carrier collects nothing.
    const [own] = (await shop.supplier.c.get('/api/supplier/orders')).json.data as SupplierOrderView[];
    expect(own.lines[0].shipment?.carrierName).toBe('Giao Hàng Nhanh');
    expect(own.codToCollect).toBeNull();
  });

  it('tells the supplier what the carrier collects on a cash-on-delivery order, the shipping fee with it', async () => {
    await useOwnCarriers();
    const chair = await supplierProduct('Ghế đẩu Minh Long', 45);
    const c = shop.customer.c;
    await c.post('/api/shop/cart/add', { userId: shop.customer.id, productId: chair, quantity: 2 });
    let addresses = (await c.get(`/api/shop/address/get/${shop.customer.id}`)).json.data;
    if (addresses.length === 0) {
      await c.post('/api/shop/address/add', { ...testAddress, userId: shop.customer.id });
      addresses = (await c.get(`/api/shop/address/get/${shop.customer.id}`)).json.data;
    }
    const created = await c.post('/api/shop/order/create', {
      addressInfo: { addressId: addresses[0]._id },
      paymentMethod: 'cod',
    });
    expect(created.status).toBe(201);
    const orderId = created.json.orderId as string;
    expect((await admin.post(`/api/admin/orders/confirm/${orderId}`)).status).toBe(200);
    const order = (await c.get(`/api/shop/order/details/${orderId}`)).json.data as OrderView;
    const listed = (await shop.supplier.c.get('/api/supplier/orders')).json.data as SupplierOrderView[];
    const own = listed.find((o) => o._id === orderId);
    // The whole order is this supplier's: its parcel collects the lines and the shipping fee.
    expect(own?.codToCollect).toBe(order.totalAmount);
    expect(order.totalAmount).toBe(90 + order.shippingFee);
    const handed = await fulfil(orderId, { to: 'handedOver', carrierId: 'xe-nha' });
    expect(handed.status).toBe(200);
    expect(handed.json.data.codToCollect).toBe(order.totalAmount);
    const after = (await c.get(`/api/shop/order/details/${orderId}`)).json.data as OrderView;
    expect(after.shipments).toEqual([
      { carrierId: 'xe-nha', carrierName: 'Xe tải Tavico', trackingCode: '', trackingUrl: null },
    ]);
  });
});
