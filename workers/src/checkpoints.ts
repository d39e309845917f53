import { collections, type CheckpointDocument } from '@tavico/contracts';
import {
  DuplicateKeyError,
  type BulkOperation,
  type Doc,
  type DocumentStore,
  type EventStore,
  type Logger,
} from '@tavico/infrastructure';

type Saved = { id: string; position: number | null; version: number };

/**
 * The writes that save where each consumer is, never moving a checkpoint back (another runner
 * may have saved a newer one), with the projection's code version the read model was built
 * with. With a lease fence, never over a checkpoint saved under a later fence: a worker that
 * lost the lease while paused cannot write over its successor's progress. A checkpoint not
 * saved yet is created (`upsert`); where one is newer, the upsert collides on its id.
 */
export function checkpointOperations(
  consumers: Saved[],
  fence: number | undefined,
  upsert: (id: string) => boolean,
): BulkOperation<Doc>[] {
  const updatedAt = new Date().toISOString();
  return consumers.flatMap(({ id, position, version }) => {
    if (position === null) return [];
    const ahead = { $or: [{ position: { $lt: position } }, { position: { $exists: false } }] };
    const fenced = { $or: [{ fence: { $lte: fence ?? 0 } }, { fence: { $exists: false } }] };
    const filter = fence === undefined ? { _id: id, ...ahead } : { _id: id, $and: [ahead, fenced] };
    const set = fence === undefined ? { position, version, updatedAt } : { position, version, updatedAt, fence };
    return [{ updateOne: { filter, update: { $set: set }, upsert: upsert(id) } }];
  });
}

/** Saves where each consumer is (see `checkpointOperations`); a newer checkpoint is left as it is. */
export async function writeCheckpoints(store: DocumentStore, consumers: Saved[], fence?: number) {
  const operations = checkpointOperations(consumers, fence, () => true);
  if (operations.length === 0) return;
  await store
    .collection<CheckpointDocument>(collections.checkpoints)
    .bulkWrite(operations as BulkOperation<CheckpointDocument>[])
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

/**
 * The log ends before a position that a read model or a reactor has already handled: it lost
 * its tail (restored from an older copy, or its -wal file deleted). Followed as it is, every
 * event appended from now on up to that checkpoint would be skipped (a new account that never
 * appears, a session that answers 401), so nothing is projected until a person chooses.
 */
export class LogBehindCheckpoints extends Error {
  constructor(
    /** The projection or reactor furthest ahead. */
    readonly consumer: string,
    readonly checkpoint: number,
    /** The position of the log's last event; null when it is empty. */
    readonly head: number | null,
  ) {
    super(
      `The event log ends at position ${head ?? 'none (it is empty)'}, behind the read models: ` +
        `${consumer} has already handled events up to position ${checkpoint}. The log has lost events ` +
        'the read models were built from. Restore the log (from a backup, with its -wal file), or run ' +
        '`npm run rebuild` to rebuild the read models from the log as it is (what the lost events did is then forgotten).',
    );
    this.name = 'LogBehindCheckpoints';
  }
}

/** The furthest checkpoint past the log's head, as the error to refuse the start with; null when none is. */
export function logBehind(
  checkpoints: { name: string; checkpoint: number | null }[],
  head: number | null,
): LogBehindCheckpoints | null {
  let furthest: { name: string; checkpoint: number } | null = null;
  for (const { name, checkpoint } of checkpoints) {
    if (checkpoint === null || (head !== null && checkpoint <= head)) continue;
    if (!furthest || checkpoint > furthest.checkpoint) furthest = { name, checkpoint };
  }
  return furthest && new LogBehindCheckpoints(furthest.name, furthest.checkpoint, head);
}

/**
 * The log's head at start, or null when the log is out of reach (said in the log): then it is
 * not compared with the checkpoints, and reactors that never ran start from their beginning once
 * it answers (they are idempotent).
 */
export const headAtStart = (eventStore: EventStore, logger: Logger): Promise<{ at: number | null } | null> =>
  eventStore.headPosition().then(
    (at) => ({ at }),
    (error: unknown) => {
      logger.warn({ err: error }, 'the head of the log could not be read');
      return null;
    },
  );

/** Moves every checkpoint past the log's head back to it; an empty log: forgets them all. */
export async function lowerCheckpointsTo(store: DocumentStore, head: number | null) {
  const saved = store.collection<CheckpointDocument>(collections.checkpoints);
  if (head === null) await saved.deleteMany({});
  else
    await saved.updateMany(
      { position: { $gt: head } },
      { $set: { position: head, updatedAt: new Date().toISOString() } },
    );
}
