import type { Request } from 'express';
import { Forbidden, Unauthorized, streams, type Role } from '@tavico/contracts';
import type { SessionTokens } from '@tavico/infrastructure';
import type { CommandHandler } from '../handler';
import { sessionClaims } from './session';
import { type UserState, hasOpenSession, userDecider } from '@tavico/domain';

export type SignedInUser = NonNullable<UserState>;

/**
 * The signed-in user of a request, from the write side's own record (the user's stream), so a
 * role change or a sign-out counts at once. Throws 401 without an open session, 403 for a role
 * not among those allowed.
 */
export function createAuthenticator(deps: { commands: CommandHandler; tokens: SessionTokens; now: () => Date }) {
  return async function requireUser(req: Request, ...allowed: Role[]): Promise<SignedInUser> {
    const now = deps.now();
    const claims = sessionClaims(req, deps.tokens, now);
    if (!claims) throw new Unauthorized();
    const { state } = await deps.commands.load(streams.user(claims.uid), userDecider);
    if (!state || !hasOpenSession(state, claims.sid, now)) throw new Unauthorized();
    if (allowed.length > 0 && !allowed.includes(state.role)) throw new Forbidden();
    return state;
  };
}

export type RequireUser = ReturnType<typeof createAuthenticator>;
