import Database from 'better-sqlite3';
import { MemoryCollection } from './memory';
import type { BulkOperation, Collection, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Update } from './port';

interface Meta {
  version: number;
  /** Changes when the collection is dropped or indexed: the mirror is then loaded afresh. */
  epoch: number;
  indexes: string;
}

/**
 * The read store in one SQLite file that several processes on one machine share: the services
 * started on their own without MongoDB. Each process queries an in-memory mirror of a
 * collection (the in-memory store's engine) and brings it up to date before each operation
 * from the rows written since (every row carries the collection version that wrote it; a
 * removal stays as a row without a document). Writes run in an immediate transaction, so
 * processes take turns, and within a process one operation runs at a time.
 */
export function createSqliteDocumentStore(options: { file: string }): DocumentStore {
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS collections (
      name    TEXT PRIMARY KEY,
      version INTEGER NOT NULL,
      epoch   INTEGER NOT NULL,
      indexes TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS documents (
      collection TEXT NOT NULL,
      id         TEXT NOT NULL,
      version    INTEGER NOT NULL,
      doc        TEXT,
      PRIMARY KEY (collection, id)
    );
    CREATE INDEX IF NOT EXISTS documents_by_version ON documents (collection, version);
  `);
  const metaOf = db.prepare<[string], Meta>('SELECT version, epoch, indexes FROM collections WHERE name = ?');
  const rowsSince = db.prepare<[string, number], { id: string; doc: string | null }>(
    'SELECT id, doc FROM documents WHERE collection = ? AND version > ?',
  );
  const createMeta = db.prepare(
    "INSERT OR IGNORE INTO collections (name, version, epoch, indexes) VALUES (?, 0, ?, '[]')",
  );
  const bump = db.prepare('UPDATE collections SET version = version + 1 WHERE name = ?');
  const setIndexes = db.prepare('UPDATE collections SET indexes = ?, epoch = epoch + 1 WHERE name = ?');
  const writeRow = db.prepare(
    'INSERT INTO documents (collection, id, version, doc) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (collection, id) DO UPDATE SET version = excluded.version, doc = excluded.doc',
  );
  const dropDocs = db.prepare('DELETE FROM documents WHERE collection = ?');
  const dropMeta = db.prepare('DELETE FROM collections WHERE name = ?');
  const names = db.prepare<[], { name: string }>('SELECT name FROM collections');

  // A dropped and recreated collection must not pass for the one a mirror was loaded from.
  const newEpoch = () => Math.floor(Math.random() * 2 ** 31);

  interface Mirror {
    collection: MemoryCollection<Doc>;
    version: number;
    epoch: number;
  }
  const mirrors = new Map<string, Mirror>();

  /** Brings this process's mirror of a collection up to what the file holds. */
  function sync(name: string): Mirror {
    const meta = metaOf.get(name);
    let mirror = mirrors.get(name);
    if (!mirror || !meta || mirror.epoch !== meta.epoch) {
      const collection = new MemoryCollection<Doc>(name);
      mirror = { collection, version: 0, epoch: meta?.epoch ?? 0 };
      mirrors.set(name, mirror);
      if (meta) {
        for (const index of JSON.parse(meta.indexes) as IndexSpec[]) void collection.createIndex(index);
      }
    }
    if (meta && meta.version !== mirror.version) {
      for (const row of rowsSince.all(name, mirror.version)) {
        mirror.collection.mirror(row.id, row.doc === null ? null : (JSON.parse(row.doc) as Doc));
      }
      mirror.version = meta.version;
    }
    return mirror;
  }

  // One operation at a time in this process: a transaction stays open across an await.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <R>(work: () => Promise<R>): Promise<R> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const read = <R>(name: string, op: (c: MemoryCollection<Doc>) => Promise<R>) =>
    serial(() => op(sync(name).collection));

  /** Runs a change on the mirror inside an immediate transaction and writes what it touched. */
  const write = <R>(name: string, op: (c: MemoryCollection<Doc>) => Promise<R>) =>
    serial(async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const mirror = sync(name);
        const changed = new Map<string, Doc | null>();
        mirror.collection.onChange = (id, doc) => void changed.set(id, doc);
        let outcome: { value: R } | { error: unknown };
        try {
          outcome = { value: await op(mirror.collection) };
        } catch (error) {
          // As MongoDB's ordered bulk writes: what was written before the failure stays.
          outcome = { error };
        } finally {
          mirror.collection.onChange = null;
        }
        if (changed.size > 0) {
          createMeta.run(name, newEpoch());
          bump.run(name);
          const version = (metaOf.get(name) as Meta).version;
          for (const [id, doc] of changed) writeRow.run(name, id, version, doc === null ? null : JSON.stringify(doc));
          mirror.version = version;
          mirror.epoch = (metaOf.get(name) as Meta).epoch;
        }
        db.exec('COMMIT');
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      } catch (error) {
        if (db.inTransaction) {
          db.exec('ROLLBACK');
          mirrors.delete(name);
        }
        throw error;
      }
    });

  const collection = <T extends Doc>(name: string): Collection<T> => {
    const c: Collection<Doc> = {
      find: (filter?: Filter, opts?: FindOptions) => read(name, (m) => m.find(filter, opts)),
      findOne: (filter, opts) => read(name, (m) => m.findOne(filter, opts)),
      countDocuments: (filter) => read(name, (m) => m.countDocuments(filter)),
      distinct: (field, filter) => read(name, (m) => m.distinct(field, filter)),
      insertOne: (doc) => write(name, (m) => m.insertOne(doc)),
      updateOne: (filter, update: Update, opts) => write(name, (m) => m.updateOne(filter, update, opts)),
      updateMany: (filter, update: Update, opts) => write(name, (m) => m.updateMany(filter, update, opts)),
      replaceOne: (filter, doc, opts) => write(name, (m) => m.replaceOne(filter, doc, opts)),
      deleteOne: (filter) => write(name, (m) => m.deleteOne(filter)),
      deleteMany: (filter) => write(name, (m) => m.deleteMany(filter)),
      bulkWrite: (ops: BulkOperation<Doc>[]) => write(name, (m) => m.bulkWrite(ops)),
      createIndex: (index) =>
        serial(async () => {
          db.exec('BEGIN IMMEDIATE');
          try {
            createMeta.run(name, newEpoch());
            const meta = metaOf.get(name) as Meta;
            const indexes = JSON.parse(meta.indexes) as IndexSpec[];
            if (!indexes.some((i) => JSON.stringify(i) === JSON.stringify(index))) {
              setIndexes.run(JSON.stringify([...indexes, index]), name);
            }
            db.exec('COMMIT');
          } catch (error) {
            if (db.inTransaction) db.exec('ROLLBACK');
            throw error;
          }
          // Loaded afresh with the index; a duplicate already stored fails as it would in MongoDB.
          await sync(name).collection.createIndex(index);
        }),
    };
    return c as unknown as Collection<T>;
  };

  return {
    collection,
    dropCollection: (name) =>
      serial(async () => {
        db.transaction(() => {
          dropDocs.run(name);
          dropMeta.run(name);
        }).immediate();
        mirrors.delete(name);
      }),
    listCollections: () => serial(async () => names.all().map((r) => r.name)),
    ping: async () => db.open,
    close: () =>
      serial(async () => {
        mirrors.clear();
        if (db.open) db.close();
      }),
  };
}
