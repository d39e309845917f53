import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@tavico/contracts/client';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the session read at start has answered (the app waits for it). */
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

/**
 * Who is signed in: every screen and saga reads it through the selectors below. The session read,
 * sign-in, sign-out and reset endpoints (authApi.ts) dispatch these events with their answers.
 *
 * A tiny slice rather than the session query's cache, because sequences need it: the cart's saga
 * starts a guest session itself (`guestKnown`) and takes these events (the cart loads on
 * `signedIn`/`guestKnown`, a guest's pending add replays after `signedIn`, the cart empties on
 * `signedOutNow`), and sagas `select` the user synchronously. Events every change goes through
 * give them that, with one place to read from.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SessionUser>) => ({
      isAuthenticated: true,
      isLoading: false,
      user: action.payload,
      guest: null,
    }),
    /** A guest session known: started for an add to cart, or found by the session read. */
    guestKnown: (_state, action: PayloadAction<SessionUser>) => ({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      guest: action.payload,
    }),
    signedOutNow: () => signedOut(),
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    /** Whose cart, addresses and orders the shop shows: the account's, or else the guest's. */
    selectShopper: (state) => state.user ?? state.guest ?? null,
  },
});

export const { signedIn, guestKnown, signedOutNow } = authSlice.actions;
export const { selectAuth, selectUser, selectShopper } = authSlice.selectors;
