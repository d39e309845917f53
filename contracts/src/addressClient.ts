/**
 * The browser's entry for addresses (`@tavico/contracts/address`): the rule, the display helper and
 * the units' loader. Apart from `./client` so that only the pages that show or pick an address load
 * them, never the shop's start (its first load, frontend/vite.config.ts). Free of zod and of the
 * units' data, which `loadAdminUnits` fetches in a chunk of its own.
 */
export * from './addressRules';
export * from './addressText';
export * from './adminUnits';
