import { apiRoutes, type Role } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';
import { queryString } from '../../shared/query';

export interface UserRow {
  id: string;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
}

/** The admin's user list and role changes. */
export const usersApi = {
  users: (search: string, page: number) =>
    http.get<DataEnvelope<UserRow[]> & { total: number; pageSize: number; page: number }>(
      apiRoutes.adminUsers.list + queryString({ search, page: String(page) }),
    ),
  changeRole: (id: string, role: Role) => http.put(route(apiRoutes.adminUsers.role, { id }), { role }),
};
