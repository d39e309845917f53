/** Other features reach the site settings only here: their state, actions, selectors, saga, API and hook; no components. */
export * from './settingsSlice';
export * from './settingsSagas';
export * from './settingsApi';
export * from './useSiteSettings';
