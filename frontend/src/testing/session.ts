import type { SessionUser } from '@tavico/contracts/client';

/** The store's state of a signed-in staff member (Hà) of a role, as a screen test preloads it. */
export const signedInAs = (role: SessionUser['role']) => ({
  auth: {
    isAuthenticated: true,
    isLoading: false,
    user: { id: 'a1', _id: 'a1', userName: 'Hà', email: 'ha@example.vn', role },
  },
});
