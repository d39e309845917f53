import express, { type Request, type RequestHandler } from 'express';
import { PayloadTooLarge, Unauthorized, messages } from '@tavico/contracts';

/**
 * The most a JSON body may weigh, in bytes. A guest sends small ones only: a sign-in, a
 * registration, a chat question (at most 1,000 characters) all stay under 8 KB however they are
 * escaped. A signed-in person's product, post or settings form may be long.
 */
export const bodyLimits = { guest: 16 * 1024, signedIn: 1024 * 1024 } as const;

/** A limit as people read it: `16 KB`, `1 MB`. */
export const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * JSON bodies up to `limit`; malformed or oversized ones become clear 400s and 413s (see
 * errorHandler). Not strict, so a body that is valid JSON but not an object reaches parseBody and
 * is told exactly that.
 */
export const jsonBody = (limit: number = bodyLimits.signedIn): RequestHandler => express.json({ limit, strict: false });

/**
 * Where a request stands: `signed-in` (an open session), `signed-out` (a session given that is
 * over, closed or not ours), `guest` (none given).
 */
export type Standing = 'signed-in' | 'signed-out' | 'guest';

/** A body on the way: declared by its length or sent in chunks (a GET or a DELETE usually has none). */
const carriesBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/**
 * The JSON body, read only once the session is known: a signed-in person's up to the full
 * limit, anyone else's up to the guest's. A guest's body over it answers 413 without being read
 * further (at once when its Content-Length says so), and one with a session that is no more 401
 * as the route would have: so twenty guests sending megabytes of JSON to a route that needs a
 * session cost next to nothing, where parsing them first held every other request up for
 * seconds. `standing` should keep what it finds on the request, for the route to use again.
 */
export function bodyBySession(
  standing: (req: Request) => Promise<Standing>,
  limits: { guest: number; signedIn: number } = bodyLimits,
): RequestHandler {
  const parsers = { guest: jsonBody(limits.guest), signedIn: jsonBody(limits.signedIn) };
  return (req, res, next) => {
    if (!carriesBody(req)) return next();
    standing(req).then((who) => {
      const parse = who === 'signed-in' ? parsers.signedIn : parsers.guest;
      parse(req, res, (error?: unknown) => {
        const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
        if (!tooLarge || who === 'signed-in') return next(error);
        if (who === 'signed-out') return next(new Unauthorized());
        next(new PayloadTooLarge(messages.guestBodyTooLarge(sizeText(limits.guest))));
      });
    }, next);
  };
}
