import { Query } from 'mingo';
import { AnswerCache, sortDocuments } from './memoryAnswers';
import { clone, equalityFields, updatedDocument, upsertedDocument, valueAt, valuesAt } from './documents';
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

/** The lookup keys of a value: an array is found by each of its elements, as in MongoDB. */
const lookupKeys = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Values a filter pins a field to (equality or $in), or null when it does not. */
function pinnedValues(condition: unknown): unknown[] | null {
  if (typeof condition === 'string' || typeof condition === 'number') return [condition];
  if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
    const keys = Object.keys(condition);
    const $in = (condition as { $in?: unknown }).$in;
    if (keys.length === 1 && Array.isArray($in) && $in.every((v) => typeof v === 'string' || typeof v === 'number'))
      return $in;
  }
  return null;
}

export class MemoryCollection<T extends Doc> implements Collection<T> {
  private readonly docs = new Map<string, T>();
  private uniqueIndexes: string[][] = [];
  /** Field → value → ids, for the first field of each declared index: narrows scans as MongoDB's indexes do. */
  private readonly lookups = new Map<string, Map<unknown, Set<string>>>();
  /** As in MongoDB, a collection exists once written to or indexed, until dropped. */
  exists = false;

  constructor(private readonly name: string) {}

  private put(doc: T) {
    this.forgetAnswers();
    this.unlink(doc._id);
    this.docs.set(doc._id, doc);
    for (const [field, byValue] of this.lookups) {
      for (const value of lookupKeys(valueAt(doc, field))) {
        let ids = byValue.get(value);
        if (!ids) byValue.set(value, (ids = new Set()));
        ids.add(doc._id);
      }
    }
  }

  private unlink(id: string) {
    const current = this.docs.get(id);
    if (!current) return;
    for (const [field, byValue] of this.lookups) {
      for (const value of lookupKeys(valueAt(current, field))) byValue.get(value)?.delete(id);
    }
  }

  private remove(id: string) {
    this.forgetAnswers();
    this.unlink(id);
    this.docs.delete(id);
  }

  /**
   * The documents a filter can match: by _id or an indexed field when it pins one, else all.
   * `exact` when that pinned field is the whole filter, so every candidate matches.
   */
  private candidates(filter: Filter): { docs: Iterable<T>; exact: boolean } {
    const exact = Object.keys(filter).length <= 1;
    const ids = pinnedValues(filter._id);
    if (ids) return { docs: ids.map((id) => this.docs.get(String(id))).filter((d): d is T => d !== undefined), exact };
    for (const [field, byValue] of this.lookups) {
      const values = pinnedValues(filter[field]);
      if (!values) continue;
      const found = new Set<string>();
      for (const value of values) for (const id of byValue.get(value) ?? []) found.add(id);
      return { docs: [...found].map((id) => this.docs.get(id)!), exact };
    }
    return { docs: this.docs.values(), exact: Object.keys(filter).length === 0 };
  }

  private matching(filter: Filter = {}): T[] {
    const { docs, exact } = this.candidates(filter);
    if (exact) return [...docs];
    const query = new Query(filter, {});
    const found: T[] = [];
    for (const doc of docs) if (query.test(doc)) found.push(doc);
    return found;
  }

  /** Recent filter-and-sort answers, dropped at the next write. */
  private readonly answers = new AnswerCache<T>();

  private sortedMatches(filter: Filter, sort: FindOptions['sort']): T[] {
    const fields = Object.entries(sort ?? {});
    const key = JSON.stringify([filter, fields]);
    return this.answers.get(key, () => {
      // A sorted answer starts from the unsorted one, which counts also use.
      if (fields.length === 0) return this.matching(filter);
      return sortDocuments([...this.sortedMatches(filter, undefined)], fields);
    });
  }

  private forgetAnswers() {
    this.answers.clear();
  }

