import { addCatalogue } from '../shared/i18n';

/**
 * The words of the company's long pages (the introduction, the organiser's article and the rent
 * figures the service pages show too): a catalogue per language of their own, loaded with those
 * pages, so no other page's first load carries them.
 */
const companyCatalogue = {
  vi: () => import('../locales/company/vi.json'),
  en: () => import('../locales/company/en.json'),
};

/** Loads those words in the language shown, and with every later switch. */
export const companyWordsReady = () => addCatalogue(companyCatalogue);
