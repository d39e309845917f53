import { createHash, randomBytes } from 'node:crypto';

/** What the log keeps of an e-mailed link's token: its SHA-256, never the token itself. */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new e-mailed link's token (32 random bytes), and the hash the log keeps of it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHashOf(token) };
}
