import { collections, type BannerDocument, type BannerEvent, type RecordedEvent } from '@tavico/contracts';
import { bannerDecider } from '@tavico/domain';
import type { Projection } from '../projection';

/** The landing page's feature images, in the order they were added. */
export const bannersProjection: Projection<BannerDocument> = {
  name: 'banners',
  collection: collections.banners,
  handles: ['BannerAdded', 'BannerDeleted'],
  documentId: (event) => ('bannerId' in event.data ? event.data.bannerId : null),
  evolve(banner, recorded) {
    const event = recorded as RecordedEvent<BannerEvent>;
    const { bannerId } = event.data;
    // The banners stream's own fold says whether this banner is up; the event, what it shows.
    const { active } = bannerDecider.evolve({ active: banner ? [bannerId] : [] }, event);
    if (!active.includes(bannerId)) return null;
    if (event.type !== 'BannerAdded') return banner;
    return { _id: bannerId, image: event.data.image, createdAt: event.metadata.time };
  },
  indexes: [{ keys: { createdAt: 1 } }],
};
