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
import type { RateLimiter, SessionTokens } from '@tavico/infrastructure';
import type { CommandContext, CommandHandler } from '../handler';
import type { PasswordHasher } from '../auth/password';
import { clearSessionCookie, sessionClaims, setSessionCookie, type CookieSettings } from '../auth/session';
import type { Accounts } from './accounts';
import { toSessionUser, userDecider } from '@tavico/domain';

export interface AuthRouteDeps {
  commands: CommandHandler;
  accounts: Accounts;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  loginLimiter: RateLimiter;
  now: () => Date;
  ids: () => string;
  settings: CookieSettings & {
    sessionTtlHours: number;
    loginMaxFailuresPerEmail: number;
    loginMaxFailuresPerIp: number;
    loginWindowMinutes: number;
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
    const { position } = await deps.accounts.register({ ...input, role: 'customer' }, requestContext(req));
    res.status(201).json({ success: true, message: messages.registered, position });
  });

  router.post(apiRoutes.auth.login, async (req, res) => {
    const { email, password } = parseBody(loginRequest, req.body);
    const emailKey = `email:${normalizeEmail(email)}`;
    const ipKey = `ip:${req.ip}`;
    const [emailFailures, ipFailures] = await Promise.all([
      deps.loginLimiter.count(emailKey),
      deps.loginLimiter.count(ipKey),
    ]);
    if (emailFailures >= settings.loginMaxFailuresPerEmail || ipFailures >= settings.loginMaxFailuresPerIp) {
      throw new TooManyRequests(messages.tooManyLogins(settings.loginWindowMinutes), settings.loginWindowMinutes * 60);
    }

    const { user } = await deps.accounts.findByEmail(email);
    const matches = await deps.passwords.verify(password, user?.passwordHash ?? (await decoyHash));
    if (!user || !matches) {
      await Promise.all([deps.loginLimiter.hit(emailKey), deps.loginLimiter.hit(ipKey)]);
      throw new Unauthorized(messages.wrongCredentials);
    }
    await deps.loginLimiter.reset(emailKey);

    const now = deps.now();
    const sessionId = deps.ids();
    const expiresAt = new Date(now.getTime() + settings.sessionTtlHours * 3600_000);
    const { state, position } = await deps.commands.handle(
      streams.user(user.userId),
      userDecider,
      { type: 'StartSession', sessionId, now, expiresAt },
      requestContext(req, { id: user.userId, role: user.role }),
    );
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
