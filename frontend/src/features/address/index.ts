/** Other features reach address only here: the book's API and selectors, this device's memory of it; no components. */
export * from './addressSlice';
export * from './addressSagas';
export * from './addressApi';
