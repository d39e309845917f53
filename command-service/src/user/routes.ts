import express, { type Request, type Router } from 'express';
import {
  TooManyRequests,
  Unauthorized,
  apiRoutes,
  loginRequest,
  messages,
  normalizeEmail,
  parseBody,
  registerRequest,
  streams,
} from '@tavico/contracts';
import { limitedAddressOf, type RateLimiter, type SessionTokens } from '@tavico/infrastructure';
import type { CommandContext, CommandHandler } from '../handler';
import type { PasswordHasher } from '../auth/password';
import { clearSessionCookie, sessionClaims, setSessionCookie, type CookieSettings } from '../auth/session';
import type { Accounts } from './accounts';
import { checkPasswordChoice } from '../auth/passwordPolicy';
import { toSessionUser, userDecider } from '@tavico/domain';

export interface AuthRouteDeps {
  commands: CommandHandler;
  accounts: Accounts;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  loginLimiter: RateLimiter;
  registerLimiter: RateLimiter;
  now: () => Date;
  ids: () => string;
  /** A guest signing in here: its cart joins the account's (guestRoutes.ts). */
  joinGuest?: (req: Request, accountId: string, context: CommandContext) => Promise<void>;
  /** A new account: guest orders placed elsewhere with its e-mail are offered by mail (claimRoutes.ts). */
  offerClaim?: (req: Request, account: { userId: string; email: string; userName: string }) => Promise<unknown>;
  settings: CookieSettings & {
    sessionTtlHours: number;
    /** Failures for one e-mail from one address. */
    loginMaxFailuresPerEmail: number;
    loginMaxFailuresPerIp: number;
    /** Failures for one e-mail from every address together. */
    loginMaxFailuresPerEmailGlobal: number;
    loginWindowMinutes: number;
    registerPerIpPerHour: number;
  };
}

export const requestContext = (
  req: Request,
  actor?: { id: string; role: CommandContext['actorRole'] },
): CommandContext => ({
  actorId: actor?.id ?? null,
  actorRole: actor?.role ?? null,
  correlationId: String(req.id ?? ''),
});

export function authRoutes(deps: AuthRouteDeps): Router {
  const router = express.Router();
  const { settings } = deps;
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  const decoyHash = deps.passwords.hash('decoy password that matches nothing');

  router.post(apiRoutes.auth.register, async (req, res) => {
    const input = parseBody(registerRequest, req.body);
    const ipKey = `ip:${limitedAddressOf(req)}`;
    if ((await deps.registerLimiter.count(ipKey)) >= settings.registerPerIpPerHour) {
      throw new TooManyRequests(messages.tooManyRegistrations, 3600);
    }
    checkPasswordChoice(input.password, input.email, input.userName);
    const { state, position } = await deps.accounts.register({ ...input, role: 'customer' }, requestContext(req));
    await deps.registerLimiter.hit(ipKey);
    // The account exists whatever happens to the offer (the queue away): it can ask again from its page.
    if (state) await deps.offerClaim?.(req, state).catch(() => undefined);
    res.status(201).json({ success: true, message: messages.registered, position });
  });

  router.post(apiRoutes.auth.login, async (req, res) => {
    const { email, password } = parseBody(loginRequest, req.body);
    // Failures are counted for the e-mail from this address, for this address, and (a slower
    // limit) for the e-mail from everywhere: guesses from one address cannot lock the owner
    // out of their account from another.
    const address = normalizeEmail(email);
    const keys = {
      pair: `email-ip:${address}|${limitedAddressOf(req)}`,
      ip: `ip:${limitedAddressOf(req)}`,
      email: `email:${address}`,
    };
    const [pair, ip, everywhere] = await Promise.all([
      deps.loginLimiter.count(keys.pair),
      deps.loginLimiter.count(keys.ip),
      deps.loginLimiter.count(keys.email),
    ]);
    if (
      pair >= settings.loginMaxFailuresPerEmail ||
      ip >= settings.loginMaxFailuresPerIp ||
      everywhere >= settings.loginMaxFailuresPerEmailGlobal
    ) {
      throw new TooManyRequests(messages.tooManyLogins(settings.loginWindowMinutes), settings.loginWindowMinutes * 60);
    }

    const { user } = await deps.accounts.findByEmail(email);
    const matches = await deps.passwords.verify(password, user?.passwordHash ?? (await decoyHash));
    if (!user || !matches) {
      await Promise.all(Object.values(keys).map((key) => deps.loginLimiter.hit(key)));
      throw new Unauthorized(messages.wrongCredentials);
    }
    await deps.loginLimiter.reset(keys.pair);

    const now = deps.now();
    const sessionId = deps.ids();
    const expiresAt = new Date(now.getTime() + settings.sessionTtlHours * 3600_000);
    const { state, position } = await deps.commands.handle(
      streams.user(user.userId),
      userDecider,
      { type: 'StartSession', sessionId, now, expiresAt },
      requestContext(req, { id: user.userId, role: user.role }),
    );
    // The request may still carry a guest's session: its cart joins the account's.
    await deps.joinGuest?.(req, user.userId, requestContext(req, { id: user.userId, role: user.role }));
    const token = deps.tokens.issue({ sid: sessionId, uid: user.userId, exp: Math.floor(expiresAt.getTime() / 1000) });
    setSessionCookie(req, res, token, expiresAt, settings);
    // The token is also given for API clients (Authorization: Bearer); the web client ignores it.
    res.json({ success: true, message: messages.loggedIn, user: toSessionUser(state ?? user), token, position });
  });

  router.post(apiRoutes.auth.logout, async (req, res) => {
    const claims = sessionClaims(req, deps.tokens, deps.now());
    let position: number | null = null;
    if (claims) {
      ({ position } = await deps.commands.handle(
        streams.user(claims.uid),
        userDecider,
        { type: 'EndSession', sessionId: claims.sid },
        requestContext(req, { id: claims.uid, role: null }),
      ));
    }
    clearSessionCookie(req, res, settings);
    res.json({ success: true, message: messages.loggedOut, position });
  });

  return router;
}
