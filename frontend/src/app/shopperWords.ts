import { addCatalogue } from '../shared/i18n';

/**
 * The words of a shopper's own pages (checkout, account, sign-in, orders and payment: the
 * catalogue's checkout, address, placed, payment, transfer, account, auth, lookup, follow and copy
 * areas), a catalogue per language of its own: the pages most visits begin on (home, listing,
 * product, news) do not carry them in their first load.
 */
const shopperCatalogue = {
  vi: () => import('../locales/shopper/vi.json'),
  en: () => import('../locales/shopper/en.json'),
};

/** Loads those words in the language shown, and with every later switch. */
export const shopperWordsReady = () => addCatalogue(shopperCatalogue);
