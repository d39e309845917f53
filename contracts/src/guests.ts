import { z } from 'zod';
import { orderCodePattern, orderMessages } from './storefront';
import { lineText, zodSays } from './validation';
import { msg } from './i18n/message';

/** Finding an order without an account (issue 28): its code and the phone it was placed with. */
export const guestMessages = {
  lookupMiss: msg('order.lookupMiss'),
  tooManyLookups: msg('order.tooManyLookups'),
  linkInvalid: msg('order.linkInvalid'),
  returnNeedsSignIn: msg('order.returnNeedsSignIn'),
} as const;

export const orderLookupRequest = z.object({
  code: lineText('orderCode')
    .trim()
    .max(40)
    .transform((code) => code.toUpperCase())
    .refine((code) => orderCodePattern.test(code), zodSays(orderMessages.codeMalformed)),
  phone: lineText('phone')
    .trim()
    .min(1, zodSays(msg('field.required', { label: msg('label.phoneNumber') })))
    .max(40),
});
export type OrderLookupRequest = z.infer<typeof orderLookupRequest>;
