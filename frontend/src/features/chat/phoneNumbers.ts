import { telHref } from '@tavico/contracts/client';

export type TextPart = { text: string } | { phone: string; href: string };

/**
 * A Vietnamese phone number as people write it: 0 or +84, then 9 or 10 more digits in groups
 * ('0912 345 678', '028 3812 3456', '0274 3 888 999', '+84 912 345 678'). Not a price: no digit,
 * letter, '$' or separator just before it, and no digit just after.
 */
const phonePattern = /(?<![\p{L}\d$.,+-])(?:\+84[ .-]?|0)\d{1,4}(?:[ .-]?\d{1,4}){2,4}(?!\d)(?![.,]\d)/gu;
const digitCount = (text: string) => text.replace(/\D/g, '').length;
/** Text to be found as it is, inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The answer's text cut at its phone numbers, each with the number to dial (digits only), so the
 * chat can make them tap-to-call. `known` are the shop's own hotlines, found as the owner wrote
 * them whatever their shape ('1900 1234' too); other numbers by the usual Vietnamese shape.
 */
export function splitPhoneNumbers(text: string, known: readonly string[] = []): TextPart[] {
  const hotlines = known.filter((h) => digitCount(h) >= 6).map(escapeRegExp);
  const pattern = new RegExp(
    [...hotlines.map((h) => `(?<![\\d])${h}(?![\\d])`), phonePattern.source].join('|'),
    phonePattern.flags,
  );
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const phone = match[0];
    const start = match.index;
    // A run of digits that is no phone number's length (a code, an amount) stays text; +84 stands
    // for the leading 0.
    const digits = digitCount(phone) - (phone.startsWith('+84') ? 1 : 0);
    if (!known.includes(phone) && (digits < 10 || digits > 11)) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ phone, href: telHref(phone) });
    from = start + phone.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
