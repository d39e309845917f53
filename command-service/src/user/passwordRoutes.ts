import express, { type Request, type Router } from 'express';
import {
  ServiceUnavailable,
  TooManyRequests,
  ValidationError,
  apiRoutes,
  changePasswordRequest,
  forgotPasswordRequest,
  messages,
  normalizeEmail,
  parseBody,
  passwordResetEmailJobName,
  resetPasswordRequest,
  streams,
  type PasswordResetEmailData,
} from '@tavico/contracts';
import { langOf, limitedAddressOf, type JobQueue, type RateLimiter, type SessionTokens } from '@tavico/infrastructure';
import { passwordResetDecider, userDecider } from '@tavico/domain';
import type { CommandHandler } from '../handler';
import type { PasswordHasher } from '../auth/password';
import type { RequireUser } from '../auth/authenticate';
import { checkPasswordChoice } from '../auth/passwordPolicy';
import { clearSessionCookie, sessionClaims, type CookieSettings } from '../auth/session';
import type { Accounts } from './accounts';
import { requestContext } from './routes';
import { newLinkToken, tokenHashOf } from './linkTokens';

export interface PasswordRouteDeps {
  commands: CommandHandler;
  accounts: Accounts;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  requireUser: RequireUser;
  /** Reset links asked for, per e-mail and per address, in the last hour. */
  resetLimiter: RateLimiter;
  /** Wrong current passwords given to the change form count here, as failed sign-ins do. */
  loginLimiter: RateLimiter;
  /** Where the reset e-mail's job goes; without one, no link can be sent (503). */
  queue: JobQueue | null;
  now: () => Date;
  /** PUBLIC_URL: the shop's address for the link; else the request's own origin. */
  publicUrl?: string;
  settings: CookieSettings & {
    passwordResetTtlMs: number;
    passwordResetPerEmailPerHour: number;
    passwordResetPerIpPerHour: number;
    loginMaxFailuresPerEmail: number;
    loginWindowMinutes: number;
  };
}

/**
 * Forgotten and changed passwords. A reset link carries 32 random bytes; the log keeps only
 * their SHA-256 (`password-reset-{hash}`), spent once, within PASSWORD_RESET_TTL. Asking for a
 * link answers the same whether or not the e-mail has an account.
 */
export function passwordRoutes(deps: PasswordRouteDeps): Router {
  const router = express.Router();
  const { settings } = deps;
  const origin = (req: Request) => deps.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;

  router.post(apiRoutes.auth.forgotPassword, async (req, res) => {
    const { email } = parseBody(forgotPasswordRequest, req.body);
    if (!deps.queue) throw new ServiceUnavailable(messages.redisUnavailable);
    const address = normalizeEmail(email);
    // Counted for every request, known e-mail or not: the limit says nothing about accounts.
    const keys = { email: `email:${address}`, ip: `ip:${limitedAddressOf(req)}` };
    const [forEmail, fromIp] = await Promise.all([
      deps.resetLimiter.count(keys.email),
      deps.resetLimiter.count(keys.ip),
    ]);
    if (forEmail >= settings.passwordResetPerEmailPerHour || fromIp >= settings.passwordResetPerIpPerHour) {
      throw new TooManyRequests(messages.tooManyResets, 3600);
    }
    await Promise.all([deps.resetLimiter.hit(keys.email), deps.resetLimiter.hit(keys.ip)]);

    const { user } = await deps.accounts.findByEmail(address);
    if (user) {
      const { token, tokenHash } = newLinkToken();
      const now = deps.now();
      await deps.commands.handle(
        streams.passwordReset(tokenHash),
        passwordResetDecider,
        {
          type: 'RequestPasswordReset',
          tokenHash,
          userId: user.userId,
          now,
          expiresAt: new Date(now.getTime() + settings.passwordResetTtlMs),
        },
        requestContext(req),
      );
      const data: PasswordResetEmailData = {
        to: user.email,
        userName: user.userName,
        link: `${origin(req)}/auth/reset-password?token=${token}`,
        validMinutes: Math.round(settings.passwordResetTtlMs / 60_000),
        ref: tokenHash.slice(0, 24),
        lang: langOf(req, res),
      };
      await deps.queue.add(passwordResetEmailJobName, data, {
        jobId: `${passwordResetEmailJobName}-${data.ref}`,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
      });
    }
    // No position: it would tell an account (an append) from none.
    res.json({ success: true, message: messages.resetLinkSent });
  });

  router.post(apiRoutes.auth.resetPassword, async (req, res) => {
    const { token, password } = parseBody(resetPasswordRequest, req.body);
    const tokenHash = tokenHashOf(token);
    const use = { type: 'UsePasswordReset', tokenHash, now: deps.now() } as const;
    // The link is checked first (unknown, used, expired), then the password, so a refused
    // password leaves the link usable for a better one.
    const reset = await deps.commands.load(streams.passwordReset(tokenHash), passwordResetDecider);
    passwordResetDecider.decide(use, reset.state);
    const userId = reset.state!.userId;
    const { state: user } = await deps.commands.load(streams.user(userId), userDecider);
    if (!user) throw new ValidationError(messages.resetTokenInvalid);
    checkPasswordChoice(password, user.email, user.userName);
    const passwordHash = await deps.passwords.hash(password);
    await deps.commands.handle(streams.passwordReset(tokenHash), passwordResetDecider, use, requestContext(req));
    const { position } = await deps.commands.handle(
      streams.user(userId),
      userDecider,
      {
        type: 'ChangePassword',
        passwordHash,
        how: 'reset',
        keepSessionId: null,
        requestedAt: new Date(reset.state!.requestedAt),
        now: use.now,
      },
      requestContext(req, { id: userId, role: user.role }),
    );
    // Whoever opened the link holds the mailbox: the failed sign-ins that likely led here no
    // longer hold the account shut (the counts per address stay, as they guard other accounts).
    const address = normalizeEmail(user.email);
    await Promise.all([
      deps.loginLimiter.reset(`email:${address}`),
      deps.loginLimiter.reset(`email-ip:${address}|${limitedAddressOf(req)}`),
    ]);
    clearSessionCookie(req, res, settings);
    res.json({ success: true, message: messages.passwordReset, position });
  });

  router.put(apiRoutes.auth.changePassword, async (req, res) => {
    const user = await deps.requireUser(req);
    const { currentPassword, newPassword } = parseBody(changePasswordRequest, req.body);
    const key = `change-password:${user.userId}`;
    if ((await deps.loginLimiter.count(key)) >= settings.loginMaxFailuresPerEmail) {
      throw new TooManyRequests(messages.tooManyLogins(settings.loginWindowMinutes), settings.loginWindowMinutes * 60);
    }
    if (!(await deps.passwords.verify(currentPassword, user.passwordHash))) {
      await deps.loginLimiter.hit(key);
      throw new ValidationError(messages.currentPasswordWrong);
    }
    if (newPassword === currentPassword) throw new ValidationError(messages.passwordUnchanged);
    checkPasswordChoice(newPassword, user.email, user.userName);
    const passwordHash = await deps.passwords.hash(newPassword);
    const now = deps.now();
    const { position } = await deps.commands.handle(
      streams.user(user.userId),
      userDecider,
      {
        type: 'ChangePassword',
        passwordHash,
        how: 'change',
        keepSessionId: sessionClaims(req, deps.tokens, now)?.sid ?? null,
        now,
      },
      requestContext(req, { id: user.userId, role: user.role }),
    );
    await deps.loginLimiter.reset(key);
    res.json({ success: true, message: messages.passwordChanged, position });
  });

  return router;
}
