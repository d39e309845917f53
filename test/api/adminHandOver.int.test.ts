import { orderMessages, inVietnamese, type OrderView } from '@tavico/contracts';
import { buy, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

/**
 * Issue 30: the house's own lines are the admin's. Moving such an order to shipping, the admin
 * names the carrier of the settings' list and the tracking number, checked as a supplier's
 * hand-over is; the customer's order shows the parcel with its link.
 */
describe("the admin's own hand-over over HTTP", () => {
  const shop = scenario({ customer: true });
  const { admin } = shop;
  const toShipping = (orderId: string, body: Record<string, unknown> = {}) =>
    admin.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'inShipping', ...body });
  const seen = async (orderId: string) =>
    (await shop.customer.c.get(`/api/shop/order/details/${orderId}`)).json.data as OrderView;

  async function paidHouseOrder(title: string) {
    const table = (await admin.post('/api/admin/products/add', testProduct(title, 10, 120))).json.data._id as string;
    return buy(shop.url, shop.customer.c, shop.customer.id, [{ productId: table, quantity: 1 }]);
  }

  it('records the carrier and number on the house lines, and shows the customer the tracking link', async () => {
    const { orderId } = await paidHouseOrder('Tủ áo Tavico');
    const said = async (body: Record<string, unknown>) => {
      const res = await toShipping(orderId, body);
      return [res.status, res.json.message];
    };
    expect(await said({ carrierId: 'ghn' })).toEqual([
      400,
      inVietnamese(orderMessages.trackingNeeded('Giao Hàng Nhanh (GHN)')),
    ]);
    expect(await said({ carrierId: 'ahamove', trackingCode: 'AHA123456' })).toEqual([
      400,
      inVietnamese(orderMessages.unknownCarrier),
    ]);
    expect((await said({ carrierId: 'ghn', trackingCode: '<script>' }))[0]).toBe(400);
    // Refused, nothing moved.
    expect((await seen(orderId)).orderStatus).toBe('confirmed');

    expect((await said({ carrierId: 'ghn', trackingCode: 'GHN5NK8XT' }))[0]).toBe(200);
    const after = await seen(orderId);
    expect(after.orderStatus).toBe('inShipping');
    expect(after.shipments).toEqual([
      {
        carrierId: 'ghn',
        carrierName: 'Giao Hàng Nhanh (GHN)',
        trackingCode: 'GHN5NK8XT',
        trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
      },
    ]);
    expect(after.cartItems[0].shipment?.trackingCode).toBe('GHN5NK8XT');
  });

  it('moves an order to shipping without a carrier as before, recording no parcel', async () => {
    const { orderId } = await paidHouseOrder('Kệ sách Tavico');
    expect((await toShipping(orderId)).status).toBe(200);
    const after = await seen(orderId);
    expect([after.orderStatus, after.shipments]).toEqual(['inShipping', []]);
  });
});
