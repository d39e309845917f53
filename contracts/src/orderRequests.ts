import { z } from 'zod';
import { adminOrderStatuses, orderMessages, paymentMethods } from './storefront';
import { lineText, zodSays } from './validation';

// What clients send about orders, checked on the server: zod, so not in the browser's entry.

/** The client's order payload: only the chosen address id is read; the rest is the server's. */
export const createOrderRequest = z.object({
  paymentMethod: z
    .enum(paymentMethods, { error: `Phương thức thanh toán (paymentMethod) phải là: ${paymentMethods.join(', ')}.` })
    .optional(),
  addressInfo: z
    .object(
      { addressId: lineText('địa chỉ (addressId)').trim().optional() },
      { error: zodSays(orderMessages.selectAddress) },
    )
    .optional()
    .nullable(),
});

const requiredId = (label: string) =>
  lineText(label, { error: `Thiếu ${label}.` })
    .trim()
    .min(1, `Thiếu ${label}.`)
    .max(200, `${label} không hợp lệ.`);

/** The capture; PayPal returns its order id as `token`, taken for paymentId when that is absent. */
export const captureRequest = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('paymentId' in body) && 'token' in body
      ? { ...body, paymentId: (body as { token: unknown }).token }
      : body,
  z.object({
    paymentId: requiredId('mã thanh toán (paymentId)'),
    payerId: requiredId('mã người trả (payerId)'),
    orderId: requiredId('mã đơn hàng (orderId)'),
  }),
);

export const fulfilRequest = z.object({
  to: z.enum(['packed', 'handedOver'], { error: 'Bước (to) phải là packed hoặc handedOver.' }),
});

export const orderStatusRequest = z.object({
  orderStatus: z.enum(adminOrderStatuses, {
    error: `Trạng thái (orderStatus) phải là một trong: ${adminOrderStatuses.join(', ')}.`,
  }),
});
