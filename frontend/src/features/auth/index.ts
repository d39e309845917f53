/** Other features reach auth only here: who is signed in (slice, selectors, events) and its API; no components. */
export * from './authSlice';
export * from './authApi';