  private checkUnique(candidate: T, ignoreId: string | null) {
    if (ignoreId !== candidate._id && this.docs.has(candidate._id)) {
      throw new DuplicateKeyError(this.name, { _id: candidate._id });
    }
    for (const keys of this.uniqueIndexes) {
      const key = Object.fromEntries(keys.map((k) => [k, candidate[k]]));
      // The lookup on the index's first field holds every document that could collide.
      const sameFirst = this.lookups.get(keys[0])?.get(valueAt(candidate, keys[0])) ?? new Set<string>();
      for (const id of sameFirst) {
        const other = this.docs.get(id)!;
        if (other._id === ignoreId || other._id === candidate._id) continue;
        if (keys.every((k) => other[k] === candidate[k])) throw new DuplicateKeyError(this.name, key);
      }
    }
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let found = this.sortedMatches(filter, options.sort);
    const skip = options.skip ?? 0;
    found = found.slice(skip, options.limit ? skip + options.limit : undefined);
    if (options.projection) found = new Query({}, {}).find<T>(found, options.projection as never).all();
    return clone(found);
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}) {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async countDocuments(filter: Filter = {}) {
    return this.sortedMatches(filter, undefined).length;
  }

  async distinct(field: string, filter: Filter = {}) {
    const lookup = this.lookups.get(field);
    if (lookup && Object.keys(filter).length === 0) {
      return [...lookup].filter(([, ids]) => ids.size > 0).map(([value]) => value);
    }
    const values = new Set<unknown>();
    for (const doc of this.matching(filter)) for (const value of valuesAt(doc, field)) values.add(value);
    return [...values];
  }

  async insertOne(document: T) {
    const doc = clone(document);
    this.checkUnique(doc, null);
    this.put(doc);
    this.exists = true;
  }

  drop() {
    this.forgetAnswers();
    this.docs.clear();
    this.uniqueIndexes = [];
    this.lookups.clear();
    this.exists = false;
  }

  private updateDocs(targets: T[], filter: Filter, update: Update, upsert: boolean): UpdateResult {
    let modifiedCount = 0;
    for (const current of targets) {
      const next = updatedDocument(current, update);
      if (!next) continue;
      this.checkUnique(next, current._id);
      this.put(next);
      modifiedCount += 1;
    }
    if (targets.length > 0 || !upsert) {
      return { matchedCount: targets.length, modifiedCount, upsertedId: null };
    }
    const created = upsertedDocument<T>(filter, update);
    this.checkUnique(created, null);
    this.put(created);
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
      this.put(doc);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const created = { ...equalityFields(filter), ...doc } as T;
    this.checkUnique(created, null);
    this.put(created);
    this.exists = true;
    return { matchedCount: 0, modifiedCount: 0, upsertedId: created._id };
  }

  async deleteOne(filter: Filter) {
    const [doc] = this.matching(filter);
    if (doc) this.remove(doc._id);
    return { deletedCount: doc ? 1 : 0 };
  }

  async deleteMany(filter: Filter = {}) {
    const docs = this.matching(filter);
    for (const doc of docs) this.remove(doc._id);
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
    const keys = Object.keys(index.keys);
    if (!this.lookups.has(keys[0])) {
      const byValue = new Map<unknown, Set<string>>();
      for (const doc of this.docs.values()) {
        for (const value of lookupKeys(valueAt(doc, keys[0]))) {
          if (!byValue.has(value)) byValue.set(value, new Set());
          byValue.get(value)!.add(doc._id);
        }
      }
      this.lookups.set(keys[0], byValue);
    }
    if (!index.unique) return;
    if (this.uniqueIndexes.some((k) => k.join() === keys.join())) return;
    this.uniqueIndexes.push(keys);
  }
}

/** Collections kept in this process's memory, queried and updated with mingo. */
export function createMemoryDocumentStore(): DocumentStore {
  const collections = new Map<string, MemoryCollection<Doc>>();
  const collectionOf = (name: string) => {
    let collection = collections.get(name);
    if (!collection) {
      collection = new MemoryCollection<Doc>(name);
      collections.set(name, collection);
    }
    return collection;
  };
  return {
    collection: <T extends Doc>(name: string) => collectionOf(name) as unknown as Collection<T>,
    async bulkWriteCollections(writes) {
      for (const { collection, operations } of writes) await collectionOf(collection).bulkWrite(operations);
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
