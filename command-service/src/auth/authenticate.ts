import type { Request } from 'express';
import { Forbidden, Unauthorized, sessionCookieName, streams, type Role } from '@tavico/contracts';
import { tokenFromHeaders, type SessionTokens, type Standing } from '@tavico/infrastructure';
import type { CommandHandler } from '../handler';
import { sessionClaims } from './session';
import { type UserState, hasOpenSession, userDecider } from '@tavico/domain';

export type SignedInUser = NonNullable<UserState>;

/**
 * The signed-in user of a request, from the write side's own record (the user's stream), so a
 * role change or a sign-out counts at once. `requireUser` throws 401 without an open session,
 * 403 for a role not among those allowed. `standing` says, before the body is read, whether the
 * request has a session, so a guest's body is held to a guest's limit (bodyBySession). Each
 * request's user is looked up once, whichever asks first, and kept with the request.
 */
export function createAuthenticator(deps: { commands: CommandHandler; tokens: SessionTokens; now: () => Date }) {
  const users = new WeakMap<Request, Promise<SignedInUser | null>>();

  async function lookUp(req: Request): Promise<SignedInUser | null> {
    const now = deps.now();
    const claims = sessionClaims(req, deps.tokens, now);
    if (!claims) return null;
    const { state } = await deps.commands.load(streams.user(claims.uid), userDecider);
    return state && hasOpenSession(state, claims.sid, now) ? state : null;
  }

  function signedIn(req: Request): Promise<SignedInUser | null> {
    let user = users.get(req);
    if (!user) users.set(req, (user = lookUp(req)));
    return user;
  }

  async function requireUser(req: Request, ...allowed: Role[]): Promise<SignedInUser> {
    const state = await signedIn(req);
    if (!state) throw new Unauthorized();
    if (allowed.length > 0 && !allowed.includes(state.role)) throw new Forbidden();
    return state;
  }

  async function standing(req: Request): Promise<Standing> {
    if (!tokenFromHeaders(req.headers, sessionCookieName)) return 'guest';
    return (await signedIn(req)) ? 'signed-in' : 'signed-out';
  }

  return { requireUser, standing, currentUser: signedIn };
}

export type RequireUser = ReturnType<typeof createAuthenticator>['requireUser'];
