import { randomUUID } from 'node:crypto';
import {
  Conflict,
  collections,
  operationsCollection,
  operationsIds,
  operationsMessages,
  physicalCollection,
  type AnyEvent,
  type CheckpointDocument,
  type ReadModelsDocument,
  type RebuildProgress,
  type RecordedEvent,
} from '@tavico/contracts';
import {
  activeGeneration,
  createLease,
  readModelsDocument,
  type DocumentStore,
  type EventStore,
  type Logger,
} from '@tavico/infrastructure';
import type { Projection } from './projection';
import { lowerCheckpointsTo } from './checkpoints';
import { foldEvents, projectionsByType, type DocumentCache } from './apply';

export interface RebuildOptions {
  eventStore: EventStore;
  store: DocumentStore;
  projections: Projection[];
  logger: Logger;
  onProgress?(progress: RebuildProgress): void | Promise<void>;
  /** Events read from the log at a time. */
  pageSize?: number;
  /** Events folded and written together, in one transaction where the store has them. */
  batchSize?: number;
  /** Documents of a collection kept in memory between batches. */
  keptDocuments?: number;
  /** How long to wait for the projection runner to move to the new generation. */
  handoverTimeoutMs?: number;
  /** How long readers may still use the old generation after the switch. */
  graceMs?: number;
  /** Who runs it, for the lease that keeps rebuilds one at a time. */
  holder?: string;
}

