/** Other features reach address only here: its state, actions, selectors, sagas and API; no components. */
export * from './addressSlice';
export * from './addressSagas';
export * from './addressApi';
