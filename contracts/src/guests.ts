import { z } from 'zod';
import { orderCodePattern, orderMessages } from './storefront';
import { lineText } from './validation';
import { msg } from './i18n/message';

/** Finding an order without an account (issue 28): its code and the phone it was placed with. */
export const guestMessages = {
  lookupMiss: msg('order.lookupMiss'),
  tooManyLookups: msg('order.tooManyLookups'),
  linkInvalid: msg('order.linkInvalid'),
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
