import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@tavico/contracts/client';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  /** A signed-in account; null for a guest (who may still hold a guest session). */
  user: SessionUser | null;
  /**
   * A guest's session (issue 28): a cart, addresses and orders without an account. It is not
   * signed in: the header offers sign-in, account pages send to login.
   */
  guest?: SessionUser | null;
}

const initialState: AuthState = { isAuthenticated: false, isLoading: true, user: null, guest: null };
const signedOut = (): AuthState => ({ isAuthenticated: false, isLoading: false, user: null, guest: null });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionCheckRequested: (state) => void (state.isLoading = true),
    registerRequested: (state, _action: PayloadAction<{ userName: string; email: string; password: string }>) =>
      void (state.isLoading = true),
    /** Registration does not sign in. */
    registerFinished: () => signedOut(),
    loginRequested: (state, _action: PayloadAction<{ email: string; password: string }>) =>
      void (state.isLoading = true),
    signedIn: (_state, action: PayloadAction<SessionUser>) => ({
      isAuthenticated: true,
      isLoading: false,
      user: action.payload,
      guest: null,
    }),
    /** A guest session known: started for an add to cart, or found by the session check. */
    guestKnown: (_state, action: PayloadAction<SessionUser>) => ({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      guest: action.payload,
    }),
    signedOutNow: () => signedOut(),
    logoutRequested: (state) => state,
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    /** Whose cart, addresses and orders the shop shows: the account's, or else the guest's. */
    selectShopper: (state) => state.user ?? state.guest ?? null,
  },
});

export const {
  sessionCheckRequested,
  registerRequested,
  registerFinished,
  loginRequested,
  signedIn,
  guestKnown,
  signedOutNow,
  logoutRequested,
} = authSlice.actions;
export const { selectAuth, selectUser, selectShopper } = authSlice.selectors;
