import type { Request, Response } from 'express';
import { sessionCookieName } from '@tavico/contracts';
import { tokenFromHeaders, type SessionClaims, type SessionTokens } from '@tavico/infrastructure';

export interface CookieSettings {
  /** auto: Secure when the request came over https (behind a proxy, with TRUST_PROXY). */
  cookieSecure: 'auto' | 'true' | 'false';
  /** A client on another origin (CORS_ORIGINS): the cookie is SameSite=None; Secure to reach it. */
  crossSite?: boolean;
}

export const sessionClaims = (req: Request, tokens: SessionTokens, now: Date): SessionClaims | null => {
  const token = tokenFromHeaders(req.headers, sessionCookieName);
  return token ? tokens.verify(token, now) : null;
};

const secure = (req: Request, settings: CookieSettings) =>
  settings.cookieSecure === 'auto' ? req.secure : settings.cookieSecure === 'true';

export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
  settings: CookieSettings,
) {
  res.cookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: settings.crossSite ? 'none' : 'lax',
    secure: settings.crossSite || secure(req, settings),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response, settings: CookieSettings) {
  res.clearCookie(sessionCookieName, {
    httpOnly: true,
    sameSite: settings.crossSite ? 'none' : 'lax',
    secure: settings.crossSite || secure(req, settings),
    path: '/',
  });
}
