/** Other features reach home only here: its state, actions, selectors, sagas and API; no components. */
export * from './featureSlice';
export * from './homeSagas';
export * from './homeApi';
