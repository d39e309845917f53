/** Other features reach the site settings only here: their endpoints and hooks; no components. */
export * from './settingsApi';
export * from './useSiteSettings';
