import type { AdminUnits } from './adminUnits';

/** What an address shows: a saved one, or an order's copy of it (old ones with city and pincode). */
export interface ShownAddress {
  recipientName?: string;
  phone: string;
  address: string;
  provinceCode?: string;
  wardCode?: string;
  city?: string;
  pincode?: string;
  notes?: string;
}

export interface AddressParts {
  /** The recipient's name; an old address has none (`fallbackName`, the account's, stands in). */
  recipient: string;
  phone: string;
  /** Street, ward, province; an old address's city and pincode. */
  place: string;
  /** Empty when there are none. */
  notes: string;
}

/**
 * An address as every screen and e-mail shows it, in one place: the ward's and province's names
 * from the units (left out until the browser has loaded them), an old address's city and pincode
 * as they were saved.
 */
export function addressParts(a: ShownAddress, units: AdminUnits | null, fallbackName = ''): AddressParts {
  const ward = a.wardCode ? units?.ward(a.wardCode)?.name : undefined;
  const province = a.provinceCode ? units?.province(a.provinceCode)?.name : undefined;
  const place = [a.address, ward, province, a.city, a.pincode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  // '-' stood for "no notes" while notes were required.
  const notes = a.notes?.trim() === '-' ? '' : (a.notes?.trim() ?? '');
  return { recipient: a.recipientName?.trim() || fallbackName, phone: a.phone, place, notes };
}

/** The address on one line: "recipient, phone, street, ward, province" (notes apart). */
export function addressText(a: ShownAddress, units: AdminUnits | null, fallbackName = ''): string {
  const { recipient, phone, place } = addressParts(a, units, fallbackName);
  return [recipient, phone, place].filter(Boolean).join(', ');
}
