import {
  operationsCollection,
  operationsIds,
  physicalCollection,
  readModelNames,
  type ReadModelsDocument,
} from '@tavico/contracts';
import type { Collection, Doc, DocumentStore } from '../docstore/port';

export const readModelsDocument = (store: DocumentStore) =>
  store.collection<ReadModelsDocument>(operationsCollection).findOne({ _id: operationsIds.readModels });

/** The generation the query side reads (0 before any rebuild). */
export async function activeGeneration(store: DocumentStore): Promise<number> {
  return (await readModelsDocument(store))?.generation ?? 0;
}

const generational = new Set<string>(readModelNames);

export interface ReadModelStore extends DocumentStore {
  /** The generation reads go to now. */
  generation(): Promise<number>;
}

/**
 * The read store as the query side and the jobs see it: a read model's name reaches the
 * collection of the live generation, looked up again at most every `refreshMs`. A rebuild keeps
 * the old generation until every reader has had time to move, so a moment of staleness here
 * never reads a dropped collection.
 */
export function readModelStore(store: DocumentStore, options: { refreshMs?: number } = {}): ReadModelStore {
  const refreshMs = options.refreshMs ?? 250;
  let cached = 0;
  let checkedAt = -Infinity;
  let pending: Promise<number> | null = null;

  const generation = (): Promise<number> => {
    if (Date.now() - checkedAt < refreshMs) return Promise.resolve(cached);
    pending ??= activeGeneration(store)
      .then((g) => {
        cached = g;
        checkedAt = Date.now();
        return g;
      })
      .finally(() => (pending = null));
    return pending;
  };

  const collection = <T extends Doc>(name: string): Collection<T> => {
    if (!generational.has(name)) return store.collection<T>(name);
    return new Proxy({} as Collection<T>, {
      get:
        (_target, method: keyof Collection<T>) =>
        async (...args: unknown[]) => {
          const target = store.collection<T>(physicalCollection(name, await generation()));
          return (target[method] as (...a: unknown[]) => unknown)(...args);
        },
    });
  };

  return {
    collection,
    async bulkWriteCollections(writes) {
      const live = writes.some((w) => generational.has(w.collection)) ? await generation() : 0;
      await store.bulkWriteCollections(
        writes.map((w) =>
          generational.has(w.collection) ? { ...w, collection: physicalCollection(w.collection, live) } : w,
        ),
      );
    },
    generation,
    dropCollection: (name) => store.dropCollection(name),
    listCollections: () => store.listCollections(),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
