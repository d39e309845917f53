/**
 * npm run bench:checkout — the write path against the standalone shop running as `npm start` runs
 * it, in a process of its own. First add-to-cart under autocannon, interleaved with a bare Express
 * JSON echo in a process of its own under the same load (the ceiling of one Node process here),
 * two rounds each; then the whole journey: shoppers fill carts, place orders, approve them on the
 * sandbox's page and capture them, some on products nearly sold out. Prints requests per second
 * and p50/p99, then checks (in the shop's own log) that no product sold more than it had.
 * BENCH_SHOPPERS, BENCH_CLIENTS, BENCH_SECONDS and BENCH_ROUNDS change the sizes; BENCH_PARTS=cart or
 * BENCH_PARTS=journey runs one part alone. Both servers first take BENCH_WARMUP seconds (3) of the
 * same load, untimed: the shop has far more code for the JIT to compile than the echo.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { houseBrand, streams, type AnyEvent, type RecordedEvent } from '@tavico/contracts';
import { createSqliteEventStore } from '@tavico/infrastructure';
import { approveSandbox, client, signUp, testAddress } from '../test/support/shop';
import { startBareExpress, startShopProcess } from './processes';

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const warmUp = Number(process.env.BENCH_WARMUP ?? 3);
/** Which parts run: `cart` (add to cart against the echo), `journey`, or both (the default). */
const parts = new Set((process.env.BENCH_PARTS ?? 'cart,journey').split(',').map((part) => part.trim()));
const admin = { ADMIN_EMAIL: 'bench@tavico.vn', ADMIN_PASSWORD: 'bench-pass-1' };

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

type Shopper = { c: ReturnType<typeof client>; id: string; addressId: string };

/** `clients` connections for `duration` seconds, each request a POST of what `next` gives (path, body, cookie). */
function load(base: string, next: () => { path: string; body: string; cookie: string }, duration = seconds) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: clients,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { path: to, body, cookie } = next();
              return {
                ...request,
                path: to,
                body,
                headers: { ...request.headers, 'content-type': 'application/json', cookie },
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
}

const row = (name: string, r: autocannon.Result) => ({
  load: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'non-2xx': r.non2xx + r.errors,
});

/** Add to cart and the echo, interleaved: each round measures both under the same load, a core each. */
async function addToCartAgainstEcho(base: string, people: Shopper[], products: string[]) {
  const echo = await startBareExpress("app.post('/echo', (req, res) => res.json({ success: true, data: req.body }));");
  try {
    const rows = [];
    let n = 0;
    const echoRequest = () => ({
      path: '/echo',
      body: JSON.stringify({ userId: people[0].id, productId: products[0], quantity: 1 }),
      cookie: cookieOf(people[n++ % people.length]),
    });
    const addRequest = () => {
      // A shopper's cart holds a few products, as carts do; the quantities grow.
      const shopper = people[n++ % people.length];
      const productId = products[(n * 3 + Math.floor(random() * 3)) % products.length];
      return {
        path: '/api/shop/cart/add',
        body: JSON.stringify({ userId: shopper.id, productId, quantity: 1 }),
        cookie: cookieOf(shopper),
      };
    };
    if (warmUp > 0) {
      await load(echo.base, echoRequest, warmUp);
      await load(base, addRequest, warmUp);
    }
    for (let round = 1; round <= rounds; round++) {
      const echoed = await load(echo.base, echoRequest);
      const added = await load(base, addRequest);
      rows.push(row(`round ${round}: bare Express JSON echo`, echoed), row(`round ${round}: add to cart`, added));
      const ratio = added.requests.average / echoed.requests.average;
      console.log(`round ${round}: add to cart / echo = ${ratio.toFixed(2)}`);
    }
    return rows;
  } finally {
    await echo.stop();
  }
}

