/**
 * npm run bench:live — on the standalone process:
 * 1. push latency: an admin changes an order's status BENCH_CHANGES times (default 500), one
 *    after another, after BENCH_WARMUP changes not timed (default 50: the first requests of a
 *    fresh process run code the JIT has not compiled yet); each is timed from sending the command
 *    to the customer's socket receiving its push. Prints p50/p99/max.
 * 2. replay speed: a log of BENCH_EVENTS events (default 200,000: 50 products, and orders placed,
 *    paid and moved back and forth between two statuses, 100 events an order) is rebuilt into
 *    fresh read models in the standalone's read store (SQLite, on disk), as a rebuild does. Prints
 *    events per second, and per second of CPU (which a busy machine changes less).
 * BENCH_PARTS=push or BENCH_PARTS=replay runs one part alone; BENCH_SKIP_PROJECTIONS leaves projections
 * out of the replay.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { houseBrand, liveEvents, streams, type AnyEvent, type NewEvent, type OrderStatus } from '@tavico/contracts';
import {
  createLogger,
  createSqliteDocumentStore,
  createSqliteEventStore,
  type EventStore,
} from '@tavico/infrastructure';
import { projections, rebuildReadModels } from '@tavico/workers';
import { buy, client, signUp, testProduct } from '../test/support/shop';
import { cookieOf, liveSocket } from '../test/support/live';
import { startBenchShop } from './shop';

const changes = Number(process.env.BENCH_CHANGES ?? 500);
/** Changes made first and not timed: the first requests of a fresh process run code not yet compiled. */
const warmUp = Number(process.env.BENCH_WARMUP ?? 50);
const replayEvents = Number(process.env.BENCH_EVENTS ?? 200_000);
/** Projections left out of the replay (BENCH_SKIP_PROJECTIONS=orderHistories), to see what each costs. */
const skipped = new Set((process.env.BENCH_SKIP_PROJECTIONS ?? '').split(',').filter(Boolean));
/** Which parts run: `push`, `replay` or both (the default), comma-separated. */
const parts = new Set((process.env.BENCH_PARTS ?? 'push,replay').split(',').map((part) => part.trim()));
const admin = { ADMIN_EMAIL: 'bench@tavico.vn', ADMIN_PASSWORD: 'bench-pass-1' };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function pushLatency() {
  const { base, close } = await startBenchShop(admin);
  try {
    const staff = client(base);
    await staff.post('/api/auth/login', { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD });
    const product = await staff.post('/api/admin/products/add', testProduct('Bàn làm việc gỗ sồi', 100, 3_200_000));
    const customer = await signUp(base, 'khach@bench.vn', 'Khách');
    const { orderId } = await buy(base, customer.c, customer.id, [{ productId: product.json.data._id, quantity: 1 }]);
    const { socket } = await liveSocket(base, cookieOf(customer.c));

    // Each change waits for its own push (matched by position) before the next is sent.
    const waiting = new Map<number, () => void>();
    const early = new Set<number>();
    socket.on(liveEvents.orderStatusChanged, (push: { position: number }) => {
      const done = waiting.get(push.position);
      if (done) done();
      else early.add(push.position);
    });
    const statuses: OrderStatus[] = ['inProcess', 'inShipping'];
    const timings: number[] = [];
    const profiler = await startProfile('push');
    for (let i = 0; i < warmUp + changes; i++) {
      const started = performance.now();
      const res = await staff.request('PUT', `/api/admin/orders/update/${orderId}`, {
        orderStatus: statuses[i % 2],
      });
      if (res.status !== 200) throw new Error(`status change failed: ${res.text}`);
      const position = res.json.position as number;
      if (!early.delete(position)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no push for position ${position}`)), 5000);
          waiting.set(position, () => {
            clearTimeout(timer);
            waiting.delete(position);
            resolve();
          });
        });
      }
      if (i >= warmUp) timings.push(performance.now() - started);
    }
    await profiler?.stop();
    socket.disconnect();
    timings.sort((a, b) => a - b);
    return { p50: percentile(timings, 50), p99: percentile(timings, 99), max: timings[timings.length - 1] };
  } finally {
    await close();
  }
}

const meta = () => ({
  actorId: null,
  actorRole: 'system' as const,
  correlationId: 'bench',
  causationId: null,
  time: new Date().toISOString(),
});
const newEvent = (event: AnyEvent): NewEvent => ({ ...event, id: randomUUID(), metadata: meta() }) as NewEvent;

/** A log of about `total` events: each order is placed, paid and moved through statuses. */
async function writeLog(eventStore: EventStore, total: number) {
  const perOrder = 100;
  const products = 50;
  const at = new Date().toISOString();
  let written = 0;
  for (let p = 0; p < products; p++) {
    await eventStore.append(
      streams.product(`p${p}`),
      [
        newEvent({
          type: 'ProductCreated',
          data: {
            productId: `p${p}`,
            postedBy: null,
            image: '/images/bench.svg',
            title: `Sản phẩm ${p}`,
            description: 'Gỗ tự nhiên',
            category: 'ban',
            brand: houseBrand.id,
            priceCents: 10_000,
            salePriceCents: null,
            totalStock: 1_000_000,
          },
        }),
      ],
      'no_stream',
    );
    written += 1;
  }
  for (let o = 0; written < total; o++) {
    const orderId = `o${o}`;
    const productId = `p${o % products}`;
    const events: AnyEvent[] = [
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          userId: `u${o % 500}`,
          userName: 'Khách',
          items: [{ productId, title: 'Sản phẩm', image: '/images/bench.svg', priceCents: 10_000, quantity: 1 }],
          address: {
            addressId: 'a',
            recipientName: 'Khách',
            phone: '0912345678',
            provinceCode: '75',
            wardCode: '26068',
            address: '1 Đồng Khởi',
            notes: '',
          },
          totalCents: 10_000,
          paymentMethod: 'paypal',
          placedAt: at,
          expiresAt: at,
        },
      },
      {
        type: 'OrderPaid',
        data: { orderId, paymentId: `pay-${o}`, payerId: 'payer', captureId: `cap-${o}`, totalCents: 0, at },
      },
    ];
    let from: OrderStatus = 'confirmed';
    while (events.length < perOrder) {
      const to: OrderStatus = from === 'inProcess' ? 'inShipping' : 'inProcess';
      events.push({ type: 'OrderStatusChanged', data: { orderId, from, to, at } });
      from = to;
    }
    const batch = events.slice(0, Math.min(perOrder, total - written));
    await eventStore.append(streams.order(orderId), batch.map(newEvent), 'no_stream');
    written += batch.length;
  }
  return written;
}

/**
 * BENCH_PROFILE=<folder>: a CPU profile of the pushes' changes, or of the replay alone (not of
 * writing its log), as push.cpuprofile and replay.cpuprofile there, for Chrome's DevTools.
 */
async function startProfile(name: string) {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function replaySpeed() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-replay-'));
  const eventStore = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
  try {
    const written = await writeLog(eventStore, replayEvents);
    const store = createSqliteDocumentStore({ file: path.join(dataDir, 'readmodels.sqlite') });
    const profiler = await startProfile('replay');
    const cpuBefore = process.cpuUsage();
    const result = await rebuildReadModels({
      eventStore,
      store,
      projections: projections.filter((p) => !skipped.has(p.name)),
      logger: createLogger({ service: 'bench', level: 'silent' }),
      handoverTimeoutMs: 0,
      graceMs: 0,
    });
    const cpu = process.cpuUsage(cpuBefore);
    await profiler?.stop();
    const orders = await store.collection(`orders__g${result.generation}`).countDocuments();
    await store.close();
    return { written, ...result, orders, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  } finally {
    await eventStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (parts.has('push')) {
    process.stdout.write(
      `Push latency over ${changes} status changes after ${warmUp} not timed (command sent → customer's socket)...\n`,
    );
    const push = await pushLatency();
    process.stdout.write(`  p50 ${ms(push.p50)}   p99 ${ms(push.p99)}   max ${ms(push.max)}\n`);
  }
  if (!parts.has('replay')) return;
  process.stdout.write(`Replay of ${replayEvents.toLocaleString('en')} events into fresh read models (SQLite)...\n`);
  const replay = await replaySpeed();
  process.stdout.write(
    `  ${replay.events.toLocaleString('en')} events in ${replay.seconds.toFixed(2)} s: ` +
      `${replay.eventsPerSecond.toLocaleString('en')} events/s (${replay.orders.toLocaleString('en')} orders rebuilt); ` +
      `${replay.cpuSeconds.toFixed(2)} s of CPU: ${Math.round(replay.events / replay.cpuSeconds).toLocaleString('en')} events per CPU-second\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:live failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
