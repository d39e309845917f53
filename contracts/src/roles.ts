export const roles = ['customer', 'supplier', 'admin', 'auditor'] as const;
export type Role = (typeof roles)[number];

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
