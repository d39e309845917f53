import { apiRoutes, type SessionUser } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { http, type Envelope } from '../../shared/http';
import { guestKnown, signedIn, signedOutNow } from './authSlice';

export interface LoginAnswer extends Envelope {
  user: SessionUser;
}

/**
 * The guest session's calls, made inside sequences: the cart's saga starts one for a newcomer's
 * add to cart, the checkout's saga sends a guest's name and e-mail before the order.
 */
export const authApi = {
  /** A guest session for a cart without an account; the session already held, if any. */
  startGuest: () => http.post<LoginAnswer>(apiRoutes.auth.guest),
  guestContact: (body: { userName: string; email: string }) => http.put<LoginAnswer>(apiRoutes.auth.guestContact, body),
};

/** Who the session belongs to, as an event of the session slice. */
const sessionEvent = (user: SessionUser | null) =>
  !user ? signedOutNow() : user.role === 'guest' ? guestKnown(user) : signedIn(user);

/** A call's answer once in, or null if it never came (the cache entry went first). */
const settled = <T>(fulfilled: Promise<T>): Promise<T | null> => fulfilled.catch(() => null);

/**
 * The session and the account's own commands. Their answers go to the session slice
 * (authSlice.ts), which every screen and saga reads: nothing here is read twice.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session this browser holds, read once at start: an account, a guest's, or none (null). */
    session: build.query<SessionUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const answer = await baseQuery(apiRoutes.auth.checkAuth);
        // No session (401), or none to be had: signed out, as before any sign-in.
        return { data: answer.error ? null : (answer.data as LoginAnswer).user };
      },
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer) dispatch(sessionEvent(answer.data));
      },
    }),
    /** Signs in; the answer's user is the session from then on. */
    login: build.mutation<LoginAnswer, { email: string; password: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.auth.login, body }),
      transformResponse: (answer) => answer as LoginAnswer,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data.user));
        } catch {
          // Refused: the form shows the server's message; the session is as it was.
        }
      },
    }),
    /** Creates an account; it does not sign in. */
    register: build.mutation<Envelope, { userName: string; email: string; password: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.auth.register, body }),
    }),
    /** Signs out here even when the server cannot be reached: it ends the session when it can. */
    logout: build.mutation<null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        await baseQuery({ method: 'POST', url: apiRoutes.auth.logout });
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        // The cart empties on it; the books read are kept by the account's id, which no one else reads.
        dispatch(signedOutNow());
      },
    }),
    /** Asks for a reset link; the server answers alike whether or not the e-mail has an account. */
    forgotPassword: build.mutation<Envelope, { email: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.auth.forgotPassword, body }),
    }),
    /** Sets a new password from the e-mail's link: every session of the account ends, this browser's too. */
    resetPassword: build.mutation<Envelope, { token: string; password: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.auth.resetPassword, body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(signedOutNow());
        } catch {
          // Refused (a used or expired link): the page says why; nothing changed.
        }
      },
    }),
    /** Changes the password: the account's other sessions end, this one stays. */
    changePassword: build.mutation<Envelope, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ method: 'PUT', url: apiRoutes.auth.changePassword, body }),
    }),
  }),
});

export const {
  useSessionQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = sessionApi;
