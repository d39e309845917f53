/**
 * npm run bench:catalogue — loads 10,000 products into the standalone shop (SQLite event log,
 * in-memory read models) and measures listing, details and search latency under 50 concurrent
 * clients over HTTP. Prints p50/p99 per scenario. BENCH_PRODUCTS, BENCH_CLIENTS and
 * BENCH_SECONDS change the sizes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { categories, houseBrand, streams, type NewEvent, type ProductCreated } from '@tavico/contracts';
import { createLogger, loadConfig } from '@tavico/infrastructure';
import { createStandalone } from '@tavico/standalone';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(base: string, name: string, paths: () => string) {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(base + paths());
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    scenario: name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    failures,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const shop = await createStandalone({
    config,
    logger: createLogger({ service: 'bench', level: 'silent' }),
    frontendDist: null,
  });
  const server = createServer(shop.app);
  try {
    let started = performance.now();
    let last = 0;
    for (let i = 0; i < productCount; i++) {
      last = (await shop.eventStore.append(streams.product(`bench-${i}`), [productEvent(i)], 'no_stream')).position;
    }
    await shop.runner.waitFor(last, 600_000);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(`Loaded ${productCount} products (appended and projected) in ${loadSeconds.toFixed(1)} s`);

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sorts = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'];
    const words = ['ban go', 'go soi', 'sofa', 'ghe nhat', 'tu ao go lim', 'indochine', 'do', 'hien dai'];
    started = performance.now();
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
    ];
    console.log(`\n${clients} concurrent clients, ${seconds} s per scenario, ${productCount} products:`);
    console.table(results);
    void started;
  } finally {
    server.close();
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
