import { z } from 'zod';
import {
  addressMaxLengths,
  addressRuleMessages,
  normalizePhone,
  phoneValid,
  type AddressFieldName,
} from './addressRules';

const text = (field: AddressFieldName) =>
  z
    .string({ error: addressRuleMessages.required(field) })
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
});
export type AddressFields = z.output<typeof addressFields>;

/** An address as the form sends it; a userId sent along must be the session's. */
export const addressRequest = addressFields.extend({ userId: z.string().optional() });

export interface AddressView extends AddressFields {
  _id: string;
  userId: string;
}
