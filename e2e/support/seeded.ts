import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningShop } from './shop';

const root = path.resolve(__dirname, '../..');
const templates = path.join(tmpdir(), 'tavico-e2e-seeded');
/** The sources that decide what the demo seed writes. */
const sources = ['contracts', 'domain', 'demo', 'infrastructure', 'command-service', 'workers', 'standalone'];

/** The newest change and the number of files under the sources: a template of older code is not used. */
function sourceStamp(): string {
  let newest = 0;
  let files = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        newest = Math.max(newest, statSync(full).mtimeMs);
      }
    }
  };
  for (const source of sources) walk(path.join(root, source, 'src'));
  return `${files}:${newest}`;
}

/**
 * A data directory the demo seed has filled, for the shop's settings in `env`, made once per
 * version of the code and kept in the system's temporary folder: seeding the demo shop is most
 * of a first start (each of its commands synced and projected in turn), and every browser test
 * starts a shop. The template is made by starting the shop on an empty directory and stopping it
 * cleanly, so a copy of it is exactly what a second `npm start` finds. The admin of `env` is left
 * out (each start adds its own). Null when the shop starts without demo data.
 */
export async function seededTemplate(
  env: Record<string, string>,
  launch: (dataDir: string, env: Record<string, string>) => Promise<RunningShop>,
): Promise<string | null> {
  if ((env.DEMO_DATA ?? process.env.DEMO_DATA) === 'false') return null;
  const currency = env.SHOP_CURRENCY ?? 'USD';
  const key = createHash('sha256')
    .update(JSON.stringify({ currency, code: sourceStamp() }))
    .digest('hex');
  const template = path.join(templates, key.slice(0, 16));
  if (existsSync(template)) return template;

  const building = mkdtempSync(path.join(tmpdir(), 'tavico-e2e-seeding-'));
  const shop = await launch(building, { SHOP_CURRENCY: currency });
  await shop.stop({ keepData: true });
  // Written whole, then moved into place: another test process building the same one at the
  // same time loses the race and uses the winner's.
  writeFileSync(path.join(building, 'seeded-for-tests'), `${currency}\n`);
  mkdirSync(templates, { recursive: true });
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}
