import { apiRoutes, type Role } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import { queryString } from '../../shared/query';

export interface UserRow {
  id: string;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
}

/** One page of people as the server pages them (20 a page). */
export type UsersPage = DataEnvelope<UserRow[]> & { total: number; pageSize: number; page: number };

/** The admin's user list and role changes (the back office's chunk injects these). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<UsersPage, { search: string; page: number }>({
      query: ({ search, page }) => apiRoutes.adminUsers.list + queryString({ search, page: String(page) }),
      transformResponse: (answer) => answer as UsersPage,
      providesTags: ['User'],
    }),
    /** The answer says only that it is done: the list is read again. */
    changeRole: build.mutation<{ message?: string }, { id: string; role: Role }>({
      query: ({ id, role }) => ({ method: 'PUT', url: route(apiRoutes.adminUsers.role, { id }), body: { role } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUsersQuery, useChangeRoleMutation } = usersApi;
