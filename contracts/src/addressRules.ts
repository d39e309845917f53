import type { AdminUnits } from './adminUnits';
import { msg, type Message } from './i18n/message';

/**
 * The address rule (decisions §34): a Vietnamese address, with the lengths and phone format the
 * server keeps, free of zod and of the units' data so the address form applies the very same rule
 * the server's schema does (the form passes the units it loaded; the server its own).
 */
export const addressFieldNames = ['recipientName', 'phone', 'provinceCode', 'wardCode', 'address', 'notes'] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];
/** Every field but the notes must be filled in. */
export const optionalAddressFields: readonly AddressFieldName[] = ['notes'];
/** Picked from the administrative units rather than typed. */
const pickedFields: readonly AddressFieldName[] = ['provinceCode', 'wardCode'];

export const addressMaxLengths: Record<AddressFieldName, number> = {
  recipientName: 100,
  phone: 20,
  provinceCode: 10,
  wardCode: 10,
  address: 300,
  notes: 500,
};

/** A phone as kept: spaces, dots and dashes dropped. */
export const normalizePhone = (phone: string): string => phone.trim().replace(/[\s.-]/g, '');
/** A Vietnamese number: 10 digits starting with 0 (0912 345 678), or +84 and 9 digits (+84 912 345 678). */
export const phoneValid = (phone: string): boolean => /^(0\d{9}|\+84\d{9})$/.test(normalizePhone(phone));
/** One number in one form, to compare two writings of it: +84 (or 84) written as the leading 0. */
export const phoneDigits = (phone: string): string => {
  const digits = normalizePhone(phone).replace(/[()]/g, '');
  if (digits.startsWith('+84')) return `0${digits.slice(3)}`;
  if (digits.startsWith('84') && digits.length === 11) return `0${digits.slice(2)}`;
  return digits.replace(/\+/g, '');
};
export const samePhone = (a: string, b: string): boolean => phoneDigits(a) !== '' && phoneDigits(a) === phoneDigits(b);

export const addressRuleMessages = {
  required: (field: AddressFieldName) =>
    msg(pickedFields.includes(field) ? 'address.requiredPick' : 'field.required', { label: msg(`label.${field}`) }),
  tooLong: (field: AddressFieldName) =>
    msg('address.tooLong', { label: msg(`label.${field}`), max: addressMaxLengths[field] }),
  phone: msg('address.phone'),
  unknownProvince: msg('address.unknownProvince'),
  unknownWard: msg('address.unknownWard'),
  wardNotInProvince: msg('address.wardNotInProvince'),
} as const;

/** What is wrong with one field of an address form, or null (the codes' existence: `addressUnitsProblem`). */
export function addressFieldProblem(field: AddressFieldName, value: string | undefined): Message | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return optionalAddressFields.includes(field) ? null : addressRuleMessages.required(field);
  if (trimmed.length > addressMaxLengths[field]) return addressRuleMessages.tooLong(field);
  if (field === 'phone' && !phoneValid(trimmed)) return addressRuleMessages.phone;
  return null;
}

/** The province must be a current one, and the ward one of its own. */
export function addressUnitsProblem(
  codes: { provinceCode: string; wardCode: string },
  units: AdminUnits,
): { field: 'provinceCode' | 'wardCode'; message: Message } | null {
  if (!units.province(codes.provinceCode))
    return { field: 'provinceCode', message: addressRuleMessages.unknownProvince };
  const ward = units.ward(codes.wardCode);
  if (!ward) return { field: 'wardCode', message: addressRuleMessages.unknownWard };
  if (ward.provinceCode !== codes.provinceCode)
    return { field: 'wardCode', message: addressRuleMessages.wardNotInProvince };
  return null;
}

export type AddressForm = Record<AddressFieldName, string>;

/** The first thing wrong with an address form, field by field, then its codes, or null when it may be saved. */
export function addressProblem(form: AddressForm, units: AdminUnits): Message | null {
  for (const field of addressFieldNames) {
    const problem = addressFieldProblem(field, form[field]);
    if (problem) return problem;
  }
  return addressUnitsProblem(form, units)?.message ?? null;
}
