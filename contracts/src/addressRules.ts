/**
 * The address rule (spec §5, with the lengths and phone format the server keeps), free of zod so
 * the address form applies the very same rule the server's schema does.
 */
export const addressFieldNames = ['address', 'city', 'pincode', 'phone', 'notes'] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

export const addressLabels: Record<AddressFieldName, string> = {
  address: 'địa chỉ (address)',
  city: 'thành phố (city)',
  pincode: 'mã bưu chính (pincode)',
  phone: 'số điện thoại (phone)',
  notes: 'ghi chú (notes)',
};

export const addressMaxLengths: Record<AddressFieldName, number> = {
  address: 300,
  city: 100,
  pincode: 20,
  phone: 40,
  notes: 500,
};

/** A phone as kept: spaces, dots and dashes dropped. */
export const normalizePhone = (phone: string): string => phone.trim().replace(/[\s.-]/g, '');
export const phoneValid = (phone: string): boolean => /^\+?\d{9,15}$/.test(normalizePhone(phone));

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
export const addressRuleMessages = {
  required: (field: AddressFieldName) => `Vui lòng nhập ${addressLabels[field]}.`,
  tooLong: (field: AddressFieldName) =>
    `${capitalised(addressLabels[field])} không được dài quá ${addressMaxLengths[field]} ký tự.`,
  phone: 'Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.',
} as const;

/** What is wrong with one field of an address form, or null. */
export function addressFieldProblem(field: AddressFieldName, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return addressRuleMessages.required(field);
  if (trimmed.length > addressMaxLengths[field]) return addressRuleMessages.tooLong(field);
  if (field === 'phone' && !phoneValid(trimmed)) return addressRuleMessages.phone;
  return null;
}

/** The first thing wrong with an address form, field by field, or null when it may be saved. */
export function addressProblem(form: Record<AddressFieldName, string>): string | null {
  for (const field of addressFieldNames) {
    const problem = addressFieldProblem(field, form[field]);
    if (problem) return problem;
  }
  return null;
}
