import {
  Conflict,
  ValidationError,
  Forbidden,
  NotFound,
  guestPlaceholderEmail,
  messages,
  normalizeEmail,
  userMessages,
  type Role,
  type SupplierProfile,
  type UserEvent,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, type UserState } from './user';

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  userName: string;
  email: string;
  passwordHash: string;
  role: Role;
  now: Date;
};
export type StartSession = { type: 'StartSession'; sessionId: string; now: Date; expiresAt: Date };
export type EndSession = { type: 'EndSession'; sessionId: string };
export type ChangeRole = { type: 'ChangeRole'; role: Role };
export type UpdateSupplierProfile = { type: 'UpdateSupplierProfile'; profile: SupplierProfile };
/**
 * A new password, hashed by the caller. Every open session ends but `keepSessionId` (the one that
 * changed it in the account; none after a reset link). `requestedAt`: when the reset link was
 * asked for; a link older than the last change of password opens nothing.
 */
export type ChangePassword = {
  type: 'ChangePassword';
  passwordHash: string;
  how: 'reset' | 'change';
  keepSessionId: string | null;
  requestedAt?: Date;
  now: Date;
};
/** A shopper without an account: a guest id with a session of its own, and nothing else yet. */
export type StartGuest = { type: 'StartGuest'; userId: string; sessionId: string; now: Date; expiresAt: Date };
export type GiveGuestContact = { type: 'GiveGuestContact'; userName: string; email: string };
/** The guest signed in to an account in the same browser: its session ends, the account goes on. */
export type JoinAccount = { type: 'JoinAccount'; accountId: string };
export type UserCommand =
  | RegisterUser
  | StartSession
  | EndSession
  | ChangeRole
  | UpdateSupplierProfile
  | ChangePassword
  | StartGuest
  | GiveGuestContact
  | JoinAccount;

function startGuest(command: StartGuest, state: UserState): UserEvent[] {
  if (state) throw new Conflict(messages.emailTaken);
  const { userId, sessionId, now, expiresAt } = command;
  const startedAt = now.toISOString();
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        userName: '',
        email: guestPlaceholderEmail(userId),
        passwordHash: '',
        role: 'guest',
        registeredAt: startedAt,
      },
    },
    { type: 'SessionStarted', data: { userId, sessionId, startedAt, expiresAt: expiresAt.toISOString() } },
  ];
}

function giveGuestContact(command: GiveGuestContact, state: UserState): UserEvent[] {
  if (!state) throw new NotFound(userMessages.userNotFound);
  if (state.role !== 'guest') throw new Forbidden(messages.guestsOnly);
  const email = normalizeEmail(command.email);
  if (state.userName === command.userName && state.contactEmail === email) return [];
  return [{ type: 'GuestContactGiven', data: { userId: state.userId, userName: command.userName, email } }];
}

function joinAccount(command: JoinAccount, state: UserState): UserEvent[] {
  if (!state || state.role !== 'guest' || state.joinedAccountId) return [];
  const { userId } = state;
  return [
    { type: 'GuestJoinedAccount', data: { userId, accountId: command.accountId } },
    ...state.sessions.map((s): UserEvent => ({ type: 'SessionEnded', data: { userId, sessionId: s.id } })),
  ];
}

function registerUser(command: RegisterUser, state: UserState): UserEvent[] {
  if (state) throw new Conflict(messages.emailTaken);
  const { userId, userName, email, passwordHash, role, now } = command;
  return [
    { type: 'UserRegistered', data: { userId, userName, email, passwordHash, role, registeredAt: now.toISOString() } },
  ];
}

function startSession(command: StartSession, state: UserState): UserEvent[] {
  if (!state) throw new NotFound();
  return [
    {
      type: 'SessionStarted',
      data: {
        userId: state.userId,
        sessionId: command.sessionId,
        startedAt: command.now.toISOString(),
        expiresAt: command.expiresAt.toISOString(),
      },
    },
  ];
}

function endSession(command: EndSession, state: UserState): UserEvent[] {
  // Ending a session that is not open changes nothing: signing out twice is fine.
  if (!state || !state.sessions.some((s) => s.id === command.sessionId)) return [];
  return [{ type: 'SessionEnded', data: { userId: state.userId, sessionId: command.sessionId } }];
}

function changeRole(command: ChangeRole, state: UserState): UserEvent[] {
  if (!state) throw new NotFound(userMessages.userNotFound);
  if (state.role === command.role) return [];
  return [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role, previousRole: state.role } }];
}

function updateSupplierProfile(command: UpdateSupplierProfile, state: UserState): UserEvent[] {
  if (!state) throw new NotFound(userMessages.userNotFound);
  if (state.role !== 'supplier') throw new Forbidden();
  const { logo, background, contactInfo } = command.profile;
  const current = state.supplierProfile;
  if (current && current.logo === logo && current.background === background && current.contactInfo === contactInfo)
    return [];
  return [{ type: 'SupplierProfileSaved', data: { userId: state.userId, logo, story: background, contactInfo } }];
}

function changePassword(command: ChangePassword, state: UserState): UserEvent[] {
  if (!state) throw new NotFound(userMessages.userNotFound);
  const { requestedAt, now, passwordHash, how, keepSessionId } = command;
  if (requestedAt && state.passwordChangedAt && new Date(state.passwordChangedAt) >= requestedAt)
    throw new ValidationError(messages.resetTokenSuperseded);
  return [
    { type: 'PasswordChanged', data: { userId: state.userId, passwordHash, changedAt: now.toISOString(), how } },
    ...state.sessions
      .filter((s) => s.id !== keepSessionId)
      .map((s): UserEvent => ({ type: 'SessionEnded', data: { userId: state.userId, sessionId: s.id } })),
  ];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'StartSession':
      return startSession(command, state);
    case 'EndSession':
      return endSession(command, state);
    case 'ChangeRole':
      return changeRole(command, state);
    case 'UpdateSupplierProfile':
      return updateSupplierProfile(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'StartGuest':
      return startGuest(command, state);
    case 'GiveGuestContact':
      return giveGuestContact(command, state);
    case 'JoinAccount':
      return joinAccount(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  name: 'user@4',
  initialState,
  evolve,
  decide,
};
