import { z } from 'zod';
import { orderCodePattern, orderMessages } from './storefront';
import { lineText } from './validation';

/** Finding an order without an account (issue 28): its code and the phone it was placed with. */
export const guestMessages = {
  // The same answer for an unknown code as for a wrong phone: the lookup tells nothing else.
  lookupMiss: 'Không tìm thấy đơn hàng với mã và số điện thoại này. Vui lòng kiểm tra lại.',
  tooManyLookups: 'Bạn đã tra cứu quá nhiều lần. Vui lòng thử lại sau một giờ.',
  linkInvalid: 'Liên kết theo dõi đơn hàng không hợp lệ.',
} as const;

export const orderLookupRequest = z.object({
  code: lineText('mã đơn hàng (code)')
    .trim()
    .max(40)
    .transform((code) => code.toUpperCase())
    .refine((code) => orderCodePattern.test(code), orderMessages.codeMalformed),
  phone: lineText('số điện thoại (phone)').trim().min(1, 'Vui lòng nhập số điện thoại.').max(40),
});
export type OrderLookupRequest = z.infer<typeof orderLookupRequest>;
