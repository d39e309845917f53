/**
 * npm run bench:history — a shop after years of sales: builds a log of about 1,000,000 events
 * through the domain's deciders and the event-store port (one best-seller with 100,000 past
 * checkouts, one customer with 5,000 past sign-ins), lets a first start build the read models,
 * then measures a restart of the real process (`node standalone/src/main.ts`): time to ready,
 * RSS after start and after 10,000 commands, add-to-cart on the best-seller against a fresh
 * product, and a sign-in of the heavy customer against a fresh one.
 *
 * BENCH_EVENTS, BENCH_HEAVY_CHECKOUTS, BENCH_HEAVY_SIGNINS, BENCH_CUSTOMERS, BENCH_PRODUCTS and
 * BENCH_COMMANDS change the sizes; BENCH_DATA_DIR keeps (and reuses) the built log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLogger, createSqliteEventStore, loadConfig } from '@tavico/infrastructure';
import { createScryptHasher } from '@tavico/command-service';
import { createStandalone } from '@tavico/standalone';
import { client } from '../test/support/shop';
import { buildHistory } from './historyLog';

const plan = {
  events: Number(process.env.BENCH_EVENTS ?? 1_000_000),
  heavyCheckouts: Number(process.env.BENCH_HEAVY_CHECKOUTS ?? 100_000),
  heavySignIns: Number(process.env.BENCH_HEAVY_SIGNINS ?? 5_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 20_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 10_000),
};
const commands = Number(process.env.BENCH_COMMANDS ?? 10_000);
const root = path.resolve(__dirname, '..');
const password = 'bench-password-1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function build(dataDir: string) {
  const marker = path.join(dataDir, 'built.json');
  if (existsSync(marker)) {
    console.log(`Reusing the log built in ${dataDir}`);
    return JSON.parse(readFileSync(marker, 'utf8')) as Awaited<ReturnType<typeof buildHistory>>;
  }
  mkdirSync(dataDir, { recursive: true });
  const eventStore = createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
  // The two measured customers get the shop's real password cost; the crowd a cheap one.
  const passwords = {
    heavy: await createScryptHasher().hash(password),
    fresh: await createScryptHasher().hash(password),
    others: await createScryptHasher(4).hash(password),
  };
  const started = performance.now();
  let shown = 0;
  const built = await buildHistory(eventStore, plan, passwords, (events) => {
    if (events - shown >= 100_000) {
      shown = events;
      console.log(`  ${events.toLocaleString('en')} events appended`);
    }
  });
  await eventStore.close();
  console.log(
    `Log built: ${built.events.toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The first start builds every read model from the whole log (once).
  const first = performance.now();
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const shop = await createStandalone({
    config,
    logger: createLogger({ service: 'bench', level: 'silent' }),
    frontendDist: null,
  });
  await shop.close();
  console.log(
    `First start (read models built from the whole log): ${((performance.now() - first) / 1000).toFixed(0)} s`,
  );
  const { writeFileSync } = await import('node:fs');
  writeFileSync(marker, JSON.stringify(built));
  return built;
}

/** Starts the shop as `npm start` runs it, and resolves when it answers /readyz. */
async function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'standalone/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  for (;;) {
    const url = /open (http:\/\/\S+)/.exec(output)?.[1];
    if (url) {
      const ready = await fetch(`${url}/readyz`).catch(() => null);
      if (ready?.status === 200) return { child, url, readyMs: performance.now() - started };
    }
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'tavico-history-'));
  try {
    const built = await build(dataDir);
    const { child, url, readyMs } = await startProcess(dataDir);
    const pid = child.pid as number;
    try {
      const rssAtStart = rssKb(pid);
      const signIn = async (email: string) => {
        const c = client(url);
        const t = performance.now();
        const res = await c.post('/api/auth/login', { email, password });
        if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
        return { c, ms: performance.now() - t, id: res.json.user.id as string };
      };
      // The first touch of each after the restart: the heavy ones fold their history from the
      // last snapshot (none yet on a freshly built log: then the whole of it, once).
      const firstTouch = {
        heavySignIn: (await signIn(built.heavyUser.email)).ms,
        freshSignIn: (await signIn(built.freshUser.email)).ms,
      };
      const signIns = { heavy: [] as number[], fresh: [] as number[] };
      for (let i = 0; i < 200; i++) {
        signIns.heavy.push((await signIn(built.heavyUser.email)).ms);
        signIns.fresh.push((await signIn(built.freshUser.email)).ms);
      }
      const shopper = await signIn(built.freshUser.email);
      const addRemove = async (productId: string) => {
        const t = performance.now();
        const added = await shopper.c.post('/api/shop/cart/add', { userId: shopper.id, productId, quantity: 1 });
        const removed = await shopper.c.request('DELETE', `/api/shop/cart/${shopper.id}/${productId}`);
        if (added.status !== 200 || removed.status !== 200) throw new Error(`cart: ${added.text} ${removed.text}`);
        return performance.now() - t;
      };
      const carts = { heavy: [] as number[], fresh: [] as number[] };
      const firstCart = { heavy: await addRemove(built.heavyProduct), fresh: await addRemove(built.freshProduct) };
      let rssHalfWay = 0;
      for (let i = 0; i < commands / 4; i++) {
        carts.heavy.push(await addRemove(built.heavyProduct));
        carts.fresh.push(await addRemove(built.freshProduct));
        if (i === Math.floor(commands / 8)) rssHalfWay = rssKb(pid);
      }
      const rssAfter = rssKb(pid);
      const row = (name: string, heavy: number[], fresh: number[]) =>
        console.log(
          `${name.padEnd(26)} heavy p50 ${ms(percentile(heavy, 50))} p99 ${ms(percentile(heavy, 99))} | ` +
            `fresh p50 ${ms(percentile(fresh, 50))} p99 ${ms(percentile(fresh, 99))} | ` +
            `ratio p50 ${(percentile(heavy, 50) / percentile(fresh, 50)).toFixed(2)} p99 ${(percentile(heavy, 99) / percentile(fresh, 99)).toFixed(2)}`,
        );
      console.log(
        `\nHistory: ${built.events.toLocaleString('en')} events; best-seller with ${plan.heavyCheckouts.toLocaleString('en')} checkouts; customer with ${plan.heavySignIns.toLocaleString('en')} sign-ins`,
      );
      console.log(`Restart to ready:          ${(readyMs / 1000).toFixed(2)} s`);
      console.log(`RSS after start:           ${mb(rssAtStart)}`);
      console.log(
        `RSS half way, and after ${commands.toLocaleString('en')} commands: ${mb(rssHalfWay)}, ${mb(rssAfter)}`,
      );
      row('add + remove a cart line', carts.heavy, carts.fresh);
      row('sign-in', signIns.heavy, signIns.fresh);
      console.log(
        `First touch after the restart: cart heavy ${ms(firstCart.heavy)}, fresh ${ms(firstCart.fresh)}; ` +
          `sign-in heavy ${ms(firstTouch.heavySignIn)}, fresh ${ms(firstTouch.freshSignIn)}`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
