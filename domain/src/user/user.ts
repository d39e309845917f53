import type { Role, SessionUser, SupplierProfile, UserEvent } from '@tavico/contracts';

export interface OpenSession {
  id: string;
  expiresAt: string;
}

export type UserState = null | {
  userId: string;
  userName: string;
  email: string;
  passwordHash: string;
  role: Role;
  registeredAt: string;
  sessions: OpenSession[];
  /** When the password was last changed (reset or in the account); reset links asked before it are void. */
  passwordChangedAt?: string;
  supplierProfile?: SupplierProfile;
  /** A guest's e-mail for its orders, given at checkout. */
  contactEmail?: string;
  /** The account a guest signed in to: the guest's session ended there. */
  joinedAccountId?: string;
};

export const initialState: UserState = null;

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, userName, email, passwordHash, role, registeredAt } = event.data;
      return { userId, userName, email, passwordHash, role, registeredAt, sessions: [] };
    }
    case 'GuestContactGiven':
      if (!state) return state;
      return { ...state, userName: event.data.userName, contactEmail: event.data.email };
    case 'GuestJoinedAccount':
      if (!state) return state;
      return { ...state, joinedAccountId: event.data.accountId };
    case 'SessionStarted':
      if (!state) return state;
      return {
        ...state,
        // Sessions that had expired by the time this one started are forgotten here.
        sessions: [
          ...state.sessions.filter((s) => s.expiresAt > event.data.startedAt),
          { id: event.data.sessionId, expiresAt: event.data.expiresAt },
        ],
      };
    case 'SessionEnded':
      if (!state) return state;
      return { ...state, sessions: state.sessions.filter((s) => s.id !== event.data.sessionId) };
    case 'PasswordChanged':
      if (!state) return state;
      return { ...state, passwordHash: event.data.passwordHash, passwordChangedAt: event.data.changedAt };
    case 'UserRoleChanged':
      if (!state) return state;
      return { ...state, role: event.data.role };
    case 'SupplierProfileUpdated': {
      if (!state) return state;
      // The first profiles held a picture in `background`, which is no story.
      const { logo, contactInfo } = event.data;
      return { ...state, supplierProfile: { logo, background: '', contactInfo } };
    }
    case 'SupplierProfileSaved': {
      if (!state) return state;
      const { logo, story, contactInfo } = event.data;
      return { ...state, supplierProfile: { logo, background: story, contactInfo } };
    }
  }
}

export const hasOpenSession = (state: UserState, sessionId: string, now: Date): boolean =>
  !!state && state.sessions.some((s) => s.id === sessionId && new Date(s.expiresAt) > now);

export const toSessionUser = (state: NonNullable<UserState>): SessionUser => ({
  id: state.userId,
  _id: state.userId,
  userName: state.userName,
  email: state.email,
  role: state.role,
});
