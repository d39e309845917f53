import type { createStatements } from './sqliteStatements';
import type { Meta } from './sqliteMeta';
import type { SqlCondition } from './sqlFilter';
import { upsertedDocument } from './documents';
import { DuplicateKeyError, type Doc, type Filter, type Update } from './port';

/** What the by-id writes use of the SQLite store they belong to. */
interface Store {
  sql: ReturnType<typeof createStatements>;
  table(name: string): string;
  translate(known: Meta, filter: Filter): SqlCondition;
  ensureCollection(name: string): Meta;
  insert(name: string, known: Meta, doc: Doc): void;
  noteArrays(name: string, known: Meta, doc: Doc): void;
  duplicateKey(name: string, error: unknown, doc: Doc): unknown;
}

/**
 * The SQLite store's writes of one document found by `_id`, the ones projections and their
 * checkpoints make over and over: each is one statement on the row's key, with no filter
 * translated for the key and no stored document read or parsed.
 */
export function createByIdWrites({ sql, table, translate, ensureCollection, insert, noteArrays, duplicateKey }: Store) {
  /**
   * An upsert by `_id` (what projections write), in one statement: the row is found by its key,
   * not by a translated filter, and no stored document is parsed. The rest of the filter guards
   * the update (a position, say); when it refuses an existing document, the insert MongoDB
   * would then try collides on `_id`, so the same DuplicateKeyError is thrown. Whether it
   * inserted is looked up only for a caller that asks (a bulk write does not).
   */
  const upsertById = (name: string, known: Meta, id: string, rest: Filter, replacement: Doc, answer: boolean) => {
    const doc =
      replacement._id === id ? replacement : ({ _id: id, ...(replacement as Record<string, unknown>) } as Doc);
    const existed = answer && !!sql.get(`SELECT 1 FROM ${table(name)} WHERE id = ?`, [id]);
    const guard = Object.keys(rest).length > 0 ? translate(known, rest) : null;
    let changes: number;
    try {
      changes = sql.run(
        `INSERT INTO ${table(name)} (id, doc) VALUES (?, jsonb(?)) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc` +
          (guard ? ` WHERE ${guard.sql}` : ''),
        [id, JSON.stringify(doc), ...(guard?.params ?? [])],
      ).changes;
    } catch (error) {
      throw duplicateKey(name, error, doc);
    }
    if (changes === 0) throw new DuplicateKeyError(name, { _id: id });
    noteArrays(name, known, doc);
    return existed
      ? { matchedCount: 1, modifiedCount: 1, upsertedId: null }
      : { matchedCount: 0, modifiedCount: 0, upsertedId: id };
  };

  /**
   * A bulk write's update of one document by `_id` that only sets top-level fields to plain
   * values (a checkpoint's position, say), done in SQL: nothing is read or parsed. Null when the
   * update is of another kind, for the general way. As MongoDB: a filter that refuses an
   * existing document makes an upsert collide on `_id`.
   */
  const setById = (name: string, filter: Filter, update: Update, upsert: boolean): true | null => {
    const { _id: id, ...rest } = filter;
    const { $set, $setOnInsert, ...others } = update;
    if (typeof id !== 'string' || !$set || Object.keys(others).length > 0) return null;
    const fields = Object.entries($set);
    const plain = (v: unknown) =>
      v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
    if (fields.length === 0 || !fields.every(([k, v]) => k !== '_id' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) && plain(v)))
      return null;
    const known = ensureCollection(name);
    const guard = Object.keys(rest).length > 0 ? translate(known, rest) : null;
    const sets = fields.map(([k]) => `'$.${k}', json(?)`).join(', ');
    let changes: number;
    try {
      changes = sql.run(
        `UPDATE ${table(name)} SET doc = jsonb_set(doc, ${sets}) WHERE id = ?${guard ? ` AND ${guard.sql}` : ''}`,
        [...fields.map(([, v]) => JSON.stringify(v)), id, ...(guard?.params ?? [])],
      ).changes;
    } catch (error) {
      throw duplicateKey(name, error, { _id: id });
    }
    if (changes > 0 || !upsert) return true;
    if (sql.get(`SELECT 1 FROM ${table(name)} WHERE id = ?`, [id])) throw new DuplicateKeyError(name, { _id: id });
    insert(name, known, upsertedDocument(filter, { $set, $setOnInsert }));
    return true;
  };

  return { upsertById, setById };
}
