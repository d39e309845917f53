/** Other features reach cart only here: its commands, the cached cart and its sagas; no components. */
export * from './cartApi';
export * from './cartSagas';
