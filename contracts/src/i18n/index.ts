export * from './message';
export { say, inVietnamese, requestLang } from './translate';
export { vi } from './vi';
export { en } from './en';
