import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError, foldVietnamese, messages, normalizeEmail } from '@tavico/contracts';

/** zxcvbn-ts's list of the most common passwords (about 49,000), kept up by its maintainers. */
const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * The least zxcvbn score (0 to 4) a new password needs. 2 means more than about 10^6 guesses:
 * out of reach of an online attacker, whom sign-in's limits slow to a few guesses a minute.
 * Below it lie passwords with no variety: one character repeated (`aaaaaaaa`, eight spaces),
 * runs (`abcdefgh`, `12345678`), keyboard rows, common words with a digit (`matkhau1`).
 */
export const minPasswordScore = 2;

/** zxcvbn-ts with its language-independent dictionaries and keyboard layouts (built once, at start: about 0.2 s). */
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * Refuses a password anyone would guess first: a common one, the e-mail itself, or one zxcvbn
 * scores below `minPasswordScore` (the e-mail and the name count as words a guesser knows).
 */
export function checkPasswordChoice(password: string, email: string, userName = '') {
  const lower = password.toLowerCase();
  if (common.has(lower)) throw new ValidationError(messages.passwordCommon);
  const address = normalizeEmail(email);
  if (lower === address || lower === address.split('@')[0]) throw new ValidationError(messages.passwordIsEmail);
  const inputs = [address, address.split('@')[0], ...foldVietnamese(userName).split(/\s+/)].filter(Boolean);
  if (strength.check(password, inputs).score < minPasswordScore) throw new ValidationError(messages.passwordGuessable);
}
