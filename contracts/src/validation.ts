import { z } from 'zod';
import { currencyRules, formatMoney, toMinor, type ShopCurrency } from './money';
import { ValidationError, labelOf, messages, type Label } from './errors';
import { isMessage, msg, type MessageKey, type Said } from './i18n/message';

/**
 * zod keeps an issue's message as text: a message (key and values) travels inside it as marked
 * JSON and is read back when the issue becomes a ValidationError, to be said in the request's language.
 */
const marker = '\u0000msg:';
export const zodSays = (said: Said): string => (isMessage(said) ? `${marker}${JSON.stringify(said)}` : said);
/** A field's message for zod: `fieldSays('field.tooLong', 'title', { max: 200 })`. */
export const fieldSays = (key: MessageKey, label: Label, params: Record<string, string | number> = {}): string =>
  zodSays(msg(key, { label: labelOf(label), ...params }));
export const saidOfIssue = (text: string | undefined, otherwise: Said = messages.requestMalformed): Said => {
  if (text === undefined) return otherwise;
  if (!text.startsWith(marker)) return text;
  const parsed: unknown = JSON.parse(text.slice(marker.length));
  return isMessage(parsed) ? parsed : otherwise;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Parses a request body with its schema: anything but a JSON object, or a field of the wrong
 * kind (an operator object where text belongs, say), is a ValidationError naming the problem.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!isPlainObject(body)) throw new ValidationError(messages.bodyNotObject);
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(saidOfIssue(result.error.issues[0]?.message, messages.bodyNotObject));
  return result.data;
}

/** Plain decimal text as forms send numbers: `12`, `-3`, `49.99`; not `0x10`, `1e3` or `Infinity`. */
const decimalText = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number from a JSON number, or from decimal text where the spec's forms send text; anything
 * else (hex, exponents, blanks, arrays) is refused with `${label} phải là một số.`
 */
export const numberInput = (label: Label) => {
  const notNumber = zodSays(msg('field.notNumber', { label: labelOf(label) }));
  return z.preprocess(
    (value) => (typeof value === 'string' && decimalText.test(value) ? Number(value) : value),
    z.number({ error: notNumber }).refine(Number.isFinite, notNumber),
  );
};

const withDecimals = (decimals: number) => (v: number) => {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * An amount in the shop's currency, in major units (decisions §31): whole đồng from 1,000; dollars
 * with at most two decimals, never rounding to nothing (at least 0.01). With `zeroAllowed`, 0 (or
 * an empty field) is allowed too.
 */
export const moneyInput = (label: Label, currency: ShopCurrency, options: { zeroAllowed?: boolean } = {}) => {
  const rule = currencyRules[currency];
  const named = { label: labelOf(label) };
  const decimalsMessage = zodSays(msg(rule.decimals === 0 ? 'field.wholeDong' : 'field.twoDecimals', named));
  const min = currency === 'VND' ? formatMoney(toMinor(rule.min, currency), currency) : rule.min;
  return z
    .preprocess(
      (value) => (options.zeroAllowed && (value === '' || value === null || value === undefined) ? 0 : value),
      numberInput(label),
    )
    .pipe(
      z
        .number()
        .refine(withDecimals(rule.decimals), decimalsMessage)
        .refine(
          (v) => v >= rule.min || (!!options.zeroAllowed && v === 0),
          zodSays(msg('field.atLeast', { ...named, min })),
        )
        .refine((v) => v <= rule.max, zodSays(msg('field.tooLarge', named))),
    );
};

/* eslint-disable no-control-regex -- these patterns are about control characters */
/**
 * Any control character (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a name read backwards on screen ("Trojan Source"):
 * one line of text holds none, not a line break, not a tab.
 */
const anyControl = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** What written text may not hold: control characters but TAB, LF, and CR before LF; bidi overrides. */
const strayControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;
/* eslint-enable no-control-regex */

export const isOneLine = (text: string): boolean => !anyControl.test(text);
export const isWrittenText = (text: string): boolean => !strayControl.test(text);

type StringParams = Parameters<typeof z.string>[0];

/**
 * One line of text, as every name, title, code, address line, phone and one-line setting is: a
 * string with no control character at all (a CR or LF in a name splits a header or a log line, a
 * NUL cuts it short). Checked before any trim, so a line break at either end is refused too; the
 * message names the field. Every schema's one-line strings start here.
 */
export const lineText = (label: Label, params?: StringParams) =>
  z.string(params).refine(isOneLine, { message: zodSays(messages.notOneLine(label)), abort: true });

/**
 * Text written on several lines (descriptions, reviews, notes, post bodies, questions, a
 * supplier's story): line breaks (LF or CR LF) and tabs, no other control character.
 */
export const multilineText = (label: Label, params?: StringParams) =>
  z.string(params).refine(isWrittenText, { message: zodSays(messages.controlInText(label)), abort: true });

/** What someone types in a search box, the shop's or the back office's: one line. */
export const searchText = lineText('search');

/** One value of a path or a query, read with its schema; a problem is a ValidationError naming it. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ValidationError(saidOfIssue(result.error.issues[0]?.message, messages.requestMalformed));
  return result.data;
}
