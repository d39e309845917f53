import { update as mingoUpdate } from 'mingo';
import type { Doc, Filter, Update } from './port';

/**
 * Document helpers every adapter built on our own engine shares (the in-memory and the SQLite
 * store): copies, paths, MongoDB's order of values, and updates with MongoDB's operators.
 */

/**
 * A deep copy of a document: plain objects, arrays, dates and primitives, which is all a read
 * model holds. Several times faster than structuredClone on such data, which rebuilds feel.
 */
export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = clone((value as Record<string, unknown>)[key]);
  return copy as T;
}

export const valueAt = (doc: Doc, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Doc)[k] : undefined), doc);

/** Every value at a path, through arrays as MongoDB reads `items.productId`; arrays give their elements. */
export function valuesAt(value: unknown, path: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((element) => valuesAt(element, path));
  if (path === '') return value === undefined ? [] : [value];
  if (value === null || typeof value !== 'object') return [];
  const dot = path.indexOf('.');
  const key = dot === -1 ? path : path.slice(0, dot);
  return valuesAt((value as Record<string, unknown>)[key], dot === -1 ? '' : path.slice(dot + 1));
}

// MongoDB's order across types, for the types read models hold.
const typeRank = (v: unknown) =>
  v === null || v === undefined
    ? 0
    : typeof v === 'number'
      ? 1
      : typeof v === 'string'
        ? 2
        : v instanceof Date
          ? 5
          : typeof v === 'boolean'
            ? 4
            : 3;

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0 || ra === 3) return 0;
  const x = a instanceof Date ? a.getTime() : (a as number | string | boolean);
  const y = b instanceof Date ? b.getTime() : (b as number | string | boolean);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Fields a filter pins to one value, as an upsert's new document starts with them. */
export function equalityFields(filter: Filter): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    const isOperator =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).some((k) => k.startsWith('$'));
    if (!isOperator) fields[key] = value;
  }
  return fields;
}

/**
 * The document after an update ($set, $inc, $push, $pull, $unset; $setOnInsert is for upserts),
 * or null when the update changes nothing. The given document is not changed.
 */
export function updatedDocument<T extends Doc>(current: T, update: Update): T | null {
  const { $setOnInsert: _insertOnly, ...modifier } = update;
  const next = clone(current);
  const changed = mingoUpdate(next, modifier as never, [], undefined, { cloneMode: 'deep' });
  if (changed.length === 0) return null;
  if (next._id !== current._id) throw new Error('The _id field cannot be changed');
  return next;
}

/** The document an upsert creates when nothing matched: the filter's equalities, then the update. */
export function upsertedDocument<T extends Doc>(filter: Filter, update: Update): T {
  const { $setOnInsert, ...modifier } = update;
  const created = clone({ ...equalityFields(filter), ...($setOnInsert ?? {}) }) as T;
  mingoUpdate(created, modifier as never, [], undefined, { cloneMode: 'deep' });
  if (typeof created._id !== 'string') throw new Error('An upserted document needs a string _id');
  return created;
}
