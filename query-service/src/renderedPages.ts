import { existsSync } from 'node:fs';
import path from 'node:path';
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
  // By its path: a test's module loader (jest's) takes no file:// address.
  return async () => ((await import(file)) as { render: PageRenderer }).render;
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
