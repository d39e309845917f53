/** Other features reach home only here: its endpoints and hooks (the banners' list); no components. */
export * from './homeApi';
