import Database from 'better-sqlite3';
import { Query } from 'mingo';
import {
  DuplicateKeyError,
  type BulkOperation,
  type Collection,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Update,
  type UpdateResult,
} from './port';
import { equalityFields, updatedDocument, upsertedDocument } from './documents';
import { createFilterTranslator, type SqlCondition } from './sqlFilter';
import { createStatements, indexStatement, registerRegexp } from './sqliteStatements';
import { createCollectionMeta, type Meta } from './sqliteMeta';
import { createByIdWrites } from './sqliteById';
import { distinctValues } from './sqliteDistinct';
import { checkpointInBackground } from '../sqliteCheckpoints';

/**
 * The read store in one SQLite file: the standalone shop's read models, and those of services
 * started on their own on one machine without MongoDB (they share the file). Each collection is
 * a table of JSONB documents; each declared index is an SQLite expression index on the same
 * `json_extract` expressions the queries use, so reads are answered on disk through indexes and
 * nothing is mirrored in memory: memory stays flat however large the read models grow.
 *
 * Writes run in immediate transactions (processes take turns). Not synced on every commit
 * (`synchronous=NORMAL`): read models are rebuilt from the log, and a checkpoint is only saved
 * after the documents it covers, so a power cut costs at most a few events projected again.
 */
export function createSqliteDocumentStore(options: { file: string }): DocumentStore {
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -32000'); // 32 MB of pages at most
  const checkpoints = checkpointInBackground(db, options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS collections (
      name        TEXT PRIMARY KEY,
      indexes     TEXT NOT NULL DEFAULT '[]',
      array_paths TEXT NOT NULL DEFAULT '[]'
    );
  `);
  registerRegexp(db);
  const sql = createStatements(db);

  const table = (name: string) => {
    if (!/^[A-Za-z0-9_]{1,120}$/.test(name)) throw new Error(`Not a collection name: ${name}`);
    return `"rm_${name}"`;
  };

  const { meta, ensureCollection, noteArrays, forget } = createCollectionMeta(db, sql, table);

  const translate = (known: Meta, filter: Filter = {}): SqlCondition =>
    createFilterTranslator(known.arrayPaths).where(filter);

  const parse = (row: { id: string; doc: string }) => JSON.parse(row.doc) as Doc;

  /** Rows matching a filter, in order; an unknown collection has none. */
  function select(name: string, filter: Filter, options: Pick<FindOptions, 'sort' | 'skip' | 'limit'> = {}) {
    const known = meta(name);
    if (!known.exists) return [];
    const where = translate(known, filter);
    let text = `SELECT id, json(doc) AS doc FROM ${table(name)} WHERE ${where.sql}`;
    text += createFilterTranslator(known.arrayPaths).orderBy(options.sort);
    const params = [...where.params];
    if (options.limit || options.skip) {
      text += ' LIMIT ? OFFSET ?';
      params.push(options.limit && options.limit > 0 ? options.limit : -1, options.skip ?? 0);
    }
    return sql.all<{ id: string; doc: string }>(text, params);
  }

  function insert(name: string, known: Meta, doc: Doc) {
    try {
      sql.run(`INSERT INTO ${table(name)} (id, doc) VALUES (?, jsonb(?))`, [doc._id, JSON.stringify(doc)]);
    } catch (error) {
      throw duplicateKey(name, error, doc);
    }
    noteArrays(name, known, doc);
  }

  function replace(name: string, known: Meta, doc: Doc) {
    try {
      sql.run(`UPDATE ${table(name)} SET doc = jsonb(?) WHERE id = ?`, [JSON.stringify(doc), doc._id]);
    } catch (error) {
      throw duplicateKey(name, error, doc);
    }
    noteArrays(name, known, doc);
  }

  function duplicateKey(name: string, error: unknown, doc: Doc): unknown {
    const code = (error as { code?: string }).code ?? '';
    if (!code.startsWith('SQLITE_CONSTRAINT')) return error;
    if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new DuplicateKeyError(name, { _id: doc._id });
    // Another unique index: name it, as MongoDB's error names the key that collided.
    const index = /index '([^']+)'/.exec((error as Error).message)?.[1] ?? 'a unique index';
    return new DuplicateKeyError(name, { index, _id: doc._id });
  }

  // ---- the operations, each in one transaction ----

  const updateDocs = (name: string, filter: Filter, update: Update, upsert: boolean, many: boolean): UpdateResult => {
    const known = ensureCollection(name);
    const targets = select(name, filter, many ? {} : { limit: 1 }).map(parse);
    let modifiedCount = 0;
    for (const current of targets) {
      const next = updatedDocument(current, update);
      if (!next) continue;
      replace(name, known, next);
      modifiedCount += 1;
    }
    if (targets.length > 0 || !upsert) return { matchedCount: targets.length, modifiedCount, upsertedId: null };
    const created = upsertedDocument(filter, update);
    insert(name, known, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  };

  const { upsertById, setById } = createByIdWrites({
    sql,
    table,
    translate,
    ensureCollection,
    insert,
    noteArrays,
    duplicateKey,
  });

  const replaceDoc = (name: string, filter: Filter, replacement: Doc, upsert: boolean, answer = true): UpdateResult => {
    const known = ensureCollection(name);
    const { _id: id, ...rest } = filter;
    if (upsert && typeof id === 'string' && (replacement._id === undefined || replacement._id === id))
      return upsertById(name, known, id, rest, replacement, answer);
    const [current] = select(name, filter, { limit: 1 }).map(parse);
    if (current) {
      if (replacement._id !== undefined && replacement._id !== current._id)
        throw new Error('The _id field cannot be changed');
      replace(name, known, { ...replacement, _id: current._id });
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = { ...equalityFields(filter), ...replacement } as Doc;
    insert(name, known, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  };

  const deleteDocs = (name: string, filter: Filter, many: boolean) => {
    const known = meta(name);
    if (!known.exists) return { deletedCount: 0 };
    const where = translate(known, filter);
    const limit = many ? '' : ' LIMIT 1';
    const info = sql.run(
      `DELETE FROM ${table(name)} WHERE id IN (SELECT id FROM ${table(name)} WHERE ${where.sql}${limit})`,
      where.params,
    );
    return { deletedCount: info.changes };
  };

  const bulk = (name: string, operations: BulkOperation<Doc>[]) => {
    // As MongoDB's ordered bulk writes: what was written before a failure stays.
    for (const op of operations) {
      if ('insertOne' in op) insert(name, ensureCollection(name), op.insertOne.document);
      else if ('updateOne' in op) {
        const { filter, update, upsert } = op.updateOne;
        if (!setById(name, filter, update, !!upsert)) updateDocs(name, filter, update, !!upsert, false);
      } else if ('updateMany' in op)
        updateDocs(name, op.updateMany.filter, op.updateMany.update, !!op.updateMany.upsert, true);
      else if ('replaceOne' in op)
        replaceDoc(name, op.replaceOne.filter, op.replaceOne.replacement, !!op.replaceOne.upsert, false);
      else if ('deleteOne' in op) deleteDocs(name, op.deleteOne.filter, false);
      else deleteDocs(name, op.deleteMany.filter, true);
    }
  };

  /** Runs a write in one immediate transaction; a failure part way keeps what came before it. */
  function write<R>(work: () => R, keepPartial = false): R {
    let failure: { error: unknown } | null = null;
    let result: R;
    try {
      result = db
        .transaction(() => {
          try {
            return work();
          } catch (error) {
            if (!keepPartial) throw error;
            failure = { error };
            return undefined as R;
          }
        })
        .immediate();
    } catch (error) {
      forget(); // a rolled-back transaction may have undone a table this process thought made
      throw error;
    }
    if (failure) throw (failure as { error: unknown }).error;
    return result;
  }

  function createIndex(name: string, index: IndexSpec) {
    write(() => {
      ensureCollection(name);
      try {
        db.exec(indexStatement(table(name), name, index));
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.startsWith('SQLITE_CONSTRAINT')) throw new DuplicateKeyError(name, index.keys);
        throw error;
      }
      const row = db.prepare<[string], { indexes: string }>('SELECT indexes FROM collections WHERE name = ?').get(name);
      const specs = JSON.parse(row?.indexes ?? '[]') as IndexSpec[];
      if (!specs.some((s) => JSON.stringify(s) === JSON.stringify(index))) {
        sql.run('UPDATE collections SET indexes = ? WHERE name = ?', [JSON.stringify([...specs, index]), name]);
      }
    });
  }

  const project = (docs: Doc[], projection: FindOptions['projection']) =>
    projection ? new Query({}, {}).find<Doc>(docs, projection as never).all() : docs;

  const collection = <T extends Doc>(name: string): Collection<T> => {
    table(name); // a bad name fails here, not at the first query
    const c: Collection<Doc> = {
      async find(filter = {}, opts = {}) {
        return project(select(name, filter, opts).map(parse), opts.projection);
      },
      async findOne(filter, opts = {}) {
        return project(select(name, filter, { sort: opts.sort, limit: 1 }).map(parse), opts.projection)[0] ?? null;
      },
      async countDocuments(filter = {}) {
        const known = meta(name);
        if (!known.exists) return 0;
        const where = translate(known, filter);
        return sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table(name)} WHERE ${where.sql}`, where.params)!.n;
      },
      async distinct(field, filter = {}) {
        const known = meta(name);
        if (!known.exists) return [];
        return distinctValues(sql, table(name), known, field, translate(known, filter));
      },
      async insertOne(doc) {
        write(() => insert(name, ensureCollection(name), doc));
      },
      async updateOne(filter, update, opts = {}) {
        return write(() => updateDocs(name, filter, update, !!opts.upsert, false));
      },
      async updateMany(filter, update, opts = {}) {
        return write(() => updateDocs(name, filter, update, !!opts.upsert, true));
      },
      async replaceOne(filter, doc, opts = {}) {
        return write(() => replaceDoc(name, filter, doc, !!opts.upsert));
      },
      async deleteOne(filter) {
        return write(() => deleteDocs(name, filter, false));
      },
      async deleteMany(filter = {}) {
        return write(() => deleteDocs(name, filter, true));
      },
      async bulkWrite(operations) {
        write(() => bulk(name, operations), true);
      },
      async createIndex(index) {
        createIndex(name, index);
      },
    };
    return c as unknown as Collection<T>;
  };

  return {
    collection,
    async bulkWriteCollections(writes) {
      for (const { collection: name } of writes) table(name);
      // One transaction: all of it or, on a failure, none of it.
      write(() => {
        for (const { collection: name, operations } of writes) bulk(name, operations);
      });
    },
    async dropCollection(name) {
      write(() => {
        db.exec(`DROP TABLE IF EXISTS ${table(name)}`);
        sql.run('DELETE FROM collections WHERE name = ?', [name]);
      });
      forget();
      sql.forget();
    },
    async listCollections() {
      return sql.all<{ name: string }>('SELECT name FROM collections', []).map((r) => r.name);
    },
    async ping() {
      return db.open;
    },
    async close() {
      await checkpoints.stop();
      if (db.open) db.close();
    },
  };
}
