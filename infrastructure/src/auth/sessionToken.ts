import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  /** Session id: ends when the user signs out. */
  sid: string;
  /** User id. */
  uid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Session tokens: claims signed with HMAC-SHA256. The signature proves the token was issued by
 * us; whether the session is still open (not signed out) is checked against the user's events.
 */
export function createSessionTokens(secret: string, options: { remembered?: number } = {}) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  // Tokens this process has found well signed lately: a session's every request carries the same
  // one, and its signature need not be computed again. Only signed tokens are kept (nobody can
  // fill it with made-up ones), at most `remembered` (the oldest forgotten first).
  const remembered = options.remembered ?? 10_000;
  const wellSigned = new Map<string, SessionClaims>();

  /** The claims of a token signed with our secret, expired or not; null for anything else. */
  function signedClaims(token: string): SessionClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SessionClaims;
      if (typeof claims.sid !== 'string' || typeof claims.uid !== 'string' || typeof claims.exp !== 'number') {
        return null;
      }
      return claims;
    } catch {
      return null;
    }
  }

  return {
    issue(claims: SessionClaims): string {
      const payload = encode(claims);
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of a well-signed, unexpired token; null for anything else. */
    verify(token: string, now: Date): SessionClaims | null {
      let claims = wellSigned.get(token) ?? null;
      if (!claims) {
        claims = signedClaims(token);
        if (!claims) return null;
        // Shared by every request that carries the token: nobody may change it.
        wellSigned.set(token, Object.freeze(claims));
        if (wellSigned.size > remembered) wellSigned.delete(wellSigned.keys().next().value as string);
      }
      return claims.exp * 1000 > now.getTime() ? claims : null;
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

/** The token of a request: the session cookie, or `Authorization: Bearer`. */
export function tokenFromHeaders(
  headers: { cookie?: string; authorization?: string },
  cookieName: string,
): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return readCookie(headers.cookie, cookieName);
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