const cookieOf = (shopper: Shopper) => [...shopper.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Shoppers fill carts, place orders, approve them and capture them, as fast as `clients` of them can. */
async function journey(base: string, people: Shopper[], products: string[], hot: string[]) {
  const timings = new Map<string, { ms: number[]; refused: number; failed: number }>();
  const timed = async <T extends { status: number }>(command: string, run: () => Promise<T>) => {
    const started = performance.now();
    const res = await run();
    const entry = timings.get(command) ?? { ms: [], refused: 0, failed: 0 };
    timings.set(command, entry);
    entry.ms.push(performance.now() - started);
    if (res.status === 400) entry.refused += 1;
    else if (res.status >= 300) entry.failed += 1;
    return res;
  };
  const emptyCart = async ({ c, id }: Shopper) => {
    for (const item of (await c.get(`/api/shop/cart/get/${id}`)).json.data?.items ?? []) {
      await c.request('DELETE', `/api/shop/cart/${id}/${item.productId}`);
    }
  };
  for (const shopper of people) await emptyCart(shopper);

  const started = performance.now();
  const until = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const shopper = people[next++ % people.length];
        const { c, id, addressId } = shopper;
        const lines = 1 + Math.floor(random() * 3);
        for (let l = 0; l < lines; l++) {
          const productId = random() < 0.2 ? pick(hot) : pick(products);
          await timed('add to cart', () => c.post('/api/shop/cart/add', { userId: id, productId, quantity: 1 }));
        }
        const created = await timed('place order', () =>
          c.post('/api/shop/order/create', { addressInfo: { addressId } }),
        );
        if (created.status !== 201) {
          // Sold out: empty the cart and go on, as a shopper would.
          await emptyCart(shopper);
          continue;
        }
        const approved = await approveSandbox(base, created.json.approvalURL);
        await timed('capture', () =>
          c.post('/api/shop/order/capture', {
            paymentId: approved.paymentId,
            payerId: approved.payerId,
            orderId: created.json.orderId,
          }),
        );
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const rows = [...timings].map(([command, t]) => {
    const sorted = [...t.ms].sort((a, b) => a - b);
    return {
      command,
      'per s': Math.round(sorted.length / elapsed),
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      refused: t.refused,
      failed: t.failed,
    };
  });
  console.log(`\n${clients} concurrent shoppers for ${elapsed.toFixed(1)} s, the whole journey:`);
  console.table(rows);
}

/** No product sold more than it had, as the shop's own log says once it has stopped. */
async function checkStock(dataDir: string, stock: Map<string, number>, hot: string[]) {
  const eventStore = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
  try {
    const sold = new Map<string, number>();
    for (const productId of stock.keys()) {
      const events = (await eventStore.readStream(streams.product(productId))) as RecordedEvent<AnyEvent>[];
      sold.set(
        productId,
        events.reduce((sum, e) => sum + (e.type === 'StockCommitted' ? e.data.quantity : 0), 0),
      );
    }
    const oversold = [...stock].filter(([productId, initial]) => (sold.get(productId) ?? 0) > initial).length;
    console.log(`Nearly sold-out products: units sold ${hot.map((id) => sold.get(id)).join(', ')} (5 each)`);
    console.log(oversold === 0 ? 'Stock check: no product sold more than it had.' : `OVERSOLD: ${oversold} products`);
    if (oversold > 0) process.exitCode = 1;
  } finally {
    await eventStore.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-'));
  const shop = await startShopProcess(dataDir, { ...admin, REGISTER_PER_IP_PER_HOUR: '100000' });
  const stock = new Map<string, number>();
  let hot: string[] = [];
  try {
    const base = shop.base;
    const staff = client(base);
    await staff.post('/api/auth/login', { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD });
    for (let i = 0; i < 40; i++) {
      // A few products nearly sold out, so shoppers race for them.
      const totalStock = i < 4 ? 5 : 10_000;
      const res = await staff.post('/api/admin/products/add', {
        image: '/images/bench.svg',
        title: `Sản phẩm thử ${i}`,
        description: 'Gỗ tự nhiên',
        category: 'ban',
        brand: houseBrand.id,
        price: 1_000_000 + i * 10_000,
        salePrice: '',
        totalStock,
      });
      stock.set(res.json.data._id, totalStock);
    }
    const products = [...stock.keys()];
    hot = products.slice(0, 4);

    const started = performance.now();
    const people: Shopper[] = [];
    for (let i = 0; i < shoppers; i++) {
      const person = await signUp(base, `shopper${i}@bench.vn`, `Shopper ${i}`);
      await person.c.post('/api/shop/address/add', { ...testAddress, userId: person.id });
      const addressId = (await person.c.get(`/api/shop/address/get/${person.id}`)).json.data[0]._id as string;
      people.push({ ...person, addressId });
    }
    console.log(`${shoppers} shoppers signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    if (parts.has('cart')) {
      const rows = await addToCartAgainstEcho(base, people, products.slice(hot.length));
      console.log(`\n${clients} connections (autocannon), ${seconds} s each, each server a process of its own:`);
      console.table(rows);
    }
    if (parts.has('journey')) await journey(base, people, products, hot);
  } finally {
    await shop.stop();
  }
  await checkStock(dataDir, stock, hot);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
