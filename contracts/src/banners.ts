import { z } from 'zod';
import { imageUrl } from './images';
import { msg } from './i18n/message';

/** The landing page's rotating feature images (the spec's "feature"). */
export const bannerRequest = z.object({ image: imageUrl('bannerImage') });

export interface BannerView {
  _id: string;
  image: string;
  /** The smaller WebP rendition for narrow screens, once made; null until then or for outside URLs. */
  imageCard: string | null;
  createdAt: string;
}

export const bannerMessages = {
  added: msg('banner.added'),
  deleted: msg('banner.deleted'),
  notFound: msg('banner.notFound'),
  exists: msg('banner.exists'),
} as const;
