import { collections, type ImageDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** Uploaded images and their card renditions, which product, banner and supplier reads attach. */
export const imagesProjection: Projection<ImageDocument> = {
  name: 'images',
  collection: collections.images,
  handles: ['ImageUploaded', 'ImageRenditionMade'],
  documentId: (event) => ('hash' in event.data ? event.data.hash : null),
  evolve(image, event) {
    switch (event.type) {
      case 'ImageUploaded': {
        const { hash, url, contentType, size } = event.data;
        return { _id: hash, url, contentType, size, cardUrl: null };
      }
      case 'ImageRenditionMade':
        return image ? { ...image, cardUrl: event.data.cardUrl } : null;
      default:
        return image;
    }
  },
  // Images still waiting for their rendition, whose jobs are ensured at start.
  indexes: [{ keys: { cardUrl: 1 } }],
};
