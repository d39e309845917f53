import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Router } from 'express';
import { byPrefix } from './byPrefix';

/** Two feature routers mounted by prefix, the second with middleware of its own, and a fallback. */
function app() {
  const entered: string[] = [];
  const carts: Router = express.Router();
  carts.post('/api/shop/cart/add', (_req, res) => void res.json({ from: 'cart add' }));
  carts.get('/api/shop/cart/:userId', (req, res) => void res.json({ from: `cart of ${req.params.userId}` }));
  const orders: Router = express.Router();
  orders.use((_req, _res, next) => {
    entered.push('orders');
    next();
  });
  orders.get('/api/shop/orders', (_req, res) => void res.json({ from: 'orders' }));
  const spy = (name: string, router: Router): Router => {
    const wrapper = express.Router();
    wrapper.use((req, res, next) => {
      entered.push(name);
      router(req, res, next);
    });
    return wrapper;
  };
  const root = express();
  const counted = express.Router();
  counted.get('/api/shop/products', (_req, res) => void res.json({ from: 'products' }));
  root.use((req, _res, next) => {
    entered.push(`request ${req.method} ${req.path}`);
    next();
  });
  root.use(byPrefix(carts));
  root.use(byPrefix(orders));
  root.use(spy('products', counted));
  root.use((_req, res) => void res.status(404).json({ from: 'nothing' }));
  return { root, entered, carts };
}

describe('routers entered by prefix', () => {
  let server: Server;
  let base: string;
  let entered: string[];
  let cartsEntered: jest.SpyInstance;
  beforeAll(async () => {
    const made = app();
    entered = made.entered;
    cartsEntered = jest.spyOn(made.carts as unknown as { handle: () => void }, 'handle');
    server = made.root.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const call = async (method: string, path: string) => {
    entered.length = 0;
    cartsEntered.mockClear();
    const res = await fetch(base + path, { method });
    return { status: res.status, body: method === 'HEAD' ? null : ((await res.json()) as { from: string }).from };
  };

  it('serves each route as before: by path and method, with parameters, ignoring case, HEAD as GET', async () => {
    expect(await call('POST', '/api/shop/cart/add')).toEqual({ status: 200, body: 'cart add' });
    expect(await call('GET', '/api/shop/cart/u1')).toEqual({ status: 200, body: 'cart of u1' });
    expect(await call('GET', '/API/Shop/Cart/u2')).toEqual({ status: 200, body: 'cart of u2' });
    expect((await call('HEAD', '/api/shop/cart/u1')).status).toBe(200);
    expect(await call('GET', '/api/shop/orders')).toEqual({ status: 200, body: 'orders' });
    expect(await call('DELETE', '/api/shop/cart/u1')).toEqual({ status: 404, body: 'nothing' });
  });

  it('passes a request by the routers none of whose routes could serve it, into those with middleware of their own', async () => {
    await call('GET', '/api/shop/products');
    // The cart router was passed by; the orders router, which runs middleware for every request, was entered.
    expect(cartsEntered).not.toHaveBeenCalled();
    expect(entered).toEqual(['request GET /api/shop/products', 'orders', 'products']);
    // A method none of the cart's routes at that path takes passes it by too.
    await call('PUT', '/api/shop/cart/add');
    expect(cartsEntered).not.toHaveBeenCalled();
    await call('GET', '/api/shop/cart/u1');
    expect(cartsEntered).toHaveBeenCalledTimes(1);
  });
});
