import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError, messages, normalizeEmail } from '@tavico/contracts';

/** zxcvbn-ts's list of the most common passwords (about 49,000), kept up by its maintainers. */
const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Refuses a password anyone would guess first: a common one, or the e-mail itself. */
export function checkPasswordChoice(password: string, email: string) {
  const lower = password.toLowerCase();
  if (common.has(lower)) throw new ValidationError(messages.passwordCommon);
  const address = normalizeEmail(email);
  if (lower === address || lower === address.split('@')[0]) throw new ValidationError(messages.passwordIsEmail);
}
