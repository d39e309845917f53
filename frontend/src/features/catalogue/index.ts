/** Other features reach catalogue only here: its endpoints, hooks and helpers; no components. */
export * from './catalogueApi';
export * from './openProduct';
