import { z } from 'zod';
import { reviewMessages } from './storefront';
import { multilineText, zodSays } from './validation';
import { productIdInput, skuInput } from './cart';
import { msg } from './i18n/message';

const bodyRequired = zodSays(msg('field.required', { label: msg('label.reviewMessage') }));
const stars = zodSays(msg('review.stars'));

export const reviewMaxLength = 2000;

/** decisions §8: a rating from 1 to 5 is required; the text is kept as written (shown as text). */
export const reviewRequest = z.object({
  productId: productIdInput,
  /** The variant reviewed (issue 30), when the product has variants. */
  sku: skuInput,
  reviewMessage: multilineText('reviewMessage', { error: bodyRequired })
    .refine((v) => v.trim().length > 0, bodyRequired)
    .refine(
      (v) => v.length <= reviewMaxLength,
      zodSays(msg('field.tooLong', { label: msg('label.reviewMessage'), max: reviewMaxLength })),
    ),
  reviewValue: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: zodSays(reviewMessages.ratingRequired) })
      .int(stars)
      .min(1, zodSays(reviewMessages.ratingRequired))
      .max(5, stars),
  ),
});
export type ReviewRequest = z.output<typeof reviewRequest>;

/** A review as the API shows it (the spec's fields) and the read model keeps it. */
export interface ReviewView {
  _id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  /** The variant reviewed (issue 30); absent: the product as a whole. */
  sku?: string;
  createdAt: string;
}
