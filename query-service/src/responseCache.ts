import { createHash } from 'node:crypto';
import { parse } from 'node:querystring';
import type { RequestHandler } from 'express';
import { collections, minPositionHeader, requestLang, type CatalogueStampDocument } from '@tavico/contracts';
import type { DocumentStore, KeptAnswer, KeptAnswers } from '@tavico/infrastructure';

/** Where the catalogue stands: a number that moves with every change its answers show. */
export type CatalogueStamp = () => number | Promise<number>;

/** Where the catalogue stands: the stamp read model's position (one read by id). */
export const storedCatalogueStamp =
  (store: DocumentStore): CatalogueStamp =>
  async () =>
    (await store.collection<CatalogueStampDocument>(collections.catalogueStamps).findOne({ _id: 'catalogue' }))
      ?._position ?? 0;

export interface CatalogueCache {
  /**
   * Before each of the catalogue's routes (mounted on the route's own template, one of
   * `routes`): serves what is kept, keeps the 200 answers they compute.
   */
  middleware: RequestHandler;
  /** What the service app sends before its middleware when a plain request repeats a kept answer. */
  kept: KeptAnswers;
  /** How many answers are kept. */
  size(): number;
}

/** Kept routes by their template (`/api/shop/products/get/:id`), each with the query parameters it reads. */
export type KeptRoutes = Record<string, readonly string[]>;

/**
 * The key of a URL's answer: its path, and of its query only the parameters the route reads, by
 * name, each with its values in the order sent (a route may read them all). Parsed as Express
 * parses a query (node:querystring), so the key holds exactly what the route sees: made-up
 * parameters, and the order of those it reads, make no new entry.
 */
export function answerKey(url: string, names: readonly string[]): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const query = parse(url.slice(mark + 1));
  const pairs = [...names].sort().flatMap((name) => {
    const value = query[name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`);
  });
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * The key of a request's answer: its language first (decisions §32: an answer may hold words,
 * the listing's filter labels, and an English one is never served to a Vietnamese request), then
 * its URL as answerKey keys it. The language is read as the language middleware reads it.
 */
function requestKey(
  url: string,
  names: readonly string[],
  headers: { cookie?: string; 'accept-language'?: string },
): string {
  const mark = url.indexOf('?');
  const lang = parse(mark === -1 ? '' : url.slice(mark + 1)).lang;
  const asked = requestLang({ cookie: headers.cookie, query: lang, acceptLanguage: headers['accept-language'] });
  return `${asked} ${answerKey(url, names)}`;
}

/**
 * The parameters the route of a raw path reads, matching it as Express would against the kept
 * routes' templates (a `:name` is one segment); undefined when no template, or more than one,
 * matches: such a request goes through Express, whose route knows.
 */
function paramsOfPath(routes: KeptRoutes) {
  const templates = Object.entries(routes).map(([template, names]) => ({ parts: template.split('/'), names }));
  return (path: string): readonly string[] | undefined => {
    const parts = path.split('/');
    const matching = templates.filter(
      (t) =>
        t.parts.length === parts.length &&
        t.parts.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i])),
    );
    return matching.length === 1 ? matching[0].names : undefined;
  };
}

/**
 * Public catalogue answers (the same for everyone), kept as the JSON sent, one per language and
 * URL as far as its route reads it (see requestKey), with the catalogue stamp it was computed at: the first
 * request after any catalogue change computes afresh, every other is served from memory (with
 * its ETag, so a browser that has it gets a 304). The stamp is asked on every request, so an
 * answer is never older than the read models. Bounded by entries and size, about the least
 * recently used dropped first. A request that waits for a position (X-Min-Position) is never
 * answered ahead of the wait.
 */
export function catalogueCache(
  stamp: CatalogueStamp,
  routes: KeptRoutes,
  limits = { entries: 5000, bytes: 64 * 1024 * 1024 },
): CatalogueCache {
  const paramsOf = paramsOfPath(routes);
  // Kept as the bytes sent, so a hit is not encoded again. A hit only marks its entry used (the
  // map is not reordered on every hit): when the bounds are passed, the oldest entries go first,
  // each used one getting a second chance at the back (the clock approximation of LRU).
  const answers = new Map<string, { at: number; answer: KeptAnswer; used: boolean }>();
  let bytes = 0;

  function forget(url: string) {
    const old = answers.get(url);
    if (old === undefined) return;
    answers.delete(url);
    bytes -= old.answer.body.length;
  }

  function keep(url: string, at: number, text: string, route: string) {
    const body = Buffer.from(text);
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, route };
    // The latest computed wins: a slow one from before a change is found stale and computed again,
    // and a stamp that went back (a read model rebuilt) is served again at once.
    forget(url);
    answers.set(url, { at, answer, used: false });
    bytes += body.length;
    // Each entry is moved at most once (its mark is cleared), so this ends.
    for (const [oldest, entry] of answers) {
      if (answers.size <= limits.entries && bytes <= limits.bytes) break;
      if (oldest === url) continue;
      if (entry.used) {
        entry.used = false;
        answers.delete(oldest);
        answers.set(oldest, entry);
      } else forget(oldest);
    }
    return answer;
  }

  /** The answer kept for this URL at this stamp. */
  function lookUp(url: string, at: number) {
    const kept = answers.get(url);
    if (kept === undefined) return undefined;
    // Computed before the catalogue last changed: of no use any more (and a URL that now answers
    // otherwise than 200 is not asked the stamp again for it).
    if (kept.at !== at) return void forget(url);
    kept.used = true;
    return kept.answer;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const names = routes[String(req.route?.path)];
    // Not one of the kept routes: nothing to key its answers by, so none is kept.
    if (names === undefined) return next();
    const at = await stamp();
    // The route may keep what it computes (counts, say) under the same stamp.
    res.locals.catalogueStamp = at;
    const url = requestKey(req.originalUrl, names, req.headers);
    const kept = lookUp(url, at);
    if (kept !== undefined) {
      // With its ETag set, send answers 304 to a browser that has it (Express's freshness rules).
      res.setHeader('ETag', kept.etag);
      res.type('application/json').send(kept.body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (answer: unknown) => {
      if (res.statusCode !== 200) return json(answer);
      const kept = keep(url, at, JSON.stringify(answer), `${req.baseUrl}${String(req.route?.path ?? '')}`);
      res.setHeader('ETag', kept.etag);
      return res.type('application/json').send(kept.body);
    };
    next();
  };

  const waits = minPositionHeader.toLowerCase();
  // Only a URL with a kept answer asks for the stamp: every other request goes on at once.
  const kept: KeptAnswers = (req) => {
    const raw = req.url ?? '';
    const names = paramsOf(raw.split('?', 1)[0]);
    if (names === undefined) return undefined;
    const url = requestKey(raw, names, req.headers);
    if (!answers.has(url) || req.headers[waits] !== undefined) return undefined;
    const at = stamp();
    return typeof at === 'number' ? lookUp(url, at) : at.then((n) => lookUp(url, n));
  };

  return { middleware, kept, size: () => answers.size };
}
