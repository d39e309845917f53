import type { z } from 'zod';
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
