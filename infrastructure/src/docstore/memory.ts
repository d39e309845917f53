import { Query, update as applyUpdate } from 'mingo';
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

const clone = <T>(value: T): T => structuredClone(value);

/** Fields a filter pins to one value, as an upsert's new document starts with them. */
function equalityFields(filter: Filter): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    const isOperator =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).some((k) => k.startsWith('$'));
    if (!isOperator) fields[key] = value;
  }
  return fields;
}

class MemoryCollection<T extends Doc> implements Collection<T> {
  private readonly docs = new Map<string, T>();
  private uniqueIndexes: string[][] = [];
  /** As in MongoDB, a collection exists once written to or indexed, until dropped. */
  exists = false;

  constructor(private readonly name: string) {}

  private matching(filter: Filter = {}): T[] {
    const query = new Query(filter, {});
    const found: T[] = [];
    for (const doc of this.docs.values()) if (query.test(doc)) found.push(doc);
    return found;
  }

  private checkUnique(candidate: T, ignoreId: string | null) {
    if (ignoreId !== candidate._id && this.docs.has(candidate._id)) {
      throw new DuplicateKeyError(this.name, { _id: candidate._id });
    }
    for (const keys of this.uniqueIndexes) {
      const key = Object.fromEntries(keys.map((k) => [k, candidate[k]]));
      for (const other of this.docs.values()) {
        if (other._id === ignoreId || other._id === candidate._id) continue;
        if (keys.every((k) => other[k] === candidate[k])) throw new DuplicateKeyError(this.name, key);
      }
    }
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = new Query(filter, {}).find<T>([...this.docs.values()], options.projection as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return clone(cursor.all());
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}) {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async countDocuments(filter: Filter = {}) {
    return this.matching(filter).length;
  }

  async insertOne(document: T) {
    const doc = clone(document);
    this.checkUnique(doc, null);
    this.docs.set(doc._id, doc);
    this.exists = true;
  }

  drop() {
    this.docs.clear();
    this.uniqueIndexes = [];
    this.exists = false;
  }

  private updateDocs(targets: T[], filter: Filter, update: Update, upsert: boolean): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    let modifiedCount = 0;
    for (const current of targets) {
      const next = clone(current);
      const changed = applyUpdate(next, modifier as never, [], undefined, { cloneMode: 'deep' });
      if (changed.length === 0) continue;
      if (next._id !== current._id) throw new Error('The _id field cannot be changed');
      this.checkUnique(next, current._id);
      this.docs.set(next._id, next);
      modifiedCount += 1;
    }
    if (targets.length > 0 || !upsert) {
      return { matchedCount: targets.length, modifiedCount, upsertedId: null };
    }
    const created = clone({ ...equalityFields(filter), ...($setOnInsert ?? {}) }) as T;
    applyUpdate(created, modifier as never, [], undefined, { cloneMode: 'deep' });
    if (typeof created._id !== 'string') throw new Error('An upserted document needs a string _id');
    this.checkUnique(created, null);
    this.docs.set(created._id, created);
    this.exists = true;
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    return this.updateDocs(this.matching(filter).slice(0, 1), filter, update, options.upsert ?? false);
  }

  async updateMany(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    return this.updateDocs(this.matching(filter), filter, update, options.upsert ?? false);
  }

  async replaceOne(filter: Filter, replacement: T, options: { upsert?: boolean } = {}) {
    const [current] = this.matching(filter);
    const doc = clone(replacement);
    if (current) {
      if (doc._id !== undefined && doc._id !== current._id) throw new Error('The _id field cannot be changed');
      doc._id = current._id;
      this.checkUnique(doc, current._id);
      this.docs.set(doc._id, doc);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = { ...equalityFields(filter), ...doc } as T;
    this.checkUnique(created, null);
    this.docs.set(created._id, created);
    this.exists = true;
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }

  async deleteOne(filter: Filter) {
    const [doc] = this.matching(filter);
    if (doc) this.docs.delete(doc._id);
    return { deletedCount: doc ? 1 : 0 };
  }

  async deleteMany(filter: Filter = {}) {
    const docs = this.matching(filter);
    for (const doc of docs) this.docs.delete(doc._id);
    return { deletedCount: docs.length };
  }

  async bulkWrite(operations: BulkOperation<T>[]) {
    for (const op of operations) {
      if ('insertOne' in op) await this.insertOne(op.insertOne.document);
      else if ('updateOne' in op) await this.updateOne(op.updateOne.filter, op.updateOne.update, op.updateOne);
      else if ('updateMany' in op) await this.updateMany(op.updateMany.filter, op.updateMany.update, op.updateMany);
      else if ('replaceOne' in op)
        await this.replaceOne(op.replaceOne.filter, op.replaceOne.replacement, op.replaceOne);
      else if ('deleteOne' in op) await this.deleteOne(op.deleteOne.filter);
      else await this.deleteMany(op.deleteMany.filter);
    }
  }

  async createIndex(index: IndexSpec) {
    this.exists = true;
    if (!index.unique) return; // a scan answers every query; only uniqueness needs keeping
    const keys = Object.keys(index.keys);
    if (this.uniqueIndexes.some((k) => k.join() === keys.join())) return;
    this.uniqueIndexes.push(keys);
  }
}

/** Collections kept in this process's memory, queried and updated with mingo. */
export function createMemoryDocumentStore(): DocumentStore {
  const collections = new Map<string, MemoryCollection<Doc>>();
  return {
    collection<T extends Doc>(name: string) {
      let collection = collections.get(name);
      if (!collection) {
        collection = new MemoryCollection<Doc>(name);
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    async dropCollection(name) {
      collections.get(name)?.drop();
    },
    async listCollections() {
      return [...collections].filter(([, c]) => c.exists).map(([name]) => name);
    },
    async ping() {
      return true;
    },
    async close() {
      collections.clear();
    },
  };
}
