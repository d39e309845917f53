import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import fresh from 'fresh';
import type { Logger } from '../logging';
import type { Metrics } from '../metrics';
import { logAnswer, requestIdOf, writeAccessLine, type TrustFn } from './requestLog';

/** An answer kept whole, as the bytes sent: what a repeated request gets without running its route. */
export interface KeptAnswer {
  body: Buffer;
  etag: string;
  /** The route template it came from, the label of its HTTP metrics. */
  route: string;
  /** The body compressed, made the first time a browser takes it so and kept with it. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller answers go out as they are: compressing them saves less than its headers cost. */
const compressFrom = 1024;

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
function takes(header: string | undefined, coding: string): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/**
 * The bytes to send a request and their coding: brotli, else gzip, to a browser that takes them
 * (a listing's 22 KB of JSON is about 5 KB), each made once per kept answer; else the body.
 */
export function encodedFor(
  kept: KeptAnswer,
  acceptEncoding: string | undefined,
): { bytes: Buffer; coding: 'br' | 'gzip' | null } {
  if (kept.body.length < compressFrom) return { bytes: kept.body, coding: null };
  if (takes(acceptEncoding, 'br')) {
    // A middle quality: about gzip's cost to make once, a fifth smaller.
    kept.br ??= brotliCompressSync(kept.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: kept.body.length },
    });
    return { bytes: kept.br, coding: 'br' };
  }
  if (takes(acceptEncoding, 'gzip')) {
    kept.gzip ??= gzipSync(kept.body);
    return { bytes: kept.gzip, coding: 'gzip' };
  }
  return { bytes: kept.body, coding: null };
}

/** The kept answer for a request, if there is one (a lookup may need to ask its store first). */
export type KeptAnswers = (req: IncomingMessage) => KeptAnswer | undefined | Promise<KeptAnswer | undefined>;

/**
 * A plain request: a GET that names no other origin (a shop page's own fetches send none), so
 * every header but its id is the same for all of them, whoever asks.
 */
const isPlain = (req: IncomingMessage) => req.method === 'GET' && req.headers.origin === undefined;

/**
 * Over https, as Express's `req.protocol` says it: a trusted proxy's first X-Forwarded-Proto,
 * else the socket's own.
 */
function isSecure(req: IncomingMessage, trust: TrustFn): boolean {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const given = req.headers['x-forwarded-proto'];
  if (!trust(req.socket.remoteAddress, 0) || typeof given !== 'string') return own === 'https';
  return given.split(',')[0].trim() === 'https';
}

/**
 * Sends kept answers before Express: a cached catalogue page otherwise walks helmet, the request
 * log, the metrics, the router and its layers, which cost more than the answer itself under load.
 * Such an answer carries exactly the headers Express would have set on a plain request: they are
 * taken from the first plain request that went through the app's header middleware (the security
 * headers, CORS), once for http and once for https, and the fast path waits until they are known.
 * It answers 304 by the same freshness rules as Express, and writes its access-log line and its
 * metrics as the app does, timed from the request's arrival. Anything else (another method, an
 * Origin, no kept answer, a lookup that fails) goes through Express as before.
 */
export function keptAnswersFirst(
  lookup: KeptAnswers,
  deps: {
    logger: Logger;
    metrics: Metrics;
    trust: () => TrustFn;
    /** As the app's answers (createServiceApp's `compressReads`): compressed to a browser that takes it. */
    compress?: boolean;
  },
): {
  /** Goes right after the middleware that sets headers: takes those of plain answers. */
  takeHeaders: RequestHandler;
  /** The server's listener: a kept answer if there is one, the app otherwise. */
  before(app: RequestListener): RequestListener;
} {
  const headersOf: [OutgoingHttpHeaders | null, OutgoingHttpHeaders | null] = [null, null];

  /** Sends a kept answer (or 304), with its log line and metrics timed from `started`. */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    kept: KeptAnswer,
    headers: OutgoingHttpHeaders,
    started: number,
  ) {
    const id = requestIdOf(req);
    logAnswer(deps.logger, req, res, { id, started, trust: deps.trust() });
    const notModified = fresh(req.headers, { etag: kept.etag });
    const { bytes, coding } = deps.compress
      ? encodedFor(kept, req.headers['accept-encoding'])
      : { bytes: kept.body, coding: null };
    res.writeHead(notModified ? 304 : 200, {
      ...headers,
      'X-Request-Id': id,
      ETag: kept.etag,
      ...(deps.compress ? { Vary: [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') } : {}),
      ...(notModified
        ? {}
        : {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': bytes.length,
            ...(coding ? { 'Content-Encoding': coding } : {}),
          }),
    });
    res.end(notModified ? undefined : bytes);
    const labels = { method: 'GET', route: kept.route, status: String(res.statusCode) };
    deps.metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
  }

  return {
    takeHeaders: (req, res, next) => {
      const variant = req.secure ? 1 : 0;
      if (headersOf[variant] === null && isPlain(req)) {
        const { 'x-request-id': _id, ...headers } = res.getHeaders();
        headersOf[variant] = headers;
      }
      next();
    },
    before: (app) => (req, res) => {
      const headers = isPlain(req) ? headersOf[isSecure(req, deps.trust()) ? 1 : 0] : null;
      if (!headers) return app(req, res);
      const started = performance.now();
      let found: ReturnType<KeptAnswers>;
      try {
        found = lookup(req);
      } catch (error) {
        deps.logger.error({ err: error }, 'kept answer lookup failed');
        return app(req, res);
      }
      if (found === undefined) return app(req, res);
      if (!(found instanceof Promise)) return answer(req, res, found, headers, started);
      found
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'kept answer lookup failed');
          return undefined;
        })
        .then((kept) => {
          // The client left while the store was asked: say so, as the app would have.
          if (res.destroyed) {
            const id = requestIdOf(req);
            return writeAccessLine(deps.logger, req, res, { id, started, trust: deps.trust() });
          }
          if (kept) answer(req, res, kept, headers, started);
          else app(req, res);
        })
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'kept answer not sent');
          if (!res.headersSent) app(req, res);
          else res.destroy();
        });
    },
  };
}
