import type { vi } from './vi';

/** The languages the shop speaks (decisions §32): Vietnamese first, English one click away. */
export const languages = ['vi', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'vi';
export const isLang = (value: unknown): value is Lang => value === 'vi' || value === 'en';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the message tables: `order.emptyCart`. */
export type MessageKey = Paths<typeof vi>;

export type MessageParam = string | number | Message;

/**
 * Something said to a person, not yet in a language: a key of the tables and its values. Domain
 * code throws and answers these; the HTTP layer (or an e-mail) says them in the reader's language.
 * A value may be a message itself (a field's label), said in the same language.
 */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

export const msg = (key: MessageKey, params?: Record<string, MessageParam>): Message =>
  Object.freeze(params ? { key, params: Object.freeze({ ...params }) } : { key });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  !Array.isArray(value) &&
  Object.keys(value).every((k) => k === 'key' || k === 'params');

/** What an error or an answer carries: a message, or (rarely, from outside) text said as it is. */
export type Said = Message | string;

/**
 * The language a page is shown in (decisions §32): `?lang=` on its address, then the `lang`
 * cookie, else Vietnamese. The browser's app and the server's render of a page both read it, so
 * the page the server sends is in the language the app then takes it over in (a browser's
 * Accept-Language plays no part: an English-speaking browser without the cookie gets Vietnamese,
 * one click from English).
 */
export function pageLanguage(request: { query?: unknown; cookie?: string }): Lang {
  if (isLang(request.query)) return request.query;
  const kept = /(?:^|;\s*)lang=([^;]*)/.exec(request.cookie ?? '')?.[1]?.trim();
  return isLang(kept) ? kept : defaultLang;
}
