import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@tavico/contracts/client';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
}

const initialState: AuthState = { isAuthenticated: false, isLoading: true, user: null };
const signedOut = (): AuthState => ({ isAuthenticated: false, isLoading: false, user: null });

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
    }),
    signedOutNow: () => signedOut(),
    logoutRequested: (state) => state,
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
  },
});

export const {
  sessionCheckRequested,
  registerRequested,
  registerFinished,
  loginRequested,
  signedIn,
  signedOutNow,
  logoutRequested,
} = authSlice.actions;
export const { selectAuth, selectUser } = authSlice.selectors;
