/**
 * npm run bench:takeover — the projection lease on the distributed stack, as separate processes
 * on one machine (SQLite stores, a Redis of its own): a command service, a query service and two
 * workers with the default PROJECTION_LEASE_TTL. BENCH_ROUNDS times (default 5), the worker that
 * holds the lease is killed with SIGKILL while an admin keeps adding products; timed from the kill:
 * - taken: until the standby logs that it took the lease;
 * - reads current: until a product added after the kill is read back, not stale, from the query
 *   service (what a shopper notices).
 * The killed worker is started again as the next round's standby. Prints each round and the max.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { minPositionHeader, staleHeader } from '@tavico/contracts';
import { client, testProduct } from '../test/support/shop';
import { startService, type ServiceProcess } from '../test/support/services';
import { startOwnRedis } from '../test/support/redisServer';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const admin = { ADMIN_EMAIL: 'bench@tavico.vn', ADMIN_PASSWORD: 'bench-pass-1' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const taken = 'projection lease taken';
const count = (text: string, what: string) => text.split(what).length - 1;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-takeover-'));
  const redis = await startOwnRedis();
  const env = {
    ...admin,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    REDIS_URL: redis.url,
    QUEUE_NAME: `bench-${randomUUID()}`,
    SESSION_SECRET: 'a-bench-secret-that-is-long-enough-for-the-check',
    LOG_LEVEL: 'info',
  };
  const command = await startService('command-service', env);
  const query = await startService('query-service', env);
  const workers: ServiceProcess[] = [await startService('workers', env, 'workers-a')];
  while (!workers[0].output().includes(taken)) await sleep(20);
  workers.push(await startService('workers', env, 'workers-b'));
  const writes = client(command.url);
  const login = await writes.post('/api/auth/login', { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);

  const results: { taken: number; current: number }[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const holder = workers.find((w) => count(w.output(), taken) > count(w.output(), 'projection lease lost'));
      const standby = workers.find((w) => w !== holder);
      if (!holder || !standby) throw new Error('no holder and standby to measure');
      const takenBefore = count(standby.output(), taken);
      const killedAt = performance.now();
      await holder.kill('SIGKILL');
      let tookAt = 0;
      const watch = (async () => {
        while (count(standby.output(), taken) === takenBefore) await sleep(5);
        tookAt = performance.now();
      })();
      // Writes go on; time until one made after the kill is read back current.
      let currentAt = 0;
      while (!currentAt) {
        const added = await writes.post('/api/admin/products/add', testProduct(`Bàn số ${round}-${randomUUID()}`, 1));
        const read = await client(query.url).get(`/api/shop/products/get/${added.json.data._id}`, {
          [minPositionHeader]: String(added.json.position),
        });
        if (read.status === 200 && !read.headers.get(staleHeader)) currentAt = performance.now();
      }
      await watch;
      results.push({ taken: tookAt - killedAt, current: currentAt - killedAt });
      console.log(
        `round ${round}: lease taken after ${(tookAt - killedAt).toFixed(0)} ms, reads current after ${(currentAt - killedAt).toFixed(0)} ms`,
      );
      workers.splice(workers.indexOf(holder), 1);
      workers.push(await startService('workers', env, `workers-${round}`));
    }
    const max = (key: 'taken' | 'current') => Math.max(...results.map((r) => r[key])).toFixed(0);
    const median = (key: 'taken' | 'current') => {
      const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)].toFixed(0);
    };
    console.log(`\ntakeover over ${rounds} kills: lease taken median ${median('taken')} ms, max ${max('taken')} ms;`);
    console.log(`reads current again median ${median('current')} ms, max ${max('current')} ms`);
  } finally {
    await Promise.all([command, query, ...workers].map((s) => s.kill()));
    await redis.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
