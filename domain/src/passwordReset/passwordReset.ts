import { Conflict, ValidationError, messages, type PasswordResetEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `password-reset-{hash}`: one reset link, named by the SHA-256 of its token, so the token itself
 * is never kept. It opens once, until it expires; after that, and for a hash never requested,
 * the link is refused with a message saying why.
 */
export type PasswordResetState = null | {
  userId: string;
  requestedAt: string;
  expiresAt: string;
  usedAt: string | null;
};

export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  tokenHash: string;
  userId: string;
  now: Date;
  expiresAt: Date;
};
export type UsePasswordReset = { type: 'UsePasswordReset'; tokenHash: string; now: Date };
export type PasswordResetCommand = RequestPasswordReset | UsePasswordReset;

export function evolve(state: PasswordResetState, event: PasswordResetEvent): PasswordResetState {
  switch (event.type) {
    case 'PasswordResetRequested': {
      const { userId, requestedAt, expiresAt } = event.data;
      return { userId, requestedAt, expiresAt, usedAt: null };
    }
    case 'PasswordResetUsed':
      return state && { ...state, usedAt: event.data.usedAt };
  }
}

function request(command: RequestPasswordReset, state: PasswordResetState): PasswordResetEvent[] {
  // 32 random bytes do not repeat; a second request under one hash is a bug, not a user's doing.
  if (state) throw new Conflict(messages.resetTokenInvalid);
  const { tokenHash, userId, now, expiresAt } = command;
  return [
    {
      type: 'PasswordResetRequested',
      data: { tokenHash, userId, requestedAt: now.toISOString(), expiresAt: expiresAt.toISOString() },
    },
  ];
}

function use(command: UsePasswordReset, state: PasswordResetState): PasswordResetEvent[] {
  if (!state) throw new ValidationError(messages.resetTokenInvalid);
  if (state.usedAt) throw new ValidationError(messages.resetTokenUsed);
  if (new Date(state.expiresAt) <= command.now) throw new ValidationError(messages.resetTokenExpired);
  return [
    {
      type: 'PasswordResetUsed',
      data: { tokenHash: command.tokenHash, userId: state.userId, usedAt: command.now.toISOString() },
    },
  ];
}

export function decide(command: PasswordResetCommand, state: PasswordResetState): PasswordResetEvent[] {
  switch (command.type) {
    case 'RequestPasswordReset':
      return request(command, state);
    case 'UsePasswordReset':
      return use(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const passwordResetDecider: Decider<PasswordResetState, PasswordResetCommand, PasswordResetEvent> = {
  name: 'password-reset@1',
  initialState: null,
  evolve,
  decide,
};
