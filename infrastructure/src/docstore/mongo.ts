import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type Db, type UpdateFilter } from 'mongodb';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type DocumentStore,
  type Filter,
  type IndexSpec,
  type Update,
} from './port';

const isDuplicateKey = (error: unknown): error is MongoServerError =>
  error instanceof MongoServerError && error.code === 11000;

async function translate<R>(collection: string, run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (error) {
    if (isDuplicateKey(error))
      throw new DuplicateKeyError(collection, (error.keyValue ?? {}) as Record<string, unknown>);
    throw error;
  }
}

function mongoCollection<T extends Doc>(db: Db, name: string): Collection<T> {
  // The driver's generics add nothing here: filters and updates are Mongo syntax either way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const c = db.collection<any>(name);
  const result = (r: { matchedCount: number; modifiedCount: number; upsertedId: unknown }) => ({
    matchedCount: r.matchedCount,
    modifiedCount: r.modifiedCount,
    upsertedId: r.upsertedId == null ? null : String(r.upsertedId),
  });
  return {
    find: (filter: Filter = {}, options = {}) =>
      c
        .find(filter, {
          sort: options.sort,
          skip: options.skip,
          limit: options.limit,
          projection: options.projection,
        })
        .toArray() as Promise<T[]>,
    findOne: (filter, options = {}) =>
      c.findOne(filter, { projection: options.projection, sort: options.sort }) as Promise<T | null>,
    countDocuments: (filter = {}) => c.countDocuments(filter),
    distinct: (field, filter = {}) => c.distinct(field, filter),
    insertOne: (document) => translate(name, async () => void (await c.insertOne(document))),
    updateOne: (filter, update: Update, options = {}) =>
      translate(name, async () =>
        result(await c.updateOne(filter, update as UpdateFilter<Doc>, { upsert: options.upsert })),
      ),
    updateMany: (filter, update: Update, options = {}) =>
      translate(name, async () =>
        result(await c.updateMany(filter, update as UpdateFilter<Doc>, { upsert: options.upsert })),
      ),
    replaceOne: (filter, replacement, options = {}) =>
      translate(name, async () => result(await c.replaceOne(filter, replacement, { upsert: options.upsert }))),
    deleteOne: async (filter) => ({ deletedCount: (await c.deleteOne(filter)).deletedCount }),
    deleteMany: async (filter = {}) => ({ deletedCount: (await c.deleteMany(filter)).deletedCount }),
    bulkWrite: (operations) =>
      translate(name, async () => {
        if (operations.length > 0) await c.bulkWrite(operations as AnyBulkWriteOperation[], { ordered: true });
      }),
    createIndex: async (index: IndexSpec) => {
      await c.createIndex(index.keys, { unique: index.unique, name: index.name });
    },
  };
}

/** The distributed read store: MongoDB through the official driver. */
export async function createMongoDocumentStore(options: { url: string; database?: string }): Promise<DocumentStore> {
  const client = new MongoClient(options.url);
  await client.connect();
  const db = client.db(options.database);
  return {
    collection: <T extends Doc>(name: string) => mongoCollection<T>(db, name),
    // Transactions need a replica set, and a client-level bulk write across collections MongoDB
    // 8: each collection's ordered bulk write in turn, in the order given.
    async bulkWriteCollections(writes) {
      for (const { collection, operations } of writes) await mongoCollection(db, collection).bulkWrite(operations);
    },
    async dropCollection(name) {
      await db.dropCollection(name).catch((error: unknown) => {
        if (!(error instanceof MongoServerError && error.codeName === 'NamespaceNotFound')) throw error;
      });
    },
    async listCollections() {
      return (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    },
    async ping() {
      try {
        await db.command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
