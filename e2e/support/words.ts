import en from '../../frontend/src/locales/en.json';
import vi from '../../frontend/src/locales/vi.json';
import { defaultTestLanguage, type ShopLanguage } from './browser';

const catalogues = { en, vi } as const;

/**
 * The storefront's words for `key` ('area.key', as in the components' t) in `lang` (the run's
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
