import { collections, type AnyEventType, type CatalogueStampDocument } from '@tavico/contracts';
import type { Projection } from '../projection';
import { bannersProjection } from './banners';
import { imagesProjection } from './images';
import { postsProjection } from './posts';
import { productsProjection } from './products';
import { shopCurrencyProjection } from './shop';
import { siteSettingsProjection } from './siteSettings';

/**
 * What a guest's public page shows besides the catalogue (the pages the server renders and keeps,
 * issue 29): news and articles, the home's banners, the footer's settings, the currency, and the
 * suppliers' page and profiles.
 */
const publicPages: readonly AnyEventType[] = [
  ...postsProjection.handles,
  ...bannersProjection.handles,
  ...siteSettingsProjection.handles,
  ...shopCurrencyProjection.handles,
  'SupplierProfileUpdated',
  'SupplierProfileSaved',
  'UserRoleChanged',
];

/**
 * Moves with every change the catalogue's public reads and the public pages show, so the query
 * side may answer them (and keep the pages it rendered) until it moves. Runs after the other
 * projections (last in the list): once it has moved, what it stands for is already written.
 */
export const catalogueStampProjection: Projection<CatalogueStampDocument> = {
  name: 'catalogueStamps',
  collection: collections.catalogueStamps,
  handles: [...new Set([...productsProjection.handles, ...imagesProjection.handles, ...publicPages])],
  documentId: () => 'catalogue',
  evolve: (stamp, event) => ({ _id: 'catalogue', _position: event.position }),
};
