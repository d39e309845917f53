import { z } from 'zod';
import {
  addressLabels,
  addressMaxLengths,
  addressRuleMessages,
  normalizePhone,
  phoneValid,
  type AddressFieldName,
} from './addressRules';
import { lineText, multilineText } from './validation';

/** Notes are written on several lines; every other field is one line. */
const text = (field: AddressFieldName) =>
  (field === 'notes' ? multilineText : lineText)(addressLabels[field], { error: addressRuleMessages.required(field) })
    .trim()
    .min(1, addressRuleMessages.required(field))
    .max(addressMaxLengths[field], addressRuleMessages.tooLong(field));

/** An address's fields: every one required, trimmed; a phone of 9 to 15 digits (addressRules). */
const addressFields = z.object({
  address: text('address'),
  city: text('city'),
  pincode: text('pincode'),
  phone: text('phone').refine(phoneValid, addressRuleMessages.phone).transform(normalizePhone),
  notes: text('notes'),
  // The Vietnamese address (issue 28), being added: optional until the address form asks for them.
  recipientName: lineText('người nhận (recipientName)').trim().max(100).optional(),
  provinceCode: lineText('tỉnh/thành phố (provinceCode)').trim().max(10).optional(),
  wardCode: lineText('phường/xã (wardCode)').trim().max(10).optional(),
});
export type AddressFields = z.output<typeof addressFields>;

/** An address as the form sends it; a userId sent along must be the session's. */
export const addressRequest = addressFields.extend({ userId: lineText('người dùng (userId)').optional() });

export interface AddressView extends AddressFields {
  _id: string;
  userId: string;
}
