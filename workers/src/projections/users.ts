import { collections, type UserDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  collection: collections.users,
  handles: ['UserRegistered', 'SessionStarted', 'SessionEnded', 'UserRoleChanged', 'SupplierProfileUpdated'],
  documentId: (event) => ('userId' in event.data ? event.data.userId : null),
  evolve(user, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, userName, email, role, registeredAt } = event.data;
        return { _id: userId, userName, email, role, registeredAt, sessions: [] };
      }
      case 'SessionStarted':
        if (!user) return null;
        return {
          ...user,
          sessions: [
            ...user.sessions.filter((s) => s.expiresAt > event.data.startedAt),
            { id: event.data.sessionId, expiresAt: event.data.expiresAt },
          ],
        };
      case 'SessionEnded':
        if (!user) return null;
        return { ...user, sessions: user.sessions.filter((s) => s.id !== event.data.sessionId) };
      case 'UserRoleChanged':
        if (!user) return null;
        return { ...user, role: event.data.role };
      case 'SupplierProfileUpdated': {
        if (!user) return null;
        const { userId: _id, ...supplierProfile } = event.data;
        return { ...user, supplierProfile };
      }
      default:
        return user;
    }
  },
  indexes: [{ keys: { email: 1 }, unique: true }, { keys: { role: 1 } }],
};
