import type { AnyEvent, RecordedEvent } from '@tavico/contracts';
import {
  DuplicateKeyError,
  type BulkOperation,
  type CollectionWrite,
  type Doc,
  type DocumentStore,
} from '@tavico/infrastructure';
import type { Projection } from './projection';

const none: readonly string[] = [];

/** Only a document that has not seen this position (or any) may be written with it. */
const notNewer = (id: string, position: number) => ({
  _id: id,
  $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }],
});

/**
 * Documents as a batch knows them, by collection and id: read once from the store, then as the
 * batch's own events left them (null: absent). Writes of a later event read the earlier ones
 * from here, not from the store. It mirrors the store only once the batch's writes are
 * committed: after a failed write, throw it away.
 */
export type DocumentCache = Map<string, Map<string, Doc | null>>;

/** A projection's share of a batch: its events, in log order, and the collection they go to. */
export interface FoldTarget {
  projection: Projection;
  collection: string;
  events: RecordedEvent<AnyEvent>[];
}

/** The projections handling each event type, in the order given. */
export function projectionsByType(projections: Projection[]): Map<string, Projection[]> {
  const byType = new Map<string, Projection[]>();
  for (const p of projections) for (const type of p.handles) byType.set(type, [...(byType.get(type) ?? []), p]);
  return byType;
}

/**
 * Folds a batch of events into the documents they touch, a projection at a time: the documents
 * it needs and the cache lacks are read in one query per 500, each event is folded onto the
 * document as the batch left it, and each changed document is written once. Each document
 * remembers the last position applied to it, so an event it has seen is skipped.
 *
 * `guarded` (the live runner): each write is filtered on that position, so a concurrent writer
 * that got further wins (the write fails with a DuplicateKeyError on the id, and the batch is
 * applied again from the documents as they are). Without it (a rebuild into fresh collections
 * that nobody else writes) documents are written by id alone. `stored`, when the caller knows
 * every id a collection holds (a rebuild again), spares looking up the others.
 */
export async function foldEvents(
  store: DocumentStore,
  targets: FoldTarget[],
  options: { guarded: boolean; cache?: DocumentCache; stored?: Map<string, Set<string>> },
): Promise<{ writes: CollectionWrite[]; cache: DocumentCache; touched: Map<string, Set<string>> }> {
  const cache: DocumentCache = options.cache ?? new Map();
  const writes: CollectionWrite[] = [];
  const touched = new Map<string, Set<string>>();
  for (const { projection, collection, events } of targets) {
    let docs = cache.get(collection);
    if (!docs) cache.set(collection, (docs = new Map()));
    const known = options.stored?.get(collection);
    // Each event's document, and the ones it follows on from, worked out once.
    const ids: (string | null)[] = [];
    const befores: (readonly string[])[] = [];
    const wanted = new Set<string>();
    const want = (id: string) => {
      if (docs.has(id)) return;
      if (known && !known.has(id)) docs.set(id, null);
      else wanted.add(id);
    };
    for (const event of events) {
      const id = projection.documentId(event);
      const before = (id !== null && projection.follows?.(event)) || none;
      ids.push(id);
      befores.push(before);
      if (id !== null) want(id);
      for (const b of before) want(b);
    }
    const mine = new Set<string>();
    for (const id of ids) if (id !== null) mine.add(id);
    if (mine.size === 0) continue;
    touched.set(collection, mine);
    if (wanted.size > 0) {
      const list = [...wanted];
      for (let i = 0; i < list.length; i += 500) {
        const chunk = list.slice(i, i + 500);
        for (const id of chunk) docs.set(id, null);
        for (const doc of await store.collection(collection).find({ _id: { $in: chunk } })) docs.set(doc._id, doc);
      }
    }
    // What the store holds before this batch: only those can be deleted.
    const stored = new Set<string>();
    for (const id of mine) if (docs.get(id)) stored.add(id);
    const changed = new Map<string, number>();
    events.forEach((event, i) => {
      const id = ids[i];
      if (id === null) return;
      const current = docs.get(id) ?? null;
      if (current && typeof current._position === 'number' && current._position >= event.position) return;
      const before = befores[i];
      const next = projection.evolve(
        current,
        event,
        before.map((b) => docs.get(b) ?? null),
      );
      // The projection's own object (see Projection.evolve): stamped, not copied.
      const doc = next && Object.assign(next, { _id: id, _position: event.position });
      docs.set(id, doc);
      changed.set(id, event.position);
    });
    const operations: BulkOperation<Doc>[] = [];
    for (const [id, position] of changed) {
      const doc = docs.get(id);
      const filter = options.guarded ? notNewer(id, position) : { _id: id };
      if (doc) operations.push({ replaceOne: { filter, replacement: doc, upsert: true } });
      else if (stored.has(id)) operations.push({ deleteOne: { filter } });
    }
    if (operations.length > 0) writes.push({ collection, operations });
  }
  return { writes, cache, touched };
}

/**
 * What a failed write of folded documents means: a lost race on a document's id (another
 * writer got further: apply the batch again), or a unique key refusing a document (the
 * projection cannot go on). Anything else is passed on as it is.
 */
export function writeFailure(error: unknown, projectionOf: (collection: string) => string | null): unknown {
  if (!(error instanceof DuplicateKeyError)) return error;
  if (error.onIdOnly) return new NewerWriter(error);
  // Any other unique key refusing the model (two users with one e-mail, say) is a bug or a
  // damaged log: trying again would never end, so the projection stops and says why.
  return new ProjectionBroken(projectionOf(error.collection) ?? error.collection, error);
}

/** A read model refuses what its projection made of an event: the projection cannot go on. */
export class ProjectionBroken extends Error {
  constructor(
    readonly projection: string,
    readonly refused: DuplicateKeyError,
  ) {
    super(`The ${projection} projection cannot go on: ${refused.message}`);
    this.name = 'ProjectionBroken';
  }
}

/** Another writer got further on a document than this batch: apply the batch again. */
export class NewerWriter extends Error {
  constructor(readonly duplicate: DuplicateKeyError) {
    super(`a newer event was applied meanwhile: ${duplicate.message}`);
    this.name = 'NewerWriter';
  }
}
