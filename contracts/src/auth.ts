import { z } from 'zod';
import { messages, type Label } from './errors';
import { msg, type Lang } from './i18n/message';
import { emailPattern, reservedEmail } from './emailRules';
import { roles } from './roles';
import { lineText, zodSays } from './validation';

/** Emails are compared and reserved in this form. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const textParams = (label: Label) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? zodSays(messages.fieldRequired(label)) : zodSays(messages.fieldMustBeText(label)),
});
const text = (label: Label) => lineText(label, textParams(label));
/** An e-mail as typed, trimmed, under the shared rule (emailRules.ts) and at most 254 characters. */
const emailText = () =>
  text('email')
    .trim()
    .pipe(
      z
        .email({ pattern: emailPattern, error: zodSays(messages.emailInvalid) })
        .max(254, zodSays(messages.emailInvalid)),
    );

export const registerRequest = z.object({
  userName: text('userName').trim().min(2, zodSays(messages.userNameLength)).max(50, zodSays(messages.userNameLength)),
  email: emailText().refine((email) => !reservedEmail(email), zodSays(messages.emailInvalid)),
  password: text('password').min(8, zodSays(messages.passwordTooShort)).max(200, zodSays(messages.passwordTooLong)),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: text('email')
    .trim()
    .min(1, zodSays(messages.fieldRequired('email')))
    .max(254, zodSays(messages.emailInvalid)),
  // Any text: a password is only compared, and one set before the one-line rule still signs in.
  password: z
    .string(textParams('password'))
    .min(1, zodSays(messages.fieldRequired('password')))
    .max(200, zodSays(messages.passwordTooLong)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const newPassword = (label: Label) =>
  text(label).min(8, zodSays(messages.passwordTooShort)).max(200, zodSays(messages.passwordTooLong));

export const forgotPasswordRequest = z.object({
  email: emailText(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** A reset link's token: 32 random bytes in base64url (43 characters). */
export const resetTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: zodSays(messages.resetTokenInvalid) })
    .regex(resetTokenPattern, zodSays(messages.resetTokenInvalid)),
  password: newPassword('password'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z
    .string(textParams('currentPassword'))
    .min(1, zodSays(messages.fieldRequired('currentPassword')))
    .max(200, zodSays(messages.passwordTooLong)),
  newPassword: newPassword('newPassword'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A guest's name and e-mail, asked at checkout. */
export const guestContactRequest = z.object({
  userName: text('fullName').trim().min(2, zodSays(messages.userNameLength)).max(50, zodSays(messages.userNameLength)),
  email: emailText(),
});
export type GuestContactRequest = z.infer<typeof guestContactRequest>;

/** A guest's placeholder e-mail: unique, never sent to (`.invalid` is reserved, RFC 2606). */
export const guestPlaceholderEmail = (userId: string): string => `guest-${userId}@guest.invalid`;

/** The session cookie's name; the same token is accepted as `Authorization: Bearer`. */
export const sessionCookieName = 'tavico_session';

export const roleChangeRequest = z.object({
  role: z.enum(roles, { error: 'Vai trò (role) phải là customer, supplier, admin hoặc auditor.' }),
});

export const userMessages = {
  roleChanged: msg('account.roleChanged'),
  cannotDemoteSelf: msg('account.cannotDemoteSelf'),
  userNotFound: msg('account.userNotFound'),
} as const;

/**
 * The job that sends a reset link, queued by the command side, run by the workers. The link's
 * token lives only in it and in the e-mail: the log keeps the token's hash, from which no link
 * can be rebuilt, so this e-mail cannot come from a reactor to the event as order e-mails do.
 */
export const passwordResetEmailJobName = 'password-reset-email';
export interface PasswordResetEmailData {
  to: string;
  userName: string;
  link: string;
  /** Minutes the link opens. */
  validMinutes: number;
  /** The first characters of the token's hash: the message's id, the same on a retry. */
  ref: string;
  /** The language of the request that asked for it (absent on older jobs: Vietnamese). */
  lang?: Lang;
}