export interface RebuildResult {
  generation: number;
  previousGeneration: number;
  events: number;
  position: number | null;
  seconds: number;
  eventsPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Replays the whole log into a fresh generation of every read model, then switches reads to it:
 *
 * 1. the new collections are written beside the live ones, which go on serving and following;
 * 2. the log is folded a batch at a time, each event onto its documents as the batch left
 *    them in memory, and each batch is written in one transaction; the indexes are made at the end;
 * 3. once the replay reaches the head of the log, its checkpoints are saved and the live
 *    generation pointer moves: readers switch at their next lookup, the projection runner picks
 *    up from the new checkpoints (events it sees twice are ignored by position);
 * 4. when the runner says it has moved, and readers have had `graceMs` to move, the old
 *    collections are dropped.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, store, projections, logger } = options;
  const pageSize = options.pageSize ?? 5000;
  const batchSize = options.batchSize ?? 20_000;
  const keptDocuments = options.keptDocuments ?? 10_000;
  const lease = createLease(store, {
    name: operationsIds.rebuildLease,
    holder: options.holder ?? `rebuild-${randomUUID()}`,
    ttlMs: 60_000,
  });
  if (!(await lease.acquire())) throw new Conflict(operationsMessages.rebuildRunning);
  const renew = setInterval(() => void lease.acquire().catch(() => undefined), 20_000);
  try {
    const previous = await activeGeneration(store);
    const generation = previous + 1;
    const started = Date.now();
    const names = new Map(projections.map((p) => [p.collection, physicalCollection(p.collection, generation)]));

    // A rebuild that died half way left its collections: start them afresh. Their indexes are
    // made once they are full (a sort, rather than an index entry kept up at every write); the
    // replay reads its documents by id alone.
    for (const target of names.values()) await store.dropCollection(target);

    // A batch of events is folded with its documents in memory (each event reads the document
    // as the batch's earlier events left it) and written in one transaction. The documents stay
    // known for the next batch, up to `keptDocuments` of a collection: past that, only the last
    // batch's are kept, and the others are read again when an event needs them.
    const byType = projectionsByType(projections);
    const cache: DocumentCache = new Map();
    // Every id written so far, by collection: the others need not be looked for in the store.
    const stored = new Map([...names.values()].map((name) => [name, new Set<string>()]));
    let batch: RecordedEvent<AnyEvent>[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const events = new Map<Projection, RecordedEvent<AnyEvent>[]>();
      for (const event of batch) {
        for (const p of byType.get(event.type) ?? []) {
          const list = events.get(p);
          if (list) list.push(event);
          else events.set(p, [event]);
        }
      }
      const targets = [...events].map(([projection, list]) => ({
        projection,
        collection: names.get(projection.collection)!,
        events: list,
      }));
      batch = [];
      const folded = await foldEvents(store, targets, { guarded: false, cache, stored });
      await store.bulkWriteCollections(folded.writes);
      for (const { collection, operations } of folded.writes) {
        const ids = stored.get(collection)!;
        for (const op of operations) {
          if ('replaceOne' in op) ids.add(op.replaceOne.filter._id as string);
          else if ('deleteOne' in op) ids.delete(op.deleteOne.filter._id as string);
        }
      }
      for (const [collection, docs] of cache) {
        if (docs.size <= keptDocuments) continue;
        const last = folded.touched.get(collection) ?? new Set<string>();
        cache.set(collection, new Map([...last].map((id) => [id, docs.get(id) ?? null])));
      }
    };

    let position: number | null = null;
    let done = 0;
    let head = (await eventStore.headPosition()) ?? 0;
    let reportedAt = 0;
    const progress = (phase: RebuildProgress['phase']): RebuildProgress => {
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      const at = position ?? 0;
      const positionsPerSecond = at / seconds;
      return {
        phase,
        generation,
        eventsDone: done,
        position: at,
        headPosition: Math.max(head, at),
        percent: head > 0 ? Math.min(100, Math.round((at / head) * 1000) / 10) : 100,
        eventsPerSecond: Math.round(done / seconds),
        secondsLeft:
          phase !== 'replaying'
            ? 0
            : positionsPerSecond > 0
              ? Math.round(Math.max(0, head - at) / positionsPerSecond)
              : null,
      };
    };
    const report = async (phase: RebuildProgress['phase'], force = false) => {
      if (!force && Date.now() - reportedAt < 250) return;
      reportedAt = Date.now();
      await options.onProgress?.(progress(phase));
    };

    await report('replaying', true);
    for (;;) {
      const page = (await eventStore.readAll(position, pageSize)) as RecordedEvent<AnyEvent>[];
      for (const event of page) batch.push(event);
      if (page.length > 0) position = page[page.length - 1].position;
      done += page.length;
      if (batch.length >= batchSize) await flush();
      await report('replaying');
      if (page.length < pageSize) {
        // At the head as of now: one more look, for events appended while this page was applied.
        head = Math.max(head, (await eventStore.headPosition()) ?? 0);
        if ((position ?? 0) >= head) break;
      }
    }
    await flush();
    cache.clear();
    for (const p of projections) {
      for (const index of p.indexes ?? []) await store.collection(names.get(p.collection)!).createIndex(index);
    }
    const replaySeconds = Math.max(0.001, (Date.now() - started) / 1000);

    // The new generation's checkpoints, where the runner will pick up after the switch.
    if (position !== null) {
      const at = position;
      await store.collection<CheckpointDocument>(collections.checkpoints).bulkWrite(
        projections.map((p) => ({
          replaceOne: {
            filter: { _id: physicalCollection(p.name, generation) },
            replacement: {
              _id: physicalCollection(p.name, generation),
              position: at,
              // Saved with the projection's version, or the runner would take it for an old one and replay it again.
              version: p.version ?? 1,
              updatedAt: new Date().toISOString(),
            },
            upsert: true,
          },
        })),
      );
    }
    // A log that lost its tail (restored from an older copy) leaves the reactors' checkpoints, kept
    // across generations, ahead of it: they go back to its head, or every event appended up to
    // them would be skipped. A whole log never has a checkpoint past its head: nothing changes.
    await lowerCheckpointsTo(store, await eventStore.headPosition());
    await report('switching', true);
    await store
      .collection<ReadModelsDocument>(operationsCollection)
      .updateOne(
        { _id: operationsIds.readModels },
        { $set: { generation, switchedAt: new Date().toISOString() }, $setOnInsert: { runnerGeneration: previous } },
        { upsert: true },
      );
    logger.info({ generation, events: done }, 'read models rebuilt; reads switched to the new generation');

    // The runner (if one runs) moves over; then nobody writes or reads the old generation.
    const handoverBy = Date.now() + (options.handoverTimeoutMs ?? 15_000);
    while (Date.now() < handoverBy && (await readModelsDocument(store))?.runnerGeneration !== generation) {
      await sleep(100);
    }
    await sleep(options.graceMs ?? 1000);
    await report('dropping', true);
    for (const p of projections) {
      await store.dropCollection(physicalCollection(p.collection, previous));
      await store.collection(collections.checkpoints).deleteOne({ _id: physicalCollection(p.name, previous) });
    }
    const seconds = (Date.now() - started) / 1000;
    await report('done', true);
    return {
      generation,
      previousGeneration: previous,
      events: done,
      position,
      seconds,
      eventsPerSecond: Math.round(done / replaySeconds),
    };
  } finally {
    clearInterval(renew);
    await lease.release();
  }
}
