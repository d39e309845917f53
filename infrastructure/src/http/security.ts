import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import { Forbidden, messages } from '@tavico/contracts';

/**
 * What pages of the shop may load: our own scripts only (the build has no inline script), antd's
 * inline styles, pictures from anywhere on the web (products may name http(s) images), the map
 * and video frames of the site settings, and no framing by other sites.
 */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy as one header value (the gateway's nginx sends the same one). */
export const contentSecurityPolicyHeader = Object.entries(contentSecurityPolicy)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * The headers a helmet middleware sets, read once: helmet's answer for this policy is the same for
 * every request, so each answer gets the list in one loop instead of a dozen middlewares apiece.
 */
function headersSetBy(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      removed.delete(name);
      headers.set(name, String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name);
      removed.add(name);
    },
  };
  let called = false;
  middleware({ secure: true } as Request, recorder as unknown as Response, () => (called = true));
  // A helmet that came to answer later (asynchronously) is not one to read once.
  if (!called) throw new Error('helmet did not set its headers at once');
  return { set: [...headers], removed: [...removed] };
}

/**
 * Security headers on every answer (helmet): the policy above, no framing (also for old
 * browsers, X-Frame-Options), nosniff, a referrer policy, and HSTS only when the request came
 * over https (a proxy says so with TRUST_PROXY).
 */
export function securityHeaders(): RequestHandler {
  const always = headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      strictTransportSecurity: false,
      // Product pictures are shared to chat apps and other sites: they may be embedded anywhere.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  const overHttps = headersSetBy(helmet.strictTransportSecurity({ maxAge: 180 * 24 * 3600, includeSubDomains: true }));
  return (req, res, next) => {
    for (const name of always.removed) res.removeHeader(name);
    for (const [name, value] of always.set) res.setHeader(name, value);
    if (req.secure) for (const [name, value] of overHttps.set) res.setHeader(name, value);
    next();
  };
}

/** The origins a browser may send changes from: the shop's own, PUBLIC_URL's and CORS_ORIGINS. */
export interface OriginPolicy {
  publicUrl?: string;
  corsOrigins?: string[];
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * True when a browser request's Origin may act on the shop: none given (not a browser's
 * cross-origin request), the host the request was made to, PUBLIC_URL or one of CORS_ORIGINS.
 * Without an Origin, `Sec-Fetch-Site: cross-site` is refused.
 */
export function originAllowed(headers: IncomingHttpHeaders, policy: OriginPolicy): boolean {
  const origin = typeof headers.origin === 'string' ? headers.origin : null;
  if (origin === null) return headers['sec-fetch-site'] !== 'cross-site';
  // `null`: a sandboxed frame, a file, a cross-site redirect: never one of ours.
  const parsed = origin === 'null' ? null : originOf(origin);
  if (!parsed) return false;
  if (new URL(parsed).host === headers.host) return true;
  if (policy.publicUrl && originOf(policy.publicUrl) === parsed) return true;
  return (policy.corsOrigins ?? []).some((allowed) => originOf(allowed) === parsed);
}

/**
 * Refuses a change (anything but GET, HEAD, OPTIONS) a browser sends from another site: a form
 * on evil.example posting to /api/auth/logout, say. 403 with a message; nothing happens.
 */
export function originGuard(policy: OriginPolicy): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (!originAllowed(req.headers, policy)) return next(new Forbidden(messages.crossSiteRefused));
    next();
  };
}

/** CORS for the configured origins only, with credentials (cookies); none configured: no CORS headers. */
export function corsFor(origins: string[] | undefined): RequestHandler | null {
  if (!origins || origins.length === 0) return null;
  const allowed = new Set(origins.map(originOf));
  return cors({
    origin: (origin, callback) => callback(null, !!origin && allowed.has(originOf(origin))),
    credentials: true,
    exposedHeaders: ['X-Request-Id', 'X-Read-Stale'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Min-Position', 'X-Request-Id'],
  });
}
