import { readFileSync } from 'node:fs';

/**
 * The modules of each page the server renders, by its address (as app/preloadPage.ts loads them in
 * the browser): their styles go into the page's head, so it is styled before (and without) its
 * JavaScript, and their code is listed for the entry to announce once the page is drawn.
 */
const layout = 'src/app/layout/ShopLayout.tsx';
const pageSources: [RegExp, string[]][] = [
  [/^(\/shop)?\/(home\/?)?$/, [layout, 'src/app/pages/HomeScreen.tsx']],
  [/^(\/shop)?\/(listing|our-supplier\/)/, [layout, 'src/features/catalogue/ListingPage.tsx']],
  [/^(\/shop)?\/search/, [layout, 'src/features/catalogue/SearchPage.tsx']],
  [/^(\/shop)?\/san-pham\//, [layout, 'src/features/catalogue/ProductPage.tsx']],
  [/^(\/shop)?\/gioi-thieu\//, [layout, 'src/features/pages/CompanyPages.tsx']],
  [/^(\/shop)?\/dich-vu\//, [layout, 'src/features/pages/ServicePage.tsx']],
  [/^(\/shop)?\/nha-cung-cap/, [layout, 'src/features/pages/SuppliersPage.tsx']],
  [/^(\/shop)?\/news-events\/./, [layout, 'src/features/news/ArticlePage.tsx']],
  [/^(\/shop)?\/news-events/, [layout, 'src/features/news/NewsPage.tsx']],
  [/^(\/shop)?\/contact/, [layout, 'src/features/pages/InfoPages.tsx']],
  [/^(\/shop)?\//, [layout]],
];

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The browser build's manifest (beside this bundle: ../dist/.vite/manifest.json); none, no links. */
let manifest: Record<string, Chunk> | null | undefined;
function readManifest(): Record<string, Chunk> | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
      string,
      Chunk
    >;
  } catch {
    manifest = null;
  }
  return manifest;
}

/**
 * What the page at this path needs beyond the entry: its stylesheets (links for the head, so it is
 * styled before and without its code) and its code, the app's and the page's modules, which the
 * entry announces once the page is drawn (src/start.ts).
 */
export function pageAssets(pathname: string): { styles: string; code: string[] } {
  const chunks = readManifest();
  const sources = pageSources.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  if (!chunks) return { styles: '', code: [] };
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  // The entry's own (index.html links them already).
  visit('index.html');
  const own = { css: new Set(css), js: new Set(js) };
  visit('src/main.tsx');
  for (const source of sources) visit(source);
  return {
    styles: [...css]
      .filter((f) => !own.css.has(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
      .join('\n    '),
    code: [...js].filter((f) => !own.js.has(f)).map((f) => `/${f}`),
  };
}
