import { valuesAt } from './documents';
import type { Meta } from './sqliteMeta';
import { createFilterTranslator, jsonPath, type SqlCondition } from './sqlFilter';
import type { createStatements } from './sqliteStatements';

/** The different values of a field among matching documents, arrays by element, as MongoDB. */
export function distinctValues(
  sql: ReturnType<typeof createStatements>,
  table: string,
  known: Meta,
  field: string,
  where: SqlCondition,
): unknown[] {
  // Read as JSON (so types survive) up to the first array on the path; the rest is walked here.
  const arrayAt = createFilterTranslator(known.arrayPaths).firstArrayPrefix(field);
  const head = arrayAt ?? field;
  const rest = arrayAt ? field.slice(arrayAt.length + 1) : '';
  const value = head === '_id' ? 'json_quote(id)' : `doc -> '${jsonPath(head).replace(/'/g, "''")}'`;
  const rows = sql.all<{ v: string | null }>(
    `SELECT DISTINCT ${value} AS v FROM ${table} WHERE ${where.sql}`,
    where.params,
  );
  const values = new Map<string, unknown>();
  for (const row of rows) {
    if (row.v === null) continue;
    for (const v of valuesAt(JSON.parse(row.v), rest)) values.set(JSON.stringify(v), v);
  }
  return [...values.values()];
}
