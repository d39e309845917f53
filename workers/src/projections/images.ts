import { collections, type ImageDocument, type ImageEvent, type RecordedEvent } from '@tavico/contracts';
import { imageDecider } from '@tavico/domain';
import type { Projection } from '../projection';

/** Uploaded images and their card renditions, which product, banner and supplier reads attach. */
export const imagesProjection: Projection<ImageDocument> = {
  name: 'images',
  collection: collections.images,
  handles: ['ImageUploaded', 'ImageRenditionMade'],
  documentId: (event) => ('hash' in event.data ? event.data.hash : null),
  evolve(image, recorded) {
    const event = recorded as RecordedEvent<ImageEvent>;
    // The image stream's own fold says whether the file was uploaded; a rendition of none is dropped.
    if (!imageDecider.evolve({ uploaded: image !== null }, event).uploaded) return null;
    if (event.type === 'ImageRenditionMade') return { ...image!, cardUrl: event.data.cardUrl };
    const { hash, url, contentType, size } = event.data;
    return { _id: hash, url, contentType, size, cardUrl: null };
  },
  // Images still waiting for their rendition, whose jobs are ensured at start.
  indexes: [{ keys: { cardUrl: 1 } }],
};
