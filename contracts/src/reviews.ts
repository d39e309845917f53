import { z } from 'zod';
import { reviewMessages } from './storefront';
import { lineText, multilineText, zodSays } from './validation';

export const reviewMaxLength = 2000;

/** decisions §8: a rating from 1 to 5 is required; the text is kept as written (shown as text). */
export const reviewRequest = z.object({
  productId: lineText('sản phẩm (productId)', { error: 'Thiếu sản phẩm (productId).' })
    .trim()
    .min(1, 'Thiếu sản phẩm (productId).'),
  reviewMessage: multilineText('nội dung đánh giá', { error: 'Vui lòng nhập nội dung đánh giá.' })
    .refine((v) => v.trim().length > 0, 'Vui lòng nhập nội dung đánh giá.')
    .refine((v) => v.length <= reviewMaxLength, `Nội dung đánh giá không được dài quá ${reviewMaxLength} ký tự.`),
  reviewValue: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: zodSays(reviewMessages.ratingRequired) })
      .int('Số sao phải là số nguyên từ 1 đến 5.')
      .min(1, zodSays(reviewMessages.ratingRequired))
      .max(5, 'Số sao phải là số nguyên từ 1 đến 5.'),
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
  createdAt: string;
}
