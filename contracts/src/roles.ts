/** The roles an account is given (and an admin may give). */
export const roles = ['customer', 'supplier', 'admin', 'auditor'] as const;
/**
 * Who holds a session: an account's role, or a guest (issue 28): a shopper without an account,
 * whose cart, addresses and orders live under a guest id and a session of its own.
 */
export type Role = (typeof roles)[number] | 'guest';

/** Who caused an event: a person with a role, or the system itself (start-up, jobs). */
export type ActorRole = Role | 'system';

export interface SessionUser {
  id: string;
  /** The spec's client reads both `id` and `_id`. */
  _id: string;
  userName: string;
  email: string;
  role: Role;
}
