// Prints what a shopper's first visit downloads, gzipped, per route entry, and fails the build
// when a storefront page passes the budget below (ARCHITECTURE.md says 300 KB). Reads Vite's manifest.
// The language's catalogue counts too: the app waits for it before it shows a page (Vietnamese,
// the default, and the larger of the two).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Issue 29's 200 KB for the storefront's pages, drawn without antd (its style engine and theme
// load with the first drawer, dialog or form): the public pages, sign-in, registration and the
// account.
const budgetKb = 200;

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (keys) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file))).length, 0) / 1024;

const publicRoutes = {
  '/ (home)': ['src/app/layout/ShopLayout.tsx', 'src/app/pages/HomeScreen.tsx'],
  '/listing': ['src/app/layout/ShopLayout.tsx', 'src/features/catalogue/ListingPage.tsx'],
  '/search': ['src/app/layout/ShopLayout.tsx', 'src/features/catalogue/SearchPage.tsx'],
  '/san-pham/{slug}': ['src/app/layout/ShopLayout.tsx', 'src/features/catalogue/ProductPage.tsx'],
  '/news-events': ['src/app/layout/ShopLayout.tsx', 'src/features/news/NewsPage.tsx'],
  '/news-events/{slug}': ['src/app/layout/ShopLayout.tsx', 'src/features/news/ArticlePage.tsx'],
  '/nha-cung-cap': ['src/app/layout/ShopLayout.tsx', 'src/features/pages/SuppliersPage.tsx'],
  '/contact': ['src/app/layout/ShopLayout.tsx', 'src/features/pages/InfoPages.tsx'],
  // The company's pages wait for their words too (src/app/companyWords.ts).
  '/gioi-thieu/…': [
    'src/app/layout/ShopLayout.tsx',
    'src/features/pages/CompanyPages.tsx',
    'src/locales/company/vi.json',
  ],
  // A shopper's own pages: plain forms (shared/TextField.tsx), with the shopper's words.
  '/auth/login': ['src/features/auth/AuthLayout.tsx', 'src/features/auth/LoginPage.tsx', 'src/locales/shopper/vi.json'],
  '/auth/register': [
    'src/features/auth/AuthLayout.tsx',
    'src/features/auth/RegisterPage.tsx',
    'src/locales/shopper/vi.json',
  ],
  '/shop/account': ['src/app/layout/ShopLayout.tsx', 'src/app/pages/AccountPage.tsx', 'src/locales/shopper/vi.json'],
};
let over = false;
console.log('\nFirst load of storefront pages, gzipped JavaScript:');
for (const [route, pages] of Object.entries(publicRoutes)) {
  // The entry starts the app (src/main.tsx) after the page is drawn: its code counts all the same.
  const kb = gzipKb(closure(['index.html', 'src/main.tsx', ...pages, 'src/locales/vi.json']));
  if (kb > budgetKb) {
    over = true;
    console.error(`  ${route} is over its budget of ${budgetKb} KB.`);
  }
  console.log(`  ${route.padEnd(20)} ${kb.toFixed(1).padStart(7)} KB`);
}
console.log(`  budget per page      ${budgetKb.toFixed(1).padStart(7)} KB`);
if (over) process.exit(1);
