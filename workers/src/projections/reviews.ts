import { collections, type ReviewDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** Reviews as a product's details list them, newest first. */
export const reviewsProjection: Projection<ReviewDocument> = {
  name: 'reviews',
  collection: collections.reviews,
  handles: ['ReviewAdded'],
  documentId: (event) => (event.type === 'ReviewAdded' ? `${event.data.productId}-${event.data.userId}` : null),
  evolve(review, event) {
    if (event.type !== 'ReviewAdded') return review;
    return { _id: `${event.data.productId}-${event.data.userId}`, ...event.data, createdAt: event.metadata.time };
  },
  indexes: [{ keys: { productId: 1, createdAt: -1 } }],
};
