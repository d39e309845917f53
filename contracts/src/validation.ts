import { z } from 'zod';
import { ValidationError, messages } from './errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Parses a request body with its schema: anything but a JSON object, or a field of the wrong
 * kind (an operator object where text belongs, say), is a ValidationError naming the problem.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!isPlainObject(body)) throw new ValidationError(messages.bodyNotObject);
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? messages.bodyNotObject);
  return result.data;
}

/** Plain decimal text as forms send numbers: `12`, `-3`, `49.99`; not `0x10`, `1e3` or `Infinity`. */
const decimalText = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number from a JSON number, or from decimal text where the spec's forms send text; anything
 * else (hex, exponents, blanks, arrays) is refused with `${label} phải là một số.`
 */
export const numberInput = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && decimalText.test(value) ? Number(value) : value),
    z.number({ error: `${label} phải là một số.` }).refine(Number.isFinite, `${label} phải là một số.`),
  );

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * Dollars with at most two decimals, never rounding to nothing: at least 0.01. With
 * `zeroAllowed`, 0 (or an empty field) is allowed too.
 */
export const moneyInput = (label: string, options: { zeroAllowed?: boolean } = {}) =>
  z
    .preprocess(
      (value) => (options.zeroAllowed && (value === '' || value === null || value === undefined) ? 0 : value),
      numberInput(label),
    )
    .pipe(
      z
        .number()
        .refine(twoDecimals, `${label} chỉ được có tối đa hai chữ số thập phân.`)
        .refine((v) => v >= 0.01 || (!!options.zeroAllowed && v === 0), `${label} phải từ 0.01 trở lên.`)
        .refine((v) => v <= 1_000_000_000, `${label} quá lớn.`),
    );
