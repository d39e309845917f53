import { z } from 'zod';
import {
  addressMaxLengths,
  addressRuleMessages,
  addressUnitsProblem,
  normalizePhone,
  phoneValid,
  type AddressFieldName,
} from './addressRules';
import { adminUnits } from './adminUnitsData';
import { lineText, multilineText, zodSays } from './validation';

/** Notes are written on several lines; every other field is one line. */
const text = (field: AddressFieldName) =>
  (field === 'notes' ? multilineText : lineText)(field, { error: zodSays(addressRuleMessages.required(field)) })
    .trim()
    .max(addressMaxLengths[field], zodSays(addressRuleMessages.tooLong(field)));
const required = (field: AddressFieldName) => text(field).min(1, zodSays(addressRuleMessages.required(field)));

/**
 * An address as the form sends it (decisions §34): recipient, a Vietnamese phone, a current
 * province and one of its wards (the units the server holds), the street; notes optional. A
 * userId sent along must be the session's. City and pincode are no longer asked (ignored if sent).
 */
export const addressRequest = z
  .object({
    recipientName: required('recipientName'),
    phone: required('phone').refine(phoneValid, zodSays(addressRuleMessages.phone)).transform(normalizePhone),
    provinceCode: required('provinceCode'),
    wardCode: required('wardCode'),
    address: required('address'),
    notes: text('notes').optional().default(''),
    userId: lineText('userId').optional(),
  })
  .superRefine((a, ctx) => {
    const problem = addressUnitsProblem(a, adminUnits);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: zodSays(problem.message) });
  });

/**
 * An address as kept: what the form sends; an address saved before §34 (its events) has no
 * recipient, province or ward but a city and a pincode, which it keeps and shows.
 */
export interface AddressFields {
  recipientName?: string;
  phone: string;
  provinceCode?: string;
  wardCode?: string;
  address: string;
  notes: string;
  /** Old addresses only. */
  city?: string;
  /** Old addresses only. */
  pincode?: string;
}

export interface AddressView extends AddressFields {
  _id: string;
  userId: string;
}

const keptFields = [
  'recipientName',
  'phone',
  'provinceCode',
  'wardCode',
  'address',
  'notes',
  'city',
  'pincode',
] as const;
/** An address's own fields out of a document or event that holds more (ids, positions): those it has. */
export function addressFieldsOf(source: AddressFields & Record<string, unknown>): AddressFields {
  const fields: Record<string, unknown> = {};
  for (const key of keptFields) if (source[key] !== undefined) fields[key] = source[key];
  return fields as unknown as AddressFields;
}
