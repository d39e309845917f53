/**
 * The browser's entry: everything here is free of zod (validation stays on the server), so the
 * storefront's first load stays small. Types come along at no cost.
 */
export * from './api';
export * from './catalogue';
export * from './money';
export * from './site';
export * from './live';
export * from './storefront';
export * from './dashboard';
export * from './shopTime';
export * from './shipping';
export type * from './auth';
export * from './emailRules';
export type * from './roles';
export type * from './products';
export type * from './reviews';
export type * from './banners';
export type * from './suppliers';
export type * from './cart';
export type * from './addresses';
export * from './orders';
export * from './orderRules';
export * from './orderViews';
export * from './refunds';
export type { OrderHistoryEntry } from './orderHistory';
export type { Carrier, Shipment } from './carriers';
export type * from './settings';
export type * from './posts';
export type * from './operations';
export * from './pages';
export * from './pageWords';
export * from './productDetails';
export * from './variantRules';
export { pageLanguage } from './i18n/message';
