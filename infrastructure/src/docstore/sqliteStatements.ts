import type Database from 'better-sqlite3';
import type { Doc, IndexSpec } from './port';
import { fieldExpression } from './sqlFilter';

/**
 * Prepared statements by SQL text, the most recently used kept: a filter's shape is one text
 * whatever its values (they are bound), so a few hundred cover every query the read side makes.
 */
export function createStatements(db: Database.Database, size = 500) {
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = db.prepare(text);
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
    }
    statements.set(text, statement);
    return statement;
  };
  return {
    all: <R>(text: string, params: unknown[]) => prepared(text).all(...params) as R[],
    get: <R>(text: string, params: unknown[]) => prepared(text).get(...params) as R | undefined,
    run: (text: string, params: unknown[]) => prepared(text).run(...params),
    /** Drops every statement (after a table is dropped, say). */
    forget: () => statements.clear(),
  };
}

/** The SQL that makes a declared index: the same json_extract expressions the queries use. */
export function indexStatement(table: string, collection: string, index: IndexSpec): string {
  const keys = Object.entries(index.keys);
  const suffix = keys.map(([k, d]) => `${k.replace(/[^A-Za-z0-9]/g, '_')}_${d === -1 ? 'd' : 'a'}`).join('_');
  const id = `ix_${collection}_${suffix}${index.unique ? '_u' : ''}`;
  const columns = keys.map(([field, direction]) => `${fieldExpression(field)}${direction === -1 ? ' DESC' : ''}`);
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${id}" ON ${table} (${columns.join(', ')})`;
}

/** The paths in a document that hold arrays (MongoDB paths: no indices) and are not known yet. */
export function newArrayPaths(doc: Doc, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  // Called for every document written: only objects are visited, and no entries are copied.
  const walk = (value: object, path: string, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      if (path && !known.has(path) && !found.includes(path)) found.push(path);
      for (const element of value as unknown[])
        if (element !== null && typeof element === 'object') walk(element, path, depth + 1);
      return;
    }
    for (const key in value) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === 'object') walk(inner, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  walk(doc, '', 0);
  return found;
}

/** `tavico_regexp(pattern, flags, value)`: MongoDB's $regex, with JavaScript's regular expressions. */
export function registerRegexp(db: Database.Database) {
  const regexes = new Map<string, RegExp>();
  db.function('tavico_regexp', { deterministic: true }, (pattern, flags, value) => {
    if (typeof value !== 'string') return 0;
    const key = `${String(flags)}/${String(pattern)}`;
    let re = regexes.get(key);
    if (!re) {
      if (regexes.size > 500) regexes.clear();
      re = new RegExp(String(pattern), String(flags));
      regexes.set(key, re);
    }
    return re.test(value) ? 1 : 0;
  });
}
