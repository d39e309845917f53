import {
  Forbidden,
  Unauthorized,
  collections,
  sessionCookieName,
  type Role,
  type SessionUser,
  type UserDocument,
} from '@tavico/contracts';
import { tokenFromHeaders, type DocumentStore, type SessionTokens } from '@tavico/infrastructure';

/** The signed-in user of a request or socket handshake: a valid token for a session still open. */
export async function sessionUser(
  deps: { store: DocumentStore; tokens: SessionTokens },
  headers: { cookie?: string; authorization?: string },
  now: Date,
): Promise<SessionUser | null> {
  const token = tokenFromHeaders(headers, sessionCookieName);
  const claims = token ? deps.tokens.verify(token, now) : null;
  if (!claims) return null;
  const user = await deps.store.collection<UserDocument>(collections.users).findOne({ _id: claims.uid });
  const open = user?.sessions.some((s) => s.id === claims.sid && new Date(s.expiresAt) > now);
  if (!user || !open) return null;
  return { id: user._id, _id: user._id, userName: user.userName, email: user.email, role: user.role };
}

/** The signed-in user, or 401; with roles given, 403 for anyone else. */
export async function requireUser(
  deps: { store: DocumentStore; tokens: SessionTokens; clock: { now(): Date } },
  headers: { cookie?: string; authorization?: string },
  ...allowed: Role[]
): Promise<SessionUser> {
  const user = await sessionUser(deps, headers, deps.clock.now());
  if (!user) throw new Unauthorized();
  if (allowed.length > 0 && !allowed.includes(user.role)) throw new Forbidden();
  return user;
}
