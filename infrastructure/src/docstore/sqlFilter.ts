import type { Filter, SortSpec } from './port';

/**
 * MongoDB filters as SQLite conditions over documents kept as JSON (`doc`, JSONB) with their
 * `_id` in the `id` column. A field reads as `json_extract(doc, '$.a.b')`, the very expression
 * the declared indexes are built on, so equalities, `$in`, ranges and sorts on indexed fields
 * are answered from the index.
 *
 * MongoDB compares a value with each element of an array field. A field that has never held an
 * array (nor passes through one) is compared directly; for the paths `arrayPaths` names, the
 * condition also looks inside the arrays. The store records those paths as documents are
 * written.
 */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** A value at a path: the SQL expression of the value and of its JSON type (NULL when missing). */
interface Source {
  value: string;
  type: string;
}

const jsonKey = (segment: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment) ? segment : JSON.stringify(segment));

/** A JSON path for SQLite's JSON functions: `a.b` → `$.a.b`. */
export const jsonPath = (field: string): string => `$.${field.split('.').map(jsonKey).join('.')}`;

const quote = (path: string) => `'${path.replace(/'/g, "''")}'`;

/** The SQL expression of a field, as queries and index definitions both write it. */
export const fieldExpression = (field: string, doc = 'doc'): string =>
  field === '_id' ? 'id' : `json_extract(${doc}, ${quote(jsonPath(field))})`;

const typeExpression = (field: string, doc = 'doc'): string =>
  field === '_id' ? `'text'` : `json_type(${doc}, ${quote(jsonPath(field))})`;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RegExp) && !(v instanceof Date);

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

export class UnsupportedFilter extends Error {
  constructor(what: string) {
    super(`The SQLite read store does not support ${what} in a filter`);
    this.name = 'UnsupportedFilter';
  }
}

