import type { AnyEvent, RecordedEvent } from '@tavico/contracts';
import { DuplicateKeyError, type Collection, type Doc } from '@tavico/infrastructure';
import type { Projection } from './projection';

/**
 * Applies one event to the document it touches, once: a document remembers the last position
 * applied to it, and the write is filtered on that, so a redelivered or concurrent event loses.
 */
export async function applyToDocument(collection: Collection, projection: Projection, event: RecordedEvent<AnyEvent>) {
  const id = projection.documentId(event);
  if (id === null) return;
  const current = await collection.findOne({ _id: id });
  if (current && typeof current._position === 'number' && current._position >= event.position) return;
  const next = projection.evolve(current, event);
  const notNewer = { _id: id, $or: [{ _position: { $lt: event.position } }, { _position: { $exists: false } }] };
  if (next === null) {
    if (current) await collection.deleteOne(notNewer);
    return;
  }
  try {
    await collection.replaceOne(notNewer, { ...next, _id: id, _position: event.position } as Doc, { upsert: true });
  } catch (error) {
    // Someone applied a newer event to this document meanwhile: ours is already included.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}
