import { collections, type CatalogueStampDocument } from '@tavico/contracts';
import type { Projection } from '../projection';
import { imagesProjection } from './images';
import { productsProjection } from './products';

/**
 * Moves with every change the catalogue's public reads show, so the query side may answer them
 * from a cache until it moves. Runs after the products and images projections (last in the
 * list): once it has moved, what it stands for is already written.
 */
export const catalogueStampProjection: Projection<CatalogueStampDocument> = {
  name: 'catalogueStamps',
  collection: collections.catalogueStamps,
  handles: [...productsProjection.handles, ...imagesProjection.handles],
  documentId: () => 'catalogue',
  evolve: (stamp, event) => ({ _id: 'catalogue', _position: event.position }),
};
