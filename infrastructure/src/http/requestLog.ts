import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyaddr from 'proxy-addr';
import type { Logger } from '../logging';

export type TrustFn = (address: string | undefined, hop: number) => boolean;

/** The request's id: the gateway's X-Request-Id when it is a sane one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

export interface AnswerLog {
  id: string;
  started: number;
  /** Which proxies' X-Forwarded-For to believe: Express's `trust proxy fn`. */
  trust: TrustFn;
}

/**
 * The access-log line of an answer that is over: method, path, client address, status and time;
 * level warn for 4xx, error for 5xx or an answer cut off. No headers: they carry cookies and
 * tokens. The address is the client's as the trusted proxies (TRUST_PROXY) report it, as
 * Express's `req.ip` says it.
 */
export function writeAccessLine(logger: Logger, req: IncomingMessage, res: ServerResponse, given: AnswerLog) {
  const status = res.statusCode;
  const level = !res.writableFinished || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: given.id,
      // Express's originalUrl: a mounted router may have cut req.url short by the time it ends.
      req: {
        method: req.method,
        url: (req as { originalUrl?: string }).originalUrl ?? req.url,
        remoteAddress: proxyaddr(req, given.trust),
      },
      res: { statusCode: status },
      responseTime: Math.round(performance.now() - given.started),
    },
    res.writableFinished ? 'request completed' : 'request aborted',
  );
}

/** One access-log line when the answer is over (see writeAccessLine). */
export function logAnswer(logger: Logger, req: IncomingMessage, res: ServerResponse, given: AnswerLog) {
  res.once('close', () => writeAccessLine(logger, req, res, given));
}
