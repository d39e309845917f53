import { testAddress } from './shop';
import type { Client, Scenario } from './scenario';

/**
 * A guest in a browser of its own (a new client unless one is given) that buys the scenario's
 * product by cash on delivery under this name and e-mail; its id, order and code.
 */
export async function guestBuys(shop: Scenario, email: string, c: Client = shop.guest()) {
  const started = await c.post('/api/auth/guest');
  expect(started.status).toBe(201);
  const id = started.json.user.id as string;
  expect((await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 1 })).status).toBe(200);
  await c.post('/api/shop/address/add', { ...testAddress, userId: id });
  const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id as string;
  expect((await c.request('PUT', '/api/auth/guest/contact', { userName: 'Chị Mai', email })).status).toBe(200);
  const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
  expect(placed.status).toBe(201);
  return { c, id, orderId: placed.json.data._id as string, code: placed.json.code as string };
}
