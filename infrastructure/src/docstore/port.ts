/**
 * The read store: the subset of MongoDB's collection API the read side needs, with Mongo's
 * query and update syntax. Adapters: in-memory (mingo) and MongoDB.
 */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;

export interface Update {
  $set?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
}

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export type BulkOperation<T extends Doc> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface IndexSpec {
  keys: Record<string, 1 | -1 | 'text'>;
  unique?: boolean;
  name?: string;
}

export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  /** The different values a field has among the matching documents (an array counts by element). */
  distinct(field: string, filter?: Filter): Promise<unknown[]>;
  insertOne(document: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter?: Filter): Promise<{ deletedCount: number }>;
  bulkWrite(operations: BulkOperation<T>[]): Promise<void>;
  createIndex(index: IndexSpec): Promise<void>;
}

/** One collection's part of a write across collections. */
export interface CollectionWrite {
  collection: string;
  operations: BulkOperation<Doc>[];
}

export interface DocumentStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /**
   * Bulk writes to several collections, in the order given. Where the store has transactions
   * across collections (SQLite) they commit together or not at all, so a batch's documents and
   * the checkpoint that covers them are never apart; elsewhere (MongoDB on a single server, the
   * in-memory store) each collection's ordered bulk write runs in turn, and what came before a
   * failure stays, as with `bulkWrite`.
   */
  bulkWriteCollections(writes: CollectionWrite[]): Promise<void>;
  /** Drops a collection and its indexes; a missing one is fine. */
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  /** True when the store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A unique index (always including `_id`) refused a write. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }

  /** True when only the document's `_id` collided (a position-guarded upsert losing a race). */
  get onIdOnly(): boolean {
    return Object.keys(this.key).length === 1 && '_id' in this.key;
  }
}
