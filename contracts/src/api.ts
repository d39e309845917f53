/** The HTTP routes, as the spec's call table names them. */
export const apiRoutes = {
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    checkAuth: '/api/auth/check-auth',
  },
} as const;

/** The envelope every JSON answer uses. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
}

/** Header a client sends with the position a command answered, to read its own write. */
export const minPositionHeader = 'X-Min-Position';
/** Header the query side answers with when it could not reach that position in time. */
export const staleHeader = 'X-Read-Stale';
