import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from '../logging';
import type { Metrics } from '../metrics';
import { logAnswer, requestIdOf } from './requestLog';

/** An answer kept whole, as the bytes sent: what a repeated request gets without running its route. */
export interface KeptAnswer {
  body: Buffer;
  etag: string;
  /** The route template it came from, the label of its HTTP metrics. */
  route: string;
}

/** The kept answer for a request, if there is one (a lookup may need to ask its store first). */
export type KeptAnswers = (req: IncomingMessage) => KeptAnswer | undefined | Promise<KeptAnswer | undefined>;

export type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * A plain request: a GET that names no other origin (a shop page's own fetches send none), so
 * every header but its id is the same for all of them, whoever asks.
 */
const isPlain = (req: IncomingMessage) => req.method === 'GET' && req.headers.origin === undefined;

/** Over https, as Express's `req.secure` says it: the socket, or the first X-Forwarded-Proto of a trusted proxy. */
function isSecure(req: IncomingMessage, trust: TrustFn): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const given = req.headers['x-forwarded-proto'];
  if (typeof given !== 'string' || !trust(req.socket.remoteAddress, 0)) return false;
  return given.split(',')[0].trim() === 'https';
}

/**
 * Sends kept answers before Express: a cached catalogue page otherwise walks helmet, the request
 * log, the metrics, the router and its layers, which cost more than the answer itself under load.
 * Such an answer carries exactly the headers Express would have set on a plain request: they are
 * taken from the first plain request that went through the app's header middleware (the security
 * headers, CORS), once for http and once for https, and the fast path waits until they are known.
 * It writes its access-log line and its metrics as the app does. Anything else (another method,
 * an Origin, no kept answer) goes through Express as before.
 */
export function keptAnswersFirst(
  lookup: KeptAnswers,
  deps: { logger: Logger; metrics: Metrics; trust: () => TrustFn },
): {
  /** Goes right after the middleware that sets headers: takes those of plain answers. */
  takeHeaders: RequestHandler;
  /** The server's listener: a kept answer if there is one, the app otherwise. */
  before(app: RequestListener): RequestListener;
} {
  const headersOf: [OutgoingHttpHeaders | null, OutgoingHttpHeaders | null] = [null, null];

  function send(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer, headers: OutgoingHttpHeaders) {
    const started = performance.now();
    const end = deps.metrics.httpDuration.startTimer();
    const id = requestIdOf(req);
    const notModified = req.headers['if-none-match'] === answer.etag;
    res.writeHead(notModified ? 304 : 200, {
      ...headers,
      'X-Request-Id': id,
      ETag: answer.etag,
      ...(notModified
        ? {}
        : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': answer.body.length }),
    });
    res.end(notModified ? undefined : answer.body);
    end({ method: 'GET', route: answer.route, status: String(res.statusCode) });
    logAnswer(deps.logger, req, res, { id, started, trust: deps.trust() });
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
      const found = headers ? lookup(req) : undefined;
      if (found === undefined) return app(req, res);
      if (!(found instanceof Promise)) return send(req, res, found, headers!);
      found.then(
        (answer) => (answer ? send(req, res, answer, headers!) : app(req, res)),
        () => app(req, res),
      );
    },
  };
}
