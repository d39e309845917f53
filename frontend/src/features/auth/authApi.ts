import { apiRoutes, type SessionUser } from '@tavico/contracts/client';
import { http, type Envelope } from '../../shared/http';

export interface LoginAnswer extends Envelope {
  user: SessionUser;
}

export const authApi = {
  register: (body: { userName: string; email: string; password: string }) => http.post(apiRoutes.auth.register, body),
  login: (body: { email: string; password: string }) => http.post<LoginAnswer>(apiRoutes.auth.login, body),
  logout: () => http.post(apiRoutes.auth.logout),
  checkAuth: () => http.get<LoginAnswer>(apiRoutes.auth.checkAuth),
  forgotPassword: (body: { email: string }) => http.post(apiRoutes.auth.forgotPassword, body),
  resetPassword: (body: { token: string; password: string }) => http.post(apiRoutes.auth.resetPassword, body),
  /** A guest session for a cart without an account; the session already held, if any. */
  startGuest: () => http.post<LoginAnswer>(apiRoutes.auth.guest),
  guestContact: (body: { userName: string; email: string }) => http.put<LoginAnswer>(apiRoutes.auth.guestContact, body),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    http.put(apiRoutes.auth.changePassword, body),
};
