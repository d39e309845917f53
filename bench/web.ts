/**
 * npm run bench:web — Lighthouse (mobile preset: its default config, simulated throttling) on the
 * shopper's pages of the standalone shop: home, the listing, a product page and contact. Prints the
 * performance score, LCP, CLS, TBT and the bytes sent per page, and the element Lighthouse took
 * for the largest contentful paint.
 *
 * It builds nothing: the built frontend is frontend/dist (`npm run build`), or FRONTEND_DIST. The
 * shop runs as its own process with the demo data in a fresh data directory; Chromium is Debian's
 * (CHROMIUM_PATH to change it) and no browser is downloaded. BENCH_RUNS=n audits each page n times
 * and reports the median run by performance score.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@tavico/contracts';

const root = path.resolve(__dirname, '..');
const dist = path.resolve(process.env.FRONTEND_DIST ?? path.join(root, 'frontend/dist'));

interface Run {
  url: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  lcpElement: string;
  renderBlocking: string[];
}

/** Runs a child to its end, resolving with what it printed. */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')}: exit ${code}`)))),
  );
}

async function startShop(): Promise<{ base: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'standalone/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      FRONTEND_DIST: dist,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let base: string | undefined;
  while (!base) {
    base = /open (http:\/\/\S+)/.exec(output)?.[1];
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A demo product's page: the first in the listing's default order. */
async function productPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}${apiRoutes.shop.products}?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const slug = answer.data[0]?.slug;
  if (!slug) throw new Error('the demo data has no product');
  return `/san-pham/${slug}`;
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No built frontend in ${dist}: run \`npm run build\` first (or set FRONTEND_DIST).`);
    process.exit(1);
  }
  const shop = await startShop();
  try {
    // BENCH_PAGES=contact,home audits those alone (by the first word of their names).
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/listing'],
      ['product page', await productPath(shop.base)],
      ['contact', '/contact'],
    ].filter(([name]) => !only || only.includes(name.split(' ')[0])) as [string, string][];
    // Lighthouse runs without tsx: see lighthouseRun.mjs.
    const output = await run([path.join(__dirname, 'lighthouseRun.mjs'), ...pages.map(([, p]) => shop.base + p)]);
    const runs = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Run);
    const rows = pages.map(([name, pagePath]) => {
      const mine = runs.filter((r) => r.url === shop.base + pagePath).sort((a, b) => a.score - b.score);
      const r = mine[Math.floor(mine.length / 2)];
      return {
        page: name,
        score: r.score,
        'LCP s': (r.lcpMs / 1000).toFixed(2),
        CLS: r.cls.toFixed(3),
        'TBT ms': Math.round(r.tbtMs),
        'KB sent': Math.round(r.bytes / 1024),
        'LCP element': r.lcpElement.slice(0, 40),
      };
    });
    const count = runs.length / pages.length;
    console.log(
      `Lighthouse ${count > 1 ? `(median of ${count} runs) ` : ''}mobile preset, simulated throttling; built frontend: ${dist}`,
    );
    console.table(rows);
    const blocking = [...new Set(runs.flatMap((r) => r.renderBlocking))];
    if (blocking.length > 0) console.log(`Render-blocking: ${blocking.join(', ')}`);
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