export function createFilterTranslator(arrayPaths: ReadonlySet<string>) {
  // Aliases are numbered afresh for each filter, so one filter shape is always one SQL text.
  let aliasCounter = 0;

  /** The first prefix of `field` (itself included) past `after` known to hold arrays, or null. */
  const firstArrayPrefix = (field: string, after = ''): string | null => {
    if (arrayPaths.size === 0 || field === '_id') return null;
    const parts = field.split('.');
    const start = after ? after.split('.').length + 1 : 1;
    for (let i = start; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (arrayPaths.has(prefix)) return prefix;
    }
    return null;
  };

  /**
   * The condition `test` holds for a field: for the value itself and, where the path holds
   * arrays, for any element (`each`: whether the test also applies to array elements).
   */
  function onField(
    field: string,
    test: (source: Source) => SqlCondition,
    each = true,
    doc = 'doc',
    prefix = '',
  ): SqlCondition {
    const full = prefix ? `${prefix}.${field}` : field;
    const direct = test({ value: fieldExpression(field, doc), type: typeExpression(field, doc) });
    const arrayAt = each ? firstArrayPrefix(full, prefix) : null;
    if (!arrayAt) return direct;
    const local = prefix ? arrayAt.slice(prefix.length + 1) : arrayAt;
    const rest = full.slice(arrayAt.length + 1);
    const alias = `e${++aliasCounter}`;
    let inner: SqlCondition;
    if (rest) {
      const nested = onField(rest, test, each, `${alias}.value`, arrayAt);
      inner = { sql: `(${alias}.type = 'object' AND ${nested.sql})`, params: nested.params };
    } else {
      inner = test({ value: `${alias}.value`, type: `${alias}.type` });
    }
    const elements = `EXISTS (SELECT 1 FROM json_each(${doc}, ${quote(jsonPath(local))}) AS ${alias} WHERE ${typeExpression(local, doc)} = 'array' AND ${inner.sql})`;
    return { sql: `(${direct.sql} OR ${elements})`, params: [...direct.params, ...inner.params] };
  }

  function equals(source: Source, value: unknown): SqlCondition {
    if (value === null || value === undefined)
      return { sql: `(${source.type} IS NULL OR ${source.type} = 'null')`, params: [] };
    if (typeof value === 'boolean') return { sql: `${source.type} = '${value ? 'true' : 'false'}'`, params: [] };
    if (typeof value === 'number' || typeof value === 'string') return { sql: `${source.value} = ?`, params: [value] };
    if (Array.isArray(value) || isPlainObject(value))
      return {
        sql: `(${source.type} IN ('array', 'object') AND ${source.value} = json(?))`,
        params: [JSON.stringify(value)],
      };
    throw new UnsupportedFilter(`a value of type ${typeof value}`);
  }

  function among(source: Source, values: unknown[]): SqlCondition {
    if (values.length === 0) return { sql: '0', params: [] };
    if (values.every((v) => typeof v === 'string' || typeof v === 'number')) {
      return { sql: `${source.value} IN (${values.map(() => '?').join(', ')})`, params: values };
    }
    const parts = values.map((v) => equals(source, v));
    return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
  }

  const comparisons: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

  function compare(source: Source, op: string, value: unknown): SqlCondition {
    if (typeof value === 'number') {
      return {
        sql: `(${source.value} ${comparisons[op]} ? AND ${source.type} IN ('integer', 'real'))`,
        params: [value],
      };
    }
    if (typeof value === 'string') {
      return { sql: `(${source.value} ${comparisons[op]} ? AND ${source.type} = 'text')`, params: [value] };
    }
    throw new UnsupportedFilter(`${op} with a value of type ${typeof value}`);
  }

  function regex(source: Source, pattern: unknown, options: unknown): SqlCondition {
    if (pattern instanceof RegExp)
      return { sql: `tavico_regexp(?, ?, ${source.value})`, params: [pattern.source, pattern.flags] };
    if (typeof pattern !== 'string') throw new UnsupportedFilter('a $regex that is not text');
    const flags = typeof options === 'string' ? options.replace(/[^imsu]/g, '') : '';
    return { sql: `tavico_regexp(?, ?, ${source.value})`, params: [pattern, flags] };
  }

  // A missing field makes a comparison NULL, and NOT NULL is still NULL: count it as not matching first.
  const not = (c: SqlCondition): SqlCondition => ({ sql: `NOT coalesce(${c.sql}, 0)`, params: c.params });
  const all = (parts: SqlCondition[], joiner: 'AND' | 'OR'): SqlCondition =>
    parts.length === 0
      ? { sql: joiner === 'AND' ? '1' : '0', params: [] }
      : parts.length === 1
        ? parts[0]
        : { sql: `(${parts.map((p) => p.sql).join(` ${joiner} `)})`, params: parts.flatMap((p) => p.params) };

  function fieldCondition(field: string, condition: unknown): SqlCondition {
    if (condition instanceof RegExp) return onField(field, (s) => regex(s, condition, undefined));
    if (!isOperatorObject(condition)) return onField(field, (s) => equals(s, condition));
    const ops = condition;
    const parts: SqlCondition[] = [];
    for (const [op, value] of Object.entries(ops)) {
      switch (op) {
        case '$eq':
          parts.push(onField(field, (s) => equals(s, value)));
          break;
        case '$ne':
          parts.push(not(onField(field, (s) => equals(s, value))));
          break;
        case '$in':
          if (!Array.isArray(value)) throw new UnsupportedFilter('$in without an array');
          parts.push(onField(field, (s) => among(s, value)));
          break;
        case '$nin':
          if (!Array.isArray(value)) throw new UnsupportedFilter('$nin without an array');
          parts.push(not(onField(field, (s) => among(s, value))));
          break;
        case '$gt':
        case '$gte':
        case '$lt':
        case '$lte':
          parts.push(onField(field, (s) => compare(s, op, value)));
          break;
        case '$exists': {
          const exists = onField(field, (s) => ({ sql: `${s.type} IS NOT NULL`, params: [] }), false);
          parts.push(value ? exists : not(exists));
          break;
        }
        case '$regex':
          parts.push(onField(field, (s) => regex(s, value, ops.$options)));
          break;
        case '$options':
          if (!('$regex' in ops)) throw new UnsupportedFilter('$options without $regex');
          break;
        case '$not':
          parts.push(not(fieldCondition(field, value)));
          break;
        default:
          throw new UnsupportedFilter(op);
      }
    }
    return all(parts, 'AND');
  }

  function where(filter: Filter = {}): SqlCondition {
    aliasCounter = 0;
    return conditions(filter);
  }

  function conditions(filter: Filter): SqlCondition {
    const parts: SqlCondition[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (key === '$and' || key === '$or' || key === '$nor') {
        if (!Array.isArray(value)) throw new UnsupportedFilter(`${key} without an array`);
        const inner = value.map((f) => conditions(f as Filter));
        parts.push(key === '$and' ? all(inner, 'AND') : key === '$or' ? all(inner, 'OR') : not(all(inner, 'OR')));
      } else if (key.startsWith('$')) {
        throw new UnsupportedFilter(key);
      } else {
        parts.push(fieldCondition(key, value));
      }
    }
    return all(parts, 'AND');
  }

  function orderBy(sort: SortSpec | undefined): string {
    const fields = Object.entries(sort ?? {});
    if (fields.length === 0) return '';
    return ` ORDER BY ${fields.map(([f, d]) => `${fieldExpression(f)}${d === -1 ? ' DESC' : ''}`).join(', ')}`;
  }

  return { where, orderBy, firstArrayPrefix };
}
