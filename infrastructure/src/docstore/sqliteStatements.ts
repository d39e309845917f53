import type Database from 'better-sqlite3';

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
