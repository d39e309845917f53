import { t } from 'i18next';
import { acceptableEmail } from '@tavico/contracts/client';
import type { Problems } from '../../shared/useFields';

/** What the server's checks would refuse, said before sending (the e-mail's rule is the server's own). */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return t('auth.emailRequired');
  if (!acceptableEmail(email.trim())) return t('auth.emailInvalid');
  return undefined;
}

/** A password to sign in with: any, but one. */
export const passwordProblem = (password: string) => (password ? undefined : t('auth.passwordRequired'));

/** A new password: at least 8 characters (the server judges the rest). */
export const newPasswordProblem = (password: string) =>
  !password ? t('auth.passwordRequired') : password.length < 8 ? t('auth.passwordLength') : undefined;

/** A new password typed twice, the same both times. */
export function newPasswordProblems<N extends string>(
  name: N,
  values: Record<N | 'confirmPassword', string>,
): Problems<Record<N | 'confirmPassword', string>> {
  const confirm = values.confirmPassword;
  return {
    [name]: newPasswordProblem(values[name]),
    confirmPassword: !confirm
      ? t('auth.confirmRequired')
      : confirm !== values[name]
        ? t('auth.passwordsDiffer')
        : undefined,
  } as Problems<Record<N | 'confirmPassword', string>>;
}
