import {
  collections,
  physicalCollection,
  type AnyEvent,
  type CheckpointDocument,
  type RecordedEvent,
} from '@tavico/contracts';
import { DuplicateKeyError, type DocumentStore, type Logger } from '@tavico/infrastructure';
import { foldEvents, writeFailure, type FoldTarget } from './apply';
import { checkpointOperations, forgetReadModel, versionChanged } from './checkpoints';
import type { Consumer } from './consumers';

/**
 * A page of events into the documents of every projection that has not seen it, written in one
 * go with the checkpoints of the projections whose documents changed: on SQLite in one
 * transaction, so a crash never leaves documents ahead of their checkpoint, or a checkpoint
 * ahead of its documents. (A projection the page changes nothing of moves its checkpoint with
 * the runner's periodic save.) Returns the projections that moved, with their events.
 */
export async function projectPage(
  runner: {
    store: DocumentStore;
    consumers: Consumer[];
    generation: number;
    fence: number | undefined;
    checkpointOf(consumer: Consumer): number | null;
    /** Checkpoints known to be saved, at their position: updated here, created if absent. */
    saved: Map<string, number | null>;
  },
  events: RecordedEvent<AnyEvent>[],
  last: number,
): Promise<{ consumer: Consumer; handled: RecordedEvent<AnyEvent>[] }[]> {
  const { store, consumers, generation, saved } = runner;
  const collectionOf = (c: Consumer) => (c.projection ? physicalCollection(c.projection.collection, generation) : '');
  const targets: FoldTarget[] = [];
  const moved: { consumer: Consumer; handled: RecordedEvent<AnyEvent>[] }[] = [];
  for (const consumer of consumers) {
    const projection = consumer.projection;
    if (!projection) continue;
    const checkpoint = runner.checkpointOf(consumer);
    if (checkpoint !== null && checkpoint >= last) continue;
    const handled = events.filter(
      (e) => (checkpoint === null || e.position > checkpoint) && projection.handles.includes(e.type),
    );
    moved.push({ consumer, handled });
    if (handled.length > 0) targets.push({ projection, collection: collectionOf(consumer), events: handled });
  }
  const { writes } = await foldEvents(store, targets, { guarded: true });
  if (writes.length === 0) return moved;
  const written = new Set(writes.map((w) => w.collection));
  const ids = moved
    .filter(({ consumer }) => written.has(collectionOf(consumer)))
    .map(({ consumer: c }) => ({ id: c.checkpointId(generation), position: last, version: c.version }));
  const operations = checkpointOperations(ids, runner.fence, (id) => !saved.has(id));
  try {
    await store.bulkWriteCollections([...writes, { collection: collections.checkpoints, operations }]);
  } catch (error) {
    // A newer checkpoint collided: the next try updates the ones saved, creating none.
    if (error instanceof DuplicateKeyError && error.collection === collections.checkpoints)
      for (const { id } of ids) if (!saved.has(id)) saved.set(id, null);
    const projectionOf = (collection: string) =>
      consumers.find((c) => c.projection && collectionOf(c) === collection)?.name ?? null;
    throw writeFailure(error, projectionOf);
  }
  for (const { id } of ids) saved.set(id, last);
  return moved;
}

/** Runs each reactor on the page's events it has not seen, in order; `done` once it is through. */
export async function reactToPage(
  consumers: Consumer[],
  checkpointOf: (consumer: Consumer) => number | null,
  events: RecordedEvent<AnyEvent>[],
  done: (consumer: Consumer, handled: RecordedEvent<AnyEvent> | undefined) => void,
) {
  for (const consumer of consumers) {
    if (!consumer.react) continue;
    const checkpoint = checkpointOf(consumer);
    const unseen = checkpoint === null ? events : events.filter((e) => e.position > checkpoint);
    if (unseen.length > 0) await consumer.react(unseen);
    done(
      consumer,
      unseen.findLast((e) => consumer.handles.includes(e.type)),
    );
  }
}

/**
 * Each projection whose code changed since its checkpoint is rebuilt: its read model and
 * checkpoint are emptied, and it is fed from the start. Returns their checkpoints' ids.
 */
export async function rebuildChanged(
  runner: { store: DocumentStore; consumers: Consumer[]; generation: number; logger: Logger },
  saved: CheckpointDocument[],
): Promise<string[]> {
  const { store, generation, logger } = runner;
  const forgotten: string[] = [];
  for (const c of runner.consumers) {
    const id = c.checkpointId(generation);
    if (!c.projection || !versionChanged(saved, id, c.version)) continue;
    logger.warn({ projection: c.name, to: c.version }, 'projection changed: rebuilding it from the log');
    await forgetReadModel(store, physicalCollection(c.projection.collection, generation), id);
    forgotten.push(id);
  }
  return forgotten;
}
