/** Other features reach auth only here: its state, actions, selectors, sagas and API; no components. */
export * from './authSlice';
export * from './authSagas';
export * from './authApi';
