import { collections, type UserDocument, type UserEvent } from '@tavico/contracts';
import { evolveUser, type UserState } from '@tavico/domain';
import type { Projection } from '../projection';

/** The user's own fold, read back from the document (which never holds the password hash). */
const stateOf = (doc: UserDocument | null): UserState => {
  if (!doc) return null;
  const { _id, _position: _p, ...fields } = doc;
  return { ...(fields as Omit<NonNullable<UserState>, 'userId' | 'passwordHash'>), userId: _id, passwordHash: '' };
};

/** People as the query side checks sessions and the admins list them: the user stream's own fold. */
export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  // 2: a supplier's background is its story (text); a picture's address saved before reads as none.
  version: 2,
  collection: collections.users,
  handles: [
    'UserRegistered',
    'SessionStarted',
    'SessionEnded',
    'UserRoleChanged',
    'SupplierProfileUpdated',
    'SupplierProfileSaved',
    'GuestContactGiven',
    'GuestJoinedAccount',
  ],
  documentId: (event) => ('userId' in event.data ? event.data.userId : null),
  evolve(user, event) {
    const next = evolveUser(stateOf(user), event as UserEvent);
    if (!next) return null;
    const { userId, passwordHash: _hash, ...fields } = next;
    return { _id: userId, ...fields };
  },
  indexes: [
    { keys: { email: 1 }, unique: true },
    { keys: { role: 1 } },
    // The admins' people list, newest first; the public supplier list, longest-standing first.
    { keys: { registeredAt: -1 } },
    { keys: { role: 1, registeredAt: 1 } },
  ],
};
