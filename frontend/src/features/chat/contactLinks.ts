import { escapeRegExp, splitPhoneNumbers, type TextPart } from './phoneNumbers';

export type AnswerPart = TextPart | { email: string; href: string };

/** An e-mail address in its usual shape; a full stop after it ends the sentence, not the address. */
const emailShape = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.source;

/**
 * The answer's text cut at its e-mail addresses and phone numbers, each with its link: mailto: to
 * write, tel: to call. `emails` are the shop's own, found as the owner wrote them. Addresses are cut
 * first: the digits in '0912345678@gmail.com' are no number to call.
 */
export function splitContacts(
  text: string,
  known: { hotlines?: readonly string[]; emails?: readonly string[] } = {},
): AnswerPart[] {
  const shapes = [...(known.emails ?? []).filter((e) => e.includes('@')).map(escapeRegExp), emailShape];
  const pattern = new RegExp(`(?<![\\p{L}\\d._%+'-])(?:${shapes.join('|')})(?![\\p{L}\\d_-]|\\.[\\p{L}\\d])`, 'gu');
  const phones = (between: string) => splitPhoneNumbers(between, known.hotlines);
  const parts: AnswerPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) parts.push(...phones(text.slice(from, match.index)));
    parts.push({ email: match[0], href: `mailto:${match[0]}` });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(...phones(text.slice(from)));
  return parts;
}
