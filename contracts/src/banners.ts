import { z } from 'zod';
import { imageUrl } from './images';

/** The landing page's rotating feature images (the spec's "feature"). */
export const bannerRequest = z.object({ image: imageUrl('ảnh banner (image)') });

export interface BannerView {
  _id: string;
  image: string;
  /** The smaller WebP rendition for narrow screens, once made; null until then or for outside URLs. */
  imageCard: string | null;
  createdAt: string;
}

export const bannerMessages = {
  added: 'Đã thêm banner.',
  deleted: 'Đã xóa banner.',
  notFound: 'Không tìm thấy banner.',
} as const;
