import { gzipSync } from 'node:zlib';
import { apiRoutes } from '@tavico/contracts';
import { adminEnv, client, signInAdmin, signUp, startShop, testProduct, type TestShop } from '../support/shop';

/**
 * Malformed requests over the whole route table, as a careless or hostile client sends them:
 * wrong types, arrays for text, huge strings, deep nesting, `__proto__` and `$`-operator keys,
 * bodies that are not JSON or not what their Content-Encoding says, bad percent-encoding in
 * paths, odd query strings. Whoever sends them (a guest, a customer, an admin), none may answer
 * 5xx, none may take over 2 s, and none may change anything.
 */

const fields = [
  'userId', 'productId', 'quantity', 'email', 'password', 'userName', 'title', 'description', 'price',
  'salePrice', 'totalStock', 'image', 'category', 'brand', 'address', 'recipientName', 'provinceCode',
  'wardCode', 'phone', 'notes', 'addressInfo', 'paymentId', 'payerId', 'orderId', 'orderStatus', 'role',
  'reviewMessage', 'reviewValue',
  'question', 'logo', 'background', 'contactInfo', 'cover', 'body', 'publishedAt', 'status', 'companyName',
]; // prettier-ignore

/** What `String.replace` reads in a replacement string: before, after, the match, a group, `$`. */
const dollarPatterns = ['$`', "$'", '$&', '$1', '$$', '$<x>'];
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const huge = 'ồ'.repeat(200_000);
const every = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));

/**
 * Bodies: each a JSON text, or raw bytes with the headers that go with them. The heavy ones (a
 * megabyte, or a deep or wide tree to parse) go to every route as the guest, held to its small
 * limit before anything is parsed, and as the admin; the customer is spared them, as a signed-in
 * person's body is read and parsed the same whoever it is (they were most of the run's time).
 */
const bodies: { name: string; body: string | Buffer; headers?: Record<string, string>; heavy?: true }[] = [
  { name: 'an array', body: '[1,2,3]' },
  { name: 'a string', body: '"text"' },
  { name: 'null', body: 'null' },
  { name: 'malformed JSON', body: '{"email": ' },
  { name: 'arrays for every field', body: JSON.stringify(every(['a', 'b'])) },
  { name: 'objects for every field', body: JSON.stringify(every({ $ne: null })) },
  { name: 'numbers for every field', body: JSON.stringify(every(-1e308)) },
  { name: 'huge strings for every field', body: JSON.stringify(every(huge.slice(0, 20_000))), heavy: true },
  { name: 'one huge field', body: JSON.stringify({ title: huge, email: huge }), heavy: true },
  { name: 'deep nesting', body: JSON.stringify({ addressInfo: deep(2000) }), heavy: true },
  {
    name: '__proto__ keys',
    body: '{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"prototype": {}}}',
  },
  { name: '$ operator keys', body: JSON.stringify({ $where: 'sleep(5000)', 'email.$gt': '', orderId: { $gt: '' } }) },
  { name: 'not gzip behind gzip', body: 'plain', headers: { 'Content-Encoding': 'gzip' } },
  { name: 'gzip of garbage JSON', body: gzipSync('{{{'), headers: { 'Content-Encoding': 'gzip' } },
  { name: 'unknown encoding', body: '{}', headers: { 'Content-Encoding': 'x-made-up' } },
  { name: 'unsupported charset', body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-97' } },
  { name: 'too large', body: JSON.stringify({ description: 'x'.repeat(1_100_000) }), heavy: true },
  // What String.replace reads in a replacement string (review finding 6), as text everywhere: all
  // of them in one text, each read where it stands.
  { name: '$ replacement patterns for every field', body: JSON.stringify(every(dollarPatterns.join(' '))) },
];
const paramValues = [
  '%E0%A4%A', '%', '__proto__', '$ne', '..%2F..%2Fetc', 'x'.repeat(5000), '%00', 'ồ%20ồ',
  encodeURIComponent(dollarPatterns.join(' ')),
]; // prettier-ignore
const queries = [
  '?page[$gt]=1&limit=abc',
  '?page=-5&limit=1e9&sortBy[]=x',
  '?category[]=ban&category[__proto__]=x&brand=%E0%A4%A',
  `?search=${'ồ'.repeat(1000)}&status[$ne]=x`,
  `?search=${'ồ'.repeat(6000)}`,
  '?page=1&page=2&limit[]=5',
  `?search=${encodeURIComponent(dollarPatterns.join(' '))}&category=${encodeURIComponent('$&')}&brand=$$`,
];

/** Every path of the route table with its parameters replaced by `value` (as it is: `$&` too). */
const paths = (value: string) =>
  Object.values(apiRoutes).flatMap((group) =>
    Object.values(group).map((path) => path.replace(/:[A-Za-z]+/g, () => value)),
  );

describe('malformed requests over the whole route table', () => {
  jest.setTimeout(300_000);
  let shop: TestShop;
  const clients: { name: string; c: ReturnType<typeof client> }[] = [];

  beforeAll(async () => {
    shop = await startShop({ env: adminEnv });
    const admin = (await signInAdmin(shop.url)).c;
    await admin.post('/api/admin/products/add', testProduct('Bàn gỗ sồi', 5));
    const customer = (await signUp(shop.url, 'fuzz@example.vn', 'Khách Thử')).c;
    clients.push(
      { name: 'guest', c: client(shop.url) },
      { name: 'customer', c: customer },
      { name: 'admin', c: admin },
    );
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('answers each with a 4xx (or a harmless 2xx), never 5xx, within 2 s, and changes nothing', async () => {
    const head = await shop.shop.eventStore.headPosition();
    const problems: string[] = [];
    let sent = 0;
    const send = async (
      who: (typeof clients)[number],
      method: string,
      path: string,
      body?: (typeof bodies)[number],
    ) => {
      const cookie = [...who.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(shop.url + path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...body?.headers },
        body: method === 'GET' ? undefined : (body?.body ?? '{}'),
      }).catch((error: Error) => ({ status: 0, text: async () => error.message }));
      const text = await res.text();
      sent += 1;
      const label = `${who.name} ${method} ${path.slice(0, 80)} ${body ? `(${body.name})` : ''}`;
      if (res.status >= 500 || res.status === 0) problems.push(`${label} → ${res.status} ${text.slice(0, 120)}`);
      // API answers say why (pages and files answer their own 404; a URL past Node's header limit
      // is refused by the HTTP server itself with 431).
      const api = path.startsWith('/api/');
      if (api && res.status >= 400 && res.status !== 431 && !/"message"\s*:\s*"[^"]+"/.test(text)) {
        problems.push(`${label} → ${res.status} without a message`);
      }
    };

    for (const who of clients) {
      for (const value of paramValues) {
        for (const path of paths(value)) {
          for (const method of ['GET', 'DELETE']) await send(who, method, path);
        }
      }
      for (const path of paths('p1')) {
        for (const query of queries) await send(who, 'GET', path + query);
        for (const method of ['POST', 'PUT']) {
          // Signing out and starting a guest session (whatever the body) are legitimate changes: not
          // part of this test.
          if (path === apiRoutes.auth.logout || path === apiRoutes.auth.guest || path === apiRoutes.adminOps.rebuild)
            continue;
          for (const body of bodies) if (!body.heavy || who.name !== 'customer') await send(who, method, path, body);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await shop.shop.eventStore.headPosition()).toBe(head);
  });
});
