import i18next, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageLanguage } from '@tavico/contracts/client';

/**
 * The shop's languages (decisions §32): Vietnamese by default, English one click away. The choice
 * lives in the `lang` cookie, set by the header's switch or by `?lang=` on any address; the server
 * reads the same cookie for its own messages and the page's `<html lang>`.
 */
export const languages = ['vi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'vi';
export const languageCookie = 'lang';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** What people call each language, in that language (the switch shows these). */
export const languageNames: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };

/** The locale dates and numbers are written in. */
export const localeOf = (lang: Language): string => (lang === 'en' ? 'en-US' : 'vi-VN');

type Catalogue = Record<Language, () => Promise<{ default: Record<string, unknown> }>>;

/** Each language's catalogue is its own file, fetched only when that language is shown. */
const catalogues: Catalogue = {
  vi: () => import('../locales/vi.json'),
  en: () => import('../locales/en.json'),
};

/**
 * The catalogues in use: the storefront's, then those a part of the app brings with its code (the
 * back office's words stay out of a shopper's first load). Each is loaded once per language.
 */
const parts: Catalogue[] = [catalogues];
const loaded = new Set<() => Promise<unknown>>();

/** `?lang=` wins (and is remembered), then the cookie, else Vietnamese: as the server renders the page. */
export const chosenLanguage = (search: string, cookie: string): Language =>
  pageLanguage({ query: new URLSearchParams(search).get('lang'), cookie });

/** The cookie the server reads too: a year, the whole site. */
export const languageCookieValue = (lang: Language) =>
  `${languageCookie}=${lang}; path=/; max-age=31536000; samesite=lax`;

/** Fetches a language's catalogues into i18next, those not there yet. */
async function loadCatalogue(lang: Language) {
  await Promise.all(
    parts.map(async (part) => {
      const load = part[lang];
      if (loaded.has(load)) return;
      const { default: messages } = await load();
      i18next.addResourceBundle(lang, 'translation', messages, true, true);
      loaded.add(load);
    }),
  );
}

/**
 * Adds a part of the app's own catalogue (its keys under a top-level key of its own), loaded now
 * in the language shown and with every later switch.
 */
export async function addCatalogue(part: Catalogue) {
  if (!parts.includes(part)) parts.push(part);
  await loadCatalogue(currentLanguage());
}

/**
 * Starts i18next in `lang` with that language's catalogue only. react-i18next's hooks read the
 * instance this sets up; sagas translate their toasts with `t` below.
 */
export async function startI18n(lang: Language, messages?: Record<string, unknown>) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: messages ? { [lang]: { translation: messages } } : {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (messages) loaded.add(catalogues[lang]);
  await loadCatalogue(lang);
}

/** Shows the app in another language: its catalogue first, then every screen re-renders. */
export async function switchLanguage(lang: Language) {
  await loadCatalogue(lang);
  await i18next.changeLanguage(lang);
}

/** The language shown now. */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : defaultLanguage);

/** A message in the language shown now: for sagas and helpers outside components. */
export const t = (key: string, options?: TOptions): string => i18next.t(key, options) as string;

/** A number as the language writes it (1.234 or 1,234). */
export const formatNumber = (n: number): string => n.toLocaleString(localeOf(currentLanguage()));
