import { collections, type ShopCurrencyDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** The currency the shop sells in, as recorded at its first start: what a separate query service formats with. */
export const shopCurrencyProjection: Projection<ShopCurrencyDocument> = {
  name: 'shop',
  collection: collections.shop,
  handles: ['ShopCurrencyChosen'],
  documentId: () => 'currency',
  evolve(_doc, event) {
    if (event.type !== 'ShopCurrencyChosen') return null;
    return { _id: 'currency', currency: event.data.currency };
  },
};
