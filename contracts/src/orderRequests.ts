import { z } from 'zod';
import { adminOrderStatuses, orderMessages, paymentMethods } from './storefront';
import { lineText, zodSays } from './validation';
import { msg } from './i18n/message';
import { trackingCodeSchema } from './carriers';
import { normalVoucherCode, voucherCodePattern } from './vouchers';
import { labelOf, type Label } from './errors';

// What clients send about orders, checked on the server: zod, so not in the browser's entry.

/** The client's order payload: only the chosen address id is read; the rest is the server's. */
export const createOrderRequest = z.object({
  paymentMethod: z
    .enum(paymentMethods, {
      error: zodSays(msg('field.mustBeOneOf', { label: labelOf('paymentMethod'), values: paymentMethods.join(', ') })),
    })
    .optional(),
  addressInfo: z
    .object({ addressId: lineText('addressId').trim().optional() }, { error: zodSays(orderMessages.selectAddress) })
    .optional()
    .nullable(),
  /** A voucher code the buyer typed (issue 30): checked and priced by the server. */
  voucherCode: z
    .string({ error: zodSays(msg('voucher.notFound')) })
    .transform(normalVoucherCode)
    .refine((v) => v === '' || voucherCodePattern.test(v), zodSays(msg('voucher.notFound')))
    .optional(),
});

const requiredId = (label: Label) => {
  const missing = zodSays(msg('field.missing', { label: labelOf(label) }));
  return lineText(label, { error: missing })
    .trim()
    .min(1, missing)
    .max(200, zodSays(msg('field.invalid', { label: labelOf(label) })));
};

/** The capture; PayPal returns its order id as `token`, taken for paymentId when that is absent. */
export const captureRequest = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('paymentId' in body) && 'token' in body
      ? { ...body, paymentId: (body as { token: unknown }).token }
      : body,
  z.object({
    paymentId: requiredId('paymentId'),
    payerId: requiredId('payerId'),
    orderId: requiredId('orderId'),
  }),
);

export const fulfilRequest = z.object({
  to: z.enum(['packed', 'handedOver'], { error: zodSays(msg('order.badStep')) }),
  /** Handing over: the carrier (an id of the settings' list) and its tracking number. */
  carrierId: z.string().trim().max(30).optional(),
  trackingCode: trackingCodeSchema.optional(),
});

export const orderStatusRequest = z.object({
  orderStatus: z.enum(adminOrderStatuses, {
    error: zodSays(msg('field.mustBeAmong', { label: labelOf('orderStatus'), values: adminOrderStatuses.join(', ') })),
  }),
  /** Moving to shipping: the carrier the house's own lines go with, and its tracking number (issue 30). */
  carrierId: z.string().trim().max(30).optional(),
  trackingCode: trackingCodeSchema.optional(),
});
