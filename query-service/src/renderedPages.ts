import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { Request } from 'express';
import { sessionCookieName, type Lang } from '@tavico/contracts';
import type { RenderedBody } from './pageHead';
import type { CatalogueStamp } from './responseCache';

/** What the frontend's server build exports (frontend/src/server/render.tsx, built to dist-ssr/render.cjs). */
export type PageRenderer = (request: {
  url: string;
  lang: Lang;
  apiBase: string;
  cookie?: string;
}) => Promise<RenderedBody | null>;

/**
 * The storefront's server render built beside the app (`npm run build` makes frontend/dist and
 * frontend/dist-ssr; the services' image builds both): loaded on the first page asked for. Without
 * it the shop's pages are drawn by the browser.
 */
export function serverRender(frontend: string): (() => Promise<PageRenderer>) | undefined {
  const file = path.join(frontend, 'dist-ssr', 'render.cjs');
  if (!existsSync(file)) return undefined;
  return async () => ((await loadBundle(file)) as { render: PageRenderer }).render;
}

/**
 * Runs a CommonJS bundle as Node's own loader would (its `require`, `module`, `exports`), but
 * without the loader hooks a TypeScript runner adds: under tsx, `import()` of the 10 MB server
 * bundle, which needs no transforming, took 4 s of a core instead of 0.7 (every page waited for
 * it after a start). Jest's module registry is bypassed as well.
 */
async function loadBundle(file: string): Promise<unknown> {
  const source = await readFile(file, 'utf8');
  const wrapped = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  }) as (exports: object, require: NodeJS.Require, module: { exports: object }, file: string, dir: string) => void;
  const module = { exports: {} };
  wrapped(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * The pages the server renders with their data (issue 29): the shopper's public ones, at the root
 * and under /shop. The rest (checkout, account, sign-in, the back office) are drawn by the browser.
 */
const renderedPaths =
  /^(\/shop)?\/(home|listing|search|san-pham\/[^/]+|news-events(\/[^/]+)?|gioi-thieu\/[^/]+|dich-vu\/[^/]+|nha-cung-cap|our-supplier\/[^/]+|contact)?\/?$/;

export const isRenderedPath = (path: string) => renderedPaths.test(path) && !/^\/shop\/?$/.test(path);

/** Pages kept at most: the listing's pages and filters, each product, in two languages. */
const maxKept = 2000;
/** A bound on a kept page's age besides the stamp (which follows the catalogue, news, banners, settings and suppliers). */
const keptForMs = 60_000;

/**
 * Renders a page, or serves the one kept for the same address and language: a guest's page (one
 * without a session cookie) is the same for every guest, so it is kept under the catalogue's stamp
 * as the JSON answers are (responseCache.ts), for a minute at most; a change of the catalogue
 * renders afresh. A signed-in shopper's page (their name in the header) is rendered each time.
 */
export function renderedPages(render: PageRenderer, stamp?: CatalogueStamp, now = () => Date.now()) {
  const kept = new Map<string, { at: number; until: number; body: RenderedBody }>();
  return async (req: Request, lang: Lang, apiBase: string): Promise<RenderedBody | null> => {
    const cookie = req.headers.cookie;
    const guest = !(cookie ?? '').split(/;\s*/).some((part) => part.startsWith(`${sessionCookieName}=`));
    const key = `${lang} ${req.originalUrl}`;
    const at = guest && stamp ? await stamp() : null;
    const found = at === null ? undefined : kept.get(key);
    if (found && found.at === at && found.until > now()) return found.body;
    const body = await render({ url: req.originalUrl, lang, apiBase, cookie });
    if (body && at !== null) {
      kept.delete(key);
      kept.set(key, { at, until: now() + keptForMs, body });
      // The oldest goes first.
      if (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
    }
    return body;
  };
}
