/**
 * npm run bench:catalogue — 10,000 products in the shop, then listing, details, search and filter
 * counts under 50 concurrent connections. The shop runs as its own process, as `npm start` runs
 * it, and the load comes from autocannon in this one, so each has a core. Prints req/s, p50 and
 * p99 per scenario, the listing's server-rendered HTML page beside its JSON (`npm run build`
 * first, for the server render). BENCH_PRODUCTS, BENCH_CLIENTS and BENCH_SECONDS change the sizes;
 * BENCH_PROFILE names a folder for the shop's CPU profile.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { categories, houseBrand, streams, type NewEvent, type ProductCreated } from '@tavico/contracts';
import { createSqliteEventStore } from '@tavico/infrastructure';
import { startBareExpress, startShopProcess } from './processes';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

// A seeded generator, so every run loads the same catalogue.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const kinds = ['Bàn ăn', 'Bàn trà', 'Ghế', 'Tủ áo', 'Kệ sách', 'Giường', 'Sofa', 'Bình', 'Ván ghép', 'Đồng hồ'];
const woodNames = ['gỗ sồi', 'gỗ óc chó', 'gỗ thông', 'gỗ hương', 'gỗ lim', 'gỗ tràm', 'gỗ xoan đào', 'gỗ cao su'];
const styles = ['hiện đại', 'cổ điển', 'Bắc Âu', 'Nhật', 'Indochine', 'tối giản', 'chạm khắc', 'mộc'];
const brands = [houseBrand.id, ...Array.from({ length: 20 }, (_, i) => `Nhà cung cấp ${i + 1}`)];

function productEvent(index: number): NewEvent<ProductCreated> {
  const price = Math.round((20 + random() * 1980) * 100);
  const brand = pick(brands);
  return {
    id: randomUUID(),
    type: 'ProductCreated',
    data: {
      productId: `bench-${index}`,
      postedBy: brand === houseBrand.id ? null : `supplier-${brand}`,
      title: `${pick(kinds)} ${pick(woodNames)} ${pick(styles)} ${index}`,
      description: `Sản phẩm ${pick(woodNames)} phong cách ${pick(styles)}, hoàn thiện thủ công.`,
      category: pick(categories).id,
      brand,
      image: '/images/bench.svg',
      priceCents: price,
      salePriceCents: random() < 0.3 ? Math.round(price * 0.8) : null,
      totalStock: Math.floor(random() * 100),
    },
    metadata: {
      actorId: null,
      actorRole: 'system',
      correlationId: 'bench',
      causationId: null,
      time: new Date().toISOString(),
    },
  };
}

/**
 * One scenario: `clients` connections for `seconds`, each request's path from `paths`. Also says
 * how many of the slowest 1% came in the first second (first requests, before pages are kept),
 * from two histograms by whole milliseconds (cheap enough not to load the machine it measures).
 */
async function measure(base: string, scenario: string, paths: () => string) {
  const started = Date.now();
  const health = probeHealth(base);
  const [all, firstSecond] = [new Array<number>(1001).fill(0), new Array<number>(1001).fill(0)];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections: clients,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, ms) => {
      const bucket = Math.min(1000, Math.floor(ms));
      all[bucket] += 1;
      if (Date.now() - started < 1000) firstSecond[bucket] += 1;
    });
  });
  // The slowest 1%: the top buckets holding at least 1% of all answers.
  let slowest = 0;
  let early = 0;
  const total = all.reduce((a, b) => a + b, 0);
  for (let ms = 1000; ms >= 0 && slowest < total / 100; ms--) {
    slowest += all[ms];
    early += firstSecond[ms];
  }
  const healthz = await health.stop();
  return {
    scenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'slowest 1% in 1st s': `${Math.round((100 * early) / Math.max(1, slowest))}%`,
    '/healthz p99 ms': healthz,
    'non-2xx': result.non2xx + result.errors,
  };
}

/**
 * What a supervisor or load balancer sees while the scenario runs: /healthz asked every 50 ms
 * beside the load, one at a time (about 200 in 10 s); its p99 in ms. One that fails ends the bench
 * with its error when the scenario does, not half way.
 */
function probeHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const asked = performance.now();
      await (await fetch(`${base}/healthz`)).text();
      times.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  // Held until stop() awaits it: no unhandled rejection mid-run.
  done.catch(() => undefined);
  return {
    async stop() {
      running = false;
      await done;
      const sorted = times.sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] * 10) / 10;
    },
  };
}

/**
 * The ceiling here: a bare Express app in a process of its own sending the same listing page
 * from memory, measured the same way.
 */
async function bareExpress(page: string) {
  const bare = await startBareExpress("app.get('/page', (req, res) => res.type('application/json').send(body));", page);
  try {
    return await measure(bare.base, 'bare Express, the same page from memory', () => '/page');
  } finally {
    await bare.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-'));
  const eventStore = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
  for (let i = 0; i < productCount; i += 500) {
    const batch = Array.from({ length: Math.min(500, productCount - i) }, (_, k) => i + k);
    await Promise.all(
      batch.map((n) => eventStore.append(streams.product(`bench-${n}`), [productEvent(n)], 'no_stream')),
    );
  }
  await eventStore.close();

  const started = performance.now();
  const shop = await startShopProcess(dataDir);
  const base = shop.base;
  try {
    console.log(
      `${productCount} products in the log; the shop was ready ${((performance.now() - started) / 1000).toFixed(1)} s after its start`,
    );
    const sorts = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'];
    const words = ['ban go', 'go soi', 'sofa', 'ghe nhat', 'tu ao go lim', 'indochine', 'do', 'hien dai'];
    const results = [
      await measure(base, 'listing, a page of 24 (filters and sorts vary)', () => {
        const category = random() < 0.6 ? `&category=${pick(categories).id}` : '';
        const brand = random() < 0.3 ? `&brand=${encodeURIComponent(pick(brands))}` : '';
        return `/api/shop/products/get?sortBy=${pick(sorts)}&page=${1 + Math.floor(random() * 5)}&limit=24${category}${brand}`;
      }),
      await measure(
        base,
        'details of one product',
        () => `/api/shop/products/get/bench-${Math.floor(random() * productCount)}`,
      ),
      await measure(
        base,
        'search, first 24 results',
        () => `/api/shop/search/${encodeURIComponent(pick(words))}?limit=24`,
      ),
      await measure(base, 'filter counts', () => '/api/shop/products/filters'),
      // The same pages as a guest opens them (issue 29): the listing's HTML, rendered on the
      // server with its 24 cards, kept per address under the catalogue's stamp.
      await measure(base, "listing's HTML page, rendered on the server (as the JSON listing)", () => {
        const category = random() < 0.6 ? `&category=${pick(categories).id}` : '';
        const brand = random() < 0.3 ? `&brand=${encodeURIComponent(pick(brands))}` : '';
        const page = 1 + Math.floor(random() * 5);
        return `/listing?sortBy=${pick(sorts)}${page > 1 ? `&page=${page}` : ''}${category}${brand}`;
      }),
    ];
    results.push(await bareExpress(await (await fetch(`${base}/api/shop/products/get?page=1&limit=24`)).text()));
    console.log(`\n${clients} concurrent connections, ${seconds} s per scenario, ${productCount} products:`);
    console.table(results);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
