import type { AnyEvent, RecordedEvent } from '@tavico/contracts';
import { DuplicateKeyError, type BulkOperation, type Collection, type Doc } from '@tavico/infrastructure';
import type { Projection } from './projection';

/** Only a document that has not seen this position (or any) may be written with it. */
const notNewer = (id: string, position: number) => ({
  _id: id,
  $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }],
});

/**
 * Applies a page of events to the documents they touch, in one read and one write: the
 * documents are loaded together, folded in memory, and written in one bulk write. Each document
 * remembers the last position applied to it, so an event it has seen is skipped, and each write
 * is filtered on it, so a concurrent writer that got further wins (the page is then retried
 * from the documents as they are).
 */
export async function applyEvents(collection: Collection, projection: Projection, events: RecordedEvent<AnyEvent>[]) {
  const touched = new Map<string, number>();
  const followed = new Set<string>();
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    const id = projection.documentId(event);
    if (id !== null) touched.set(id, event.position);
    const before = id !== null ? projection.follows?.(event) : null;
    if (before) followed.add(before);
  }
  if (touched.size === 0) return;
  const docs = new Map<string, Doc | null>();
  const ids = [...new Set([...touched.keys(), ...followed])];
  for (let i = 0; i < ids.length; i += 500) {
    for (const doc of await collection.find({ _id: { $in: ids.slice(i, i + 500) } })) docs.set(doc._id, doc);
  }
  const existed = new Set([...docs.keys()].filter((id) => touched.has(id)));
  const changed = new Map<string, number>();
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    const id = projection.documentId(event);
    if (id === null) continue;
    const current = docs.get(id) ?? null;
    if (current && typeof current._position === 'number' && current._position >= event.position) continue;
    const before = projection.follows?.(event);
    const next = projection.evolve(current, event, before ? (docs.get(before) ?? null) : null);
    docs.set(id, next && ({ ...next, _id: id, _position: event.position } as Doc));
    changed.set(id, event.position);
  }
  const operations: BulkOperation<Doc>[] = [];
  for (const [id, position] of changed) {
    const doc = docs.get(id);
    if (doc) operations.push({ replaceOne: { filter: notNewer(id, position), replacement: doc, upsert: true } });
    else if (existed.has(id)) operations.push({ deleteOne: { filter: notNewer(id, position) } });
  }
  if (operations.length === 0) return;
  try {
    await collection.bulkWrite(operations);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    // Someone applied a newer event to a document meanwhile: the page is applied again from
    // the documents as they now are, and what they already include is skipped.
    if (error.onIdOnly) throw new NewerWriter(error);
    // Any other unique key refusing the model (two users with one e-mail, say) is a bug or a
    // damaged log: trying again would never end, so the projection stops and says why.
    throw new ProjectionBroken(projection.name, error);
  }
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

/** Another writer got further on a document than this page: apply the page again. */
export class NewerWriter extends Error {
  constructor(readonly duplicate: DuplicateKeyError) {
    super(`a newer event was applied meanwhile: ${duplicate.message}`);
    this.name = 'NewerWriter';
  }
}
