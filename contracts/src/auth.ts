import { z } from 'zod';
import { messages } from './errors';
import { roles } from './roles';
import { lineText } from './validation';

/** Emails are compared and reserved in this form. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const textParams = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? messages.fieldRequired(label) : messages.fieldMustBeText(label),
});
const text = (label: string) => lineText(label, textParams(label));

export const registerRequest = z.object({
  userName: text('tên người dùng').trim().min(2, messages.userNameLength).max(50, messages.userNameLength),
  email: text('email').trim().pipe(z.email(messages.emailInvalid).max(254, messages.emailInvalid)),
  password: text('mật khẩu').min(8, messages.passwordTooShort).max(200, messages.passwordTooLong),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: text('email').trim().min(1, messages.fieldRequired('email')).max(254, messages.emailInvalid),
  // Any text: a password is only compared, and one set before the one-line rule still signs in.
  password: z
    .string(textParams('mật khẩu'))
    .min(1, messages.fieldRequired('mật khẩu'))
    .max(200, messages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The session cookie's name; the same token is accepted as `Authorization: Bearer`. */
export const sessionCookieName = 'tavico_session';

export const roleChangeRequest = z.object({
  role: z.enum(roles, { error: 'Vai trò (role) phải là customer, supplier, admin hoặc auditor.' }),
});

export const userMessages = {
  roleChanged: 'Đã cập nhật vai trò.',
  cannotDemoteSelf: 'Bạn không thể tự bỏ quyền quản trị của mình.',
  userNotFound: 'Không tìm thấy người dùng.',
} as const;
