import type Database from 'better-sqlite3';
import type { Doc } from './port';
import { newArrayPaths, type createStatements } from './sqliteStatements';

export interface Meta {
  exists: boolean;
  /** Paths where some document of the collection held an array: filters on them look inside. */
  arrayPaths: Set<string>;
}

/**
 * What this process knows of each collection of the SQLite read store (does it exist, which
 * paths hold arrays), read from the `collections` table and read again once another connection
 * has written (SQLite's data_version says so).
 */
export function createCollectionMeta(
  db: Database.Database,
  sql: ReturnType<typeof createStatements>,
  table: (name: string) => string,
) {
  const metas = new Map<string, Meta>();
  let seenVersion = -1;
  const dataVersion = db.prepare<[], { data_version: number }>('PRAGMA data_version');
  const metaRow = db.prepare<[string], { array_paths: string }>('SELECT array_paths FROM collections WHERE name = ?');

  function meta(name: string): Meta {
    const version = dataVersion.get()!.data_version;
    if (version !== seenVersion) {
      seenVersion = version;
      metas.clear();
    }
    let known = metas.get(name);
    if (!known) {
      const row = metaRow.get(name);
      known = { exists: !!row, arrayPaths: new Set(row ? (JSON.parse(row.array_paths) as string[]) : []) };
      metas.set(name, known);
    }
    return known;
  }

  function ensureCollection(name: string): Meta {
    const known = meta(name);
    if (known.exists) return known;
    db.exec(`CREATE TABLE IF NOT EXISTS ${table(name)} (id TEXT PRIMARY KEY, doc BLOB NOT NULL)`);
    sql.run('INSERT OR IGNORE INTO collections (name) VALUES (?)', [name]);
    known.exists = true;
    return known;
  }

  /** Records the paths of a document that hold arrays. */
  function noteArrays(name: string, known: Meta, doc: Doc) {
    const found = newArrayPaths(doc, known.arrayPaths);
    if (found.length === 0) return;
    for (const path of found) known.arrayPaths.add(path);
    sql.run('UPDATE collections SET array_paths = ? WHERE name = ?', [JSON.stringify([...known.arrayPaths]), name]);
  }

  return { meta, ensureCollection, noteArrays, forget: () => metas.clear() };
}
