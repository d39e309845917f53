import { randomUUID } from 'node:crypto';
import { adminUnits, streams } from '@tavico/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { houseBrand } from '@tavico/contracts';
import { createHttpServer, createLogger, loadConfig, serverTimeoutsFrom, type Clock } from '@tavico/infrastructure';
import { createStandalone, type Standalone } from '@tavico/standalone';

export interface TestShop {
  url: string;
  dataDir: string;
  shop: Standalone;
  /** Stops the shop; the data directory stays until `cleanup`. */
  stop(): Promise<void>;
  cleanup(): void;
}

/** The standalone shop on a free port and a temporary (or given) data directory. */
export async function startShop(
  options: { dataDir?: string; env?: Record<string, string>; frontendDist?: string; clock?: Clock } = {},
): Promise<TestShop> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tavico-api-'));
  // Demo data only where a test asks for it: the others start from an empty shop.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    // Tests sign many people up from one address; the limit has its own test.
    REGISTER_PER_IP_PER_HOUR: '10000',
    // The API tests were written for the spec's dollars; a đồng shop has its own (currency.test.ts).
    SHOP_CURRENCY: 'USD',
    ...options.env,
  });
  const shop = await createStandalone({
    config,
    logger: createLogger({ service: 'test', level: 'silent' }),
    passwordCost: 10,
    clock: options.clock,
    frontendDist: options.frontendDist ?? null,
  });
  const server = createHttpServer(shop.app, serverTimeoutsFrom(config));
  shop.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopped = false;
  return {
    url,
    dataDir,
    shop,
    async stop() {
      if (stopped) return;
      stopped = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.drain();
      server.closeAllConnections();
      await closed;
      await shop.close();
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A client that keeps its cookies, like a browser tab. With `reads`, it does what the gateway
 * and the web client do together on separate services: GETs go to the query service, carrying
 * the position of the last command answered (X-Min-Position), everything else to `base`.
 */
export function client(base: string, options: { reads?: string } = {}) {
  const cookies = new Map<string, string>();
  let lastPosition: number | null = null;
  const request = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const toReads = options.reads !== undefined && method === 'GET';
    const res = await fetch((toReads ? options.reads : base) + route, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(toReads && lastPosition !== null ? { 'X-Min-Position': String(lastPosition) } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: leave json empty, the test reads text
    }
    if (typeof json.position === 'number') lastPosition = Math.max(lastPosition ?? 0, json.position);
    return { status: res.status, headers: res.headers, json: json as Record<string, any>, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  /** A multipart form, as a browser's file input sends it. */
  const upload = async (route: string, files: { field: string; name: string; data: Buffer; type?: string }[]) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? '' }), f.name);
    const res = await fetch(base + route, {
      method: 'POST',
      headers: cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
      body: form,
    });
    const text = await res.text();
    return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    cookies,
    upload,
    get: (route: string, headers?: Record<string, string>) => request('GET', route, undefined, headers),
    post: (route: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', route, body ?? {}, headers),
    request,
  };
}

export const adminEnv = { ADMIN_EMAIL: 'admin@tavico.vn', ADMIN_PASSWORD: 'admin-pass-1' };

/** A signed-in client for the admin of `adminEnv`. */
export async function signInAdmin(base: string) {
  const c = client(base);
  const res = await c.post('/api/auth/login', { email: adminEnv.ADMIN_EMAIL, password: adminEnv.ADMIN_PASSWORD });
  return { c, id: res.json.user.id as string };
}

/** Registers and signs in someone new; an admin client given makes them that role. */
export async function signUp(
  base: string,
  email: string,
  userName: string,
  role?: { admin: ReturnType<typeof client>; role: string },
) {
  const c = client(base);
  await c.post('/api/auth/register', { userName, email, password: 'mat-khau-8' });
  const login = await c.post('/api/auth/login', { email, password: 'mat-khau-8' });
  const id = login.json.user.id as string;
  if (role) {
    const changed = await role.admin.request('PUT', `/api/admin/users/${id}/role`, { role: role.role });
    if (changed.status !== 200) throw new Error(`role change failed: ${changed.text}`);
  }
  return { c, id };
}

type Client = ReturnType<typeof client>;

/** A product form as the admin panel sends it, under the house brand. */
export const testProduct = (title: string, totalStock: number, price = 100, salePrice: number | '' = '') => ({
  image: '/images/x.svg',
  title,
  description: 'Gỗ tự nhiên',
  category: 'ban',
  brand: houseBrand.id,
  price,
  salePrice,
  totalStock,
});

/** A Vietnamese address (decisions §34): Phường Biên Hòa (26068), Đồng Nai (75). */
export const testAddress = {
  recipientName: 'Nguyễn Thị Lan',
  phone: '+84 912 345 678',
  provinceCode: '75',
  wardCode: '26068',
  address: '12 Đường Đồng Khởi',
  notes: 'Giao giờ hành chính',
};

/** The test address moved to a province (its first ward), for tests of what the province decides. */
export const addressIn = (provinceCode: string) => ({
  ...testAddress,
  provinceCode,
  wardCode: adminUnits.wardsOf(provinceCode)[0]!.code,
});

/** An address as saved before the Vietnamese address (issue 28): a city and a pincode, no province. */
export const oldAddress = {
  address: '12 Hàng Gai',
  city: 'Hà Nội',
  pincode: '100000',
  phone: '0912345678',
  notes: 'Giờ hành chính',
};

/**
 * Writes an old address into a user's address book as it was recorded then (the API no longer
 * takes one); its id. The read side lists it once the projections have caught up.
 */
export async function appendOldAddress(standalone: Standalone, userId: string, old = oldAddress): Promise<string> {
  const addressId = randomUUID();
  const time = new Date().toISOString();
  const metadata = { actorId: userId, actorRole: 'customer' as const, correlationId: 'c', causationId: null, time };
  const event = { id: randomUUID(), type: 'AddressAdded', data: { userId, addressId, ...old }, metadata };
  await standalone.eventStore.append(streams.addressBook(userId), [event], 'any');
  return addressId;
}

/** Approves a payment on the sandbox's page as a browser would: a form POST answered with a 303. */
export async function approveSandbox(base: string, approvalURL: string, action: 'approve' | 'cancel' = 'approve') {
  const res = await fetch(new URL(`${approvalURL}/${action}`, base), { method: 'POST', redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const query = new URL(location, base).searchParams;
  return { status: res.status, location, paymentId: query.get('paymentId'), payerId: query.get('PayerID') };
}

/** Places an order for the cart as it is, to the user's first address (added if there is none). */
export async function placeOrder(c: Client, userId: string) {
  let addresses = (await c.get(`/api/shop/address/get/${userId}`)).json.data ?? [];
  if (addresses.length === 0) {
    await c.post('/api/shop/address/add', { ...testAddress, userId });
    addresses = (await c.get(`/api/shop/address/get/${userId}`)).json.data;
  }
  return c.post('/api/shop/order/create', { addressInfo: { addressId: addresses[0]._id } });
}

/** Buys these products the whole way: cart, order, the sandbox's Approve, capture. */
export async function buy(
  base: string,
  c: Client,
  userId: string,
  lines: { productId: string; quantity: number; sku?: string }[],
) {
  for (const line of lines) {
    const added = await c.post('/api/shop/cart/add', { userId, ...line });
    if (added.status !== 200) throw new Error(`add to cart failed: ${added.text}`);
  }
  const created = await placeOrder(c, userId);
  if (created.status !== 201) throw new Error(`order failed: ${created.text}`);
  const approved = await approveSandbox(base, created.json.approvalURL);
  const capture = await c.post('/api/shop/order/capture', {
    paymentId: approved.paymentId,
    payerId: approved.payerId,
    orderId: created.json.orderId,
  });
  if (capture.status !== 200) throw new Error(`capture failed: ${capture.text}`);
  return {
    orderId: created.json.orderId as string,
    code: created.json.code as string,
    paymentId: approved.paymentId as string,
    created,
    capture,
  };
}
