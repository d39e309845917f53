/** Other features reach cart only here: its state, actions, selectors, sagas and API; no components. */
export * from './cartSlice';
export * from './cartSagas';
export * from './cartApi';
