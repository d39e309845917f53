import { collections, type BannerDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** The landing page's feature images, in the order they were added. */
export const bannersProjection: Projection<BannerDocument> = {
  name: 'banners',
  collection: collections.banners,
  handles: ['BannerAdded', 'BannerDeleted'],
  documentId: (event) => ('bannerId' in event.data ? event.data.bannerId : null),
  evolve(banner, event) {
    switch (event.type) {
      case 'BannerAdded':
        return { _id: event.data.bannerId, image: event.data.image, createdAt: event.metadata.time };
      case 'BannerDeleted':
        return null;
      default:
        return banner;
    }
  },
  indexes: [{ keys: { createdAt: 1 } }],
};
