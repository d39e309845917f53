import type { Role } from './roles';

/** Read-model documents as the workers write them and the query side reads them. */
export const collections = {
  users: 'users',
  checkpoints: 'checkpoints',
} as const;

export interface UserDocument {
  _id: string;
  [key: string]: unknown;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
  /** Open sessions; the query side accepts only these. */
  sessions: { id: string; expiresAt: string }[];
}

export interface CheckpointDocument {
  _id: string;
  [key: string]: unknown;
  position: number;
  updatedAt: string;
}
