import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}.` })
    .trim()
    .min(1, `Vui lòng nhập ${label}.`)
    .max(max, `${label.charAt(0).toUpperCase() + label.slice(1)} không được dài quá ${max} ký tự.`);

/** An address's fields: every one required, trimmed; a phone of 9 to 15 digits. */
const addressFields = z.object({
  address: text('địa chỉ (address)', 300),
  city: text('thành phố (city)', 100),
  pincode: text('mã bưu chính (pincode)', 20),
  phone: z
    .string({ error: 'Vui lòng nhập số điện thoại (phone).' })
    .trim()
    .min(1, 'Vui lòng nhập số điện thoại (phone).')
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine((v) => /^\+?\d{9,15}$/.test(v), 'Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.'),
  notes: text('ghi chú (notes)', 500),
});
export type AddressFields = z.output<typeof addressFields>;

/** An address as the form sends it; a userId sent along must be the session's. */
export const addressRequest = addressFields.extend({ userId: z.string().optional() });

export interface AddressView extends AddressFields {
  _id: string;
  userId: string;
}
