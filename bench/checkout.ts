/**
 * npm run bench:checkout — concurrent add-to-cart and checkout traffic against the standalone
 * shop over HTTP. First add-to-cart alone, next to a bare Express JSON echo measured the same
 * way in the same run (the ceiling of one Node process here); then the whole journey: shoppers
 * fill carts, place orders, approve them on the sandbox's page and capture them, some on products
 * nearly sold out. Prints commands per second and p50/p99 per command, then checks that no
 * product sold more than it had. BENCH_SHOPPERS, BENCH_CLIENTS and BENCH_SECONDS change the sizes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import express from 'express';
import { houseBrand, streams, type AnyEvent, type RecordedEvent } from '@tavico/contracts';
import { approveSandbox, client, signUp, testAddress } from '../test/support/shop';
import { startBenchShop } from './shop';

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const admin = { ADMIN_EMAIL: 'bench@tavico.vn', ADMIN_PASSWORD: 'bench-pass-1' };

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

type Outcome = 'ok' | 'refused' | 'failed';
const timings = new Map<string, { ms: number[]; refused: number; failed: number }>();

/** Times one command; a 4xx the shop meant (sold out, say) counts as refused, not failed. */
async function timed<T extends { status: number }>(command: string, run: () => Promise<T>): Promise<[T, Outcome]> {
  const started = performance.now();
  const res = await run();
  const entry = timings.get(command) ?? { ms: [], refused: 0, failed: 0 };
  timings.set(command, entry);
  entry.ms.push(performance.now() - started);
  const outcome: Outcome = res.status < 300 ? 'ok' : res.status === 400 ? 'refused' : 'failed';
  if (outcome === 'refused') entry.refused += 1;
  if (outcome === 'failed') entry.failed += 1;
  return [res, outcome];
}

/** As many requests as `clients` loops can make in `seconds`; each loop runs `request(i)`. */
async function hammer(request: (loop: number) => Promise<{ status: number }>) {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, loop) => {
      while (performance.now() < until) {
        const t = performance.now();
        const res = await request(loop);
        latencies.push(performance.now() - t);
        if (res.status >= 300) failed += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  return { perSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed };
}

/** The same JSON in and out through Express, and nothing else: what one process can answer. */
async function startEcho() {
  const app = express();
  app.use(express.json());
  app.post('/echo', (req, res) => void res.json({ success: true, data: req.body }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const { base, shop, close } = await startBenchShop(admin);
  try {
    const staff = client(base);
    await staff.post('/api/auth/login', { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD });
    const stock = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      // A few products nearly sold out, so shoppers race for them.
      const totalStock = i < 4 ? 5 : 10_000;
      const res = await staff.post('/api/admin/products/add', {
        image: '/images/bench.svg',
        title: `Sản phẩm thử ${i}`,
        description: 'Gỗ tự nhiên',
        category: 'ban',
        brand: houseBrand.id,
        price: 10 + i,
        salePrice: '',
        totalStock,
      });
      stock.set(res.json.data._id, totalStock);
    }
    const products = [...stock.keys()];
    const hot = products.slice(0, 4);

    let started = performance.now();
    const people: { c: ReturnType<typeof client>; id: string; addressId: string }[] = [];
    for (let i = 0; i < shoppers; i++) {
      const person = await signUp(base, `shopper${i}@bench.vn`, `Shopper ${i}`);
      await person.c.post('/api/shop/address/add', { ...testAddress, userId: person.id });
      const addressId = (await person.c.get(`/api/shop/address/get/${person.id}`)).json.data[0]._id as string;
      people.push({ ...person, addressId });
    }
    console.log(`${shoppers} shoppers signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const echo = await startEcho();
    const echoing = people.map(() => client(echo.url));
    const echoRate = await hammer((i) => echoing[i].post('/echo', { userId: 'u', productId: 'p', quantity: 1 }));
    await echo.close();
    const calm = products.slice(hot.length);
    const adding = await hammer((i) => {
      // A shopper's cart holds a few products, as carts do; the quantities grow.
      const { c, id } = people[i % people.length];
      const productId = calm[(i * 3 + Math.floor(random() * 3)) % calm.length];
      return c.post('/api/shop/cart/add', { userId: id, productId, quantity: 1 });
    });
    const line = (name: string, r: typeof adding) =>
      `${name.padEnd(34)} ${Math.round(r.perSecond).toString().padStart(6)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;
    console.log(`\n${clients} clients for ${seconds} s each:`);
    console.log(line('bare Express JSON echo', echoRate));
    console.log(line('add to cart (one shopper a client)', adding));
    console.log(
      `add to cart / echo: ${(adding.perSecond / echoRate.perSecond).toFixed(2)}${adding.failed ? ` (${adding.failed} failed)` : ''}\n`,
    );
    // The journey below starts from empty carts.
    for (const { c, id } of people) {
      for (const item of (await c.get(`/api/shop/cart/get/${id}`)).json.data?.items ?? []) {
        await c.request('DELETE', `/api/shop/cart/${id}/${item.productId}`);
      }
    }

    started = performance.now();
    const until = started + seconds * 1000;
    timings.clear();
    let next = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const { c, id, addressId } = people[next++ % people.length];
          const lines = 1 + Math.floor(random() * 3);
          for (let l = 0; l < lines; l++) {
            const productId = random() < 0.2 ? pick(hot) : pick(products);
            await timed('add to cart', () => c.post('/api/shop/cart/add', { userId: id, productId, quantity: 1 }));
          }
          const [created, placed] = await timed('place order', () =>
            c.post('/api/shop/order/create', { addressInfo: { addressId } }),
          );
          if (placed !== 'ok') {
            // Sold out: empty the cart and go on, as a shopper would.
            for (const item of (await c.get(`/api/shop/cart/get/${id}`)).json.data?.items ?? []) {
              await c.request('DELETE', `/api/shop/cart/${id}/${item.productId}`);
            }
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
        commands: sorted.length,
        'per s': Math.round(sorted.length / elapsed),
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
        refused: t.refused,
        failed: t.failed,
      };
    });
    const all = rows.reduce((sum, r) => sum + r.commands, 0);
    console.log(`${clients} concurrent shoppers for ${elapsed.toFixed(1)} s: ${Math.round(all / elapsed)} commands/s`);
    console.table(rows);

    // No product sold more than it had: on hand + sold = what it started with, never below 0.
    let oversold = 0;
    for (const [productId, initial] of stock) {
      const events = (await shop.eventStore.readStream(streams.product(productId))) as RecordedEvent<AnyEvent>[];
      const sold = events.reduce((sum, e) => sum + (e.type === 'StockCommitted' ? e.data.quantity : 0), 0);
      if (sold > initial) oversold += 1;
    }
    const hotSold = await Promise.all(
      hot.map(async (id) => {
        const events = (await shop.eventStore.readStream(streams.product(id))) as RecordedEvent<AnyEvent>[];
        return events.filter((e) => e.type === 'StockCommitted').length;
      }),
    );
    console.log(`Nearly sold-out products: orders paid ${hotSold.join(', ')} (5 units each)`);
    console.log(oversold === 0 ? 'Stock check: no product sold more than it had.' : `OVERSOLD: ${oversold} products`);
    if (oversold > 0) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
