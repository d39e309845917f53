import backOfficeEn from '../../frontend/src/locales/backOffice/en.json';
import backOfficeVi from '../../frontend/src/locales/backOffice/vi.json';
import shopperEn from '../../frontend/src/locales/shopper/en.json';
import shopperVi from '../../frontend/src/locales/shopper/vi.json';
import companyEn from '../../frontend/src/locales/company/en.json';
import companyVi from '../../frontend/src/locales/company/vi.json';
import en from '../../frontend/src/locales/en.json';
import vi from '../../frontend/src/locales/vi.json';
import { msg, say as inLanguage } from '@tavico/contracts';
import { defaultTestLanguage, type ShopLanguage } from './browser';

/**
 * The storefront's catalogues (the first pages', the shopper's own pages' and the company pages')
 * and the back office's (under 'backOffice.').
 */
const catalogues = {
  en: { ...en, ...shopperEn, ...companyEn, ...backOfficeEn },
  vi: { ...vi, ...shopperVi, ...companyVi, ...backOfficeVi },
} as const;

/**
 * The shop's words for `key` ('area.key', as in the components' t) in `lang` (the run's
 * language by default), with `{{value}}`s filled in: tests read the catalogue, so a rewording
 * does not break them.
 */
export function say(
  key: string,
  values: Record<string, string | number> = {},
  lang: ShopLanguage = defaultTestLanguage,
) {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[lang]);
  if (typeof text !== 'string') throw new Error(`No text ${key} in the ${lang} catalogue`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${key} needs {{${name}}}`);
    return String(values[name]);
  });
}

/** The sandbox payment page's words (the server's table, `shop.sandbox.*`) in `lang`. */
export const sandboxSays = (key: 'heading' | 'approve' | 'cancel', lang: ShopLanguage = defaultTestLanguage) =>
  inLanguage(lang, msg(`shop.sandbox.${key}`));
