import compression from 'compression';
import type { RequestListener } from 'node:http';
import { performance } from 'node:perf_hooks';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import {
  AppError,
  PayloadTooLarge,
  TooManyRequests,
  ValidationError,
  imageMessages,
  messages,
  say,
} from '@tavico/contracts';
import type { Logger } from '../logging';
import type { Metrics } from '../metrics';
import type { TrustProxy } from '../config';
import { corsFor, originGuard, securityHeaders, type OriginPolicy } from './security';
import { ConcurrencyError } from '../eventstore/port';
import { UnsafeBlobName } from '../blobstore/port';
import { logAnswer, requestIdOf, type TrustFn } from './requestLog';
import { keptAnswersFirst, type KeptAnswers } from './keptAnswers';
import { bodyLimits, sizeText } from './bodies';
import { langOf, requestLanguage } from './language';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (see requestLogging): the correlation id of the events it appends. */
    id?: string;
  }
}

/** Answers not worth a line each: health checks and the metrics scrape. */
const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A request id (taken from X-Request-Id when a gateway set one, echoed back), a request-scoped
 * logger carrying it (`res.locals.log`, made only when something logs), and one access-log line
 * per answer (see logAnswer). Written here rather than with pino-http because that made two child
 * loggers for every request, most of the cost of a cached catalogue answer.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(res.locals, 'log', { get: () => (child ??= logger.child({ reqId: id })) });
    if (quietPaths.has(req.url)) return next();
    logAnswer(logger, req, res, { id, started: performance.now(), trust: req.app.get('trust proxy fn') });
    next();
  };
}

/** HTTP latency by route template (not by raw path, which would explode the label set). */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
  /** For a body over its limit: the limit, in bytes. */
  limit?: number;
}

/** An error the HTTP layer raised for the request itself (http-errors marks them 4xx and exposed). */
const isClientError = (error: unknown): error is BodyParserError & { status: number } => {
  const status = (error as BodyParserError | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && (error as BodyParserError).expose !== false;
};

/** The one place errors become responses: `{ success: false, message }` with the right status. */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    let appError: AppError;
    const parserType = (error as BodyParserError)?.type;
    if (error instanceof AppError) appError = error;
    else if (parserType === 'entity.too.large') {
      const limit = (error as BodyParserError).limit ?? bodyLimits.signedIn;
      appError = new PayloadTooLarge(messages.bodyTooLarge(sizeText(limit)));
    } else if (parserType === 'entity.parse.failed') appError = new ValidationError(messages.bodyMalformed);
    else if (parserType?.startsWith('encoding.') || parserType === 'charset.unsupported')
      appError = new ValidationError(messages.bodyMalformed);
    else if (error instanceof ConcurrencyError) appError = new AppError(409, messages.busy);
    // A file name taken from the request that the blob store refused: routes check names first,
    // and one they missed is still the request's fault.
    else if (error instanceof UnsafeBlobName) appError = new ValidationError(imageMessages.badName);
    // A path that does not decode (`%E0%A4%A`): the router says 400.
    else if (error instanceof URIError) appError = new ValidationError(messages.pathMalformed);
    else if (isClientError(error)) {
      // A body that does not decompress as its Content-Encoding says, or another refusal of the
      // HTTP layer: the client's mistake, with a status to match.
      const zlib = typeof (error as { code?: unknown }).code === 'string';
      appError = new AppError(error.status, zlib ? messages.bodyUndecodable : messages.requestMalformed);
    } else {
      (res.locals.log as Logger | undefined)?.error({ err: error }, 'unhandled error');
      appError = new AppError(500, messages.serverError);
    }
    if (appError instanceof TooManyRequests) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status).json({ success: false, message: say(langOf(req, res), appError.said) });
  };
}

/** Unknown API paths answer 404 in JSON rather than the frontend's HTML. */
export const apiNotFound = (): RequestHandler => (_req, res) => {
  res.status(404).json({ success: false, message: messages.routeNotFound });
};

/** /healthz (the process answers), /readyz (it can serve: dependencies up, projections caught up), /metrics. */
export function operationsRoutes(options: { ready: () => Promise<boolean> | boolean; metrics: Metrics }): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await Promise.resolve(options.ready()).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  router.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', options.metrics.registry.contentType);
    res.send(await options.metrics.registry.metrics());
  });
  return router;
}

/**
 * The HTTP app every service and the standalone process share: request ids and logs, metrics,
 * health routes, then the service's routes, JSON 404s under /api, anything served after that
 * (the standalone frontend), and the one error handler last.
 */
export function createServiceApp(options: {
  logger: Logger;
  metrics: Metrics;
  ready: () => Promise<boolean> | boolean;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY): the address used is the one the last of them saw. */
  trustProxy: TrustProxy;
  /** Where browsers may send changes from (the shop's own origin always). */
  origins?: OriginPolicy;
  routers: Router[];
  /** Answers kept whole (the catalogue's), sent before the middleware when a plain request repeats one. */
  keptAnswers?: KeptAnswers;
  /**
   * The read side's answers (GET under /api) go out compressed to a browser that takes it, kept
   * ones included (each compressed once). Commands are left as they are: their answers are small,
   * and the write path pays nothing for it.
   */
  compressReads?: boolean;
  afterApi?: (app: express.Express) => void;
}): RequestListener {
  const app = express();
  const kept =
    options.keptAnswers &&
    keptAnswersFirst(options.keptAnswers, {
      ...options,
      compress: options.compressReads ?? false,
      trust: () => app.get('trust proxy fn') as TrustFn,
    });
  app.set('trust proxy', options.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(requestLanguage());
  app.use(requestLogging(options.logger));
  const corsMiddleware = corsFor(options.origins?.corsOrigins);
  if (corsMiddleware) app.use(corsMiddleware);
  if (kept) app.use(kept.takeHeaders);
  app.use(originGuard(options.origins ?? {}));
  app.use(httpMetrics(options.metrics));
  app.use(operationsRoutes({ ready: options.ready, metrics: options.metrics }));
  if (options.compressReads) {
    const compressed = compression();
    app.use('/api', (req, res, next) => (req.method === 'GET' ? compressed(req, res, next) : next()));
  }
  for (const router of options.routers) app.use(router);
  app.use('/api', apiNotFound());
  options.afterApi?.(app);
  app.use(errorHandler());
  return kept ? kept.before(app) : app;
}
