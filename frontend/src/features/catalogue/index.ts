/** Other features reach catalogue only here: its state, actions, selectors, sagas and API; no components. */
export * from './catalogueSlices';
export * from './catalogueSagas';
export * from './catalogueApi';
