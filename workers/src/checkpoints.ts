import { collections, type CheckpointDocument } from '@tavico/contracts';
import { DuplicateKeyError, type DocumentStore } from '@tavico/infrastructure';

/**
 * Saves where each consumer is, never moving a checkpoint back (another runner may have saved a
 * newer one), with the projection's code version the read model was built with. With a lease
 * fence, never over a checkpoint saved under a later fence: a worker that lost the lease while
 * paused cannot write over its successor's progress.
 */
export async function writeCheckpoints(
  store: DocumentStore,
  consumers: { id: string; position: number | null; version: number }[],
  fence?: number,
) {
  const updatedAt = new Date().toISOString();
  const operations = consumers.flatMap(({ id, position, version }) => {
    if (position === null) return [];
    const ahead = { $or: [{ position: { $lt: position } }, { position: { $exists: false } }] };
    const fenced = { $or: [{ fence: { $lte: fence ?? 0 } }, { fence: { $exists: false } }] };
    const filter = fence === undefined ? { _id: id, ...ahead } : { _id: id, $and: [ahead, fenced] };
    const set = fence === undefined ? { position, version, updatedAt } : { position, version, updatedAt, fence };
    return [{ updateOne: { filter, update: { $set: set }, upsert: true } }];
  });
  if (operations.length === 0) return;
  await store
    .collection<CheckpointDocument>(collections.checkpoints)
    .bulkWrite(operations)
    .catch((error: unknown) => {
      if (!(error instanceof DuplicateKeyError)) throw error; // a newer checkpoint is already saved
    });
}

/** True when a read model was saved by another version of its projection (none saved: 1). */
export function versionChanged(saved: CheckpointDocument[], id: string, version: number): boolean {
  const found = saved.find((s) => s._id === id);
  return !!found && (typeof found.version === 'number' ? found.version : 1) !== version;
}

/** Empties a read model and its checkpoint, so its projection starts again from the log. */
export async function forgetReadModel(store: DocumentStore, collection: string, checkpointId: string) {
  await store.dropCollection(collection);
  await store.collection(collections.checkpoints).deleteOne({ _id: checkpointId });
}
