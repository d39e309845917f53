import { collections, type AnyEvent, type CheckpointDocument, type RecordedEvent } from '@tavico/contracts';
import {
  DuplicateKeyError,
  type DocumentStore,
  type EventStore,
  type Logger,
  type Metrics,
  type Subscription,
} from '@tavico/infrastructure';
import type { Projection, Reactor } from './projection';

const checkpointsCollection = collections.checkpoints;
type Checkpoint = CheckpointDocument;

export interface ProjectionStatus {
  name: string;
  checkpoint: number | null;
}

/**
 * Applies events to the read models. One subscription feeds every projection; each keeps its own
 * checkpoint, and each document the last position applied to it, so an event delivered twice
 * (after a crash, or by a second worker) changes nothing.
 */
export function createProjectionRunner(deps: {
  eventStore: EventStore;
  store: DocumentStore;
  projections: Projection[];
  /** Side effects, run after the projections for each event. */
  reactors?: Reactor[];
  logger: Logger;
  metrics: Metrics;
}) {
  const { store, projections, logger, metrics } = deps;
  // Every consumer of the subscription, with its own checkpoint: read models first, then reactors.
  const consumers: {
    name: string;
    handles: readonly string[];
    apply(event: RecordedEvent<AnyEvent>): Promise<void>;
  }[] = [
    ...projections.map((p) => ({
      name: p.name,
      handles: p.handles,
      apply: (e: RecordedEvent<AnyEvent>) => applyTo(p, e),
    })),
    ...(deps.reactors ?? []).map((r) => ({
      name: r.name,
      handles: r.handles,
      apply: (e: RecordedEvent<AnyEvent>) => r.react(e),
    })),
  ];
  const checkpoints = new Map<string, number | null>();
  const waiters = new Set<{ position: number; resolve: (reached: boolean) => void }>();
  let position: number | null = null;
  let caughtUp = false;
  let subscription: Subscription | null = null;
  let stopped = false;
  let unsaved = 0;
  let saveTimer: NodeJS.Timeout | null = null;
  let lagTimer: NodeJS.Timeout | null = null;
  let resolveCaughtUp: () => void = () => undefined;
  const caughtUpPromise = new Promise<void>((resolve) => (resolveCaughtUp = resolve));

  async function applyTo(projection: Projection, event: RecordedEvent<AnyEvent>) {
    const id = projection.documentId(event);
    if (id === null) return;
    const collection = store.collection(projection.collection);
    const current = await collection.findOne({ _id: id });
    if (current && typeof current._position === 'number' && current._position >= event.position) return;
    const next = projection.evolve(current, event);
    const notNewer = { _id: id, $or: [{ _position: { $lt: event.position } }, { _position: { $exists: false } }] };
    if (next === null) {
      if (current) await collection.deleteOne(notNewer);
      return;
    }
    try {
      await collection.replaceOne(notNewer, { ...next, _id: id, _position: event.position }, { upsert: true });
    } catch (error) {
      // Someone applied a newer event to this document meanwhile: ours is already included.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async function saveCheckpoints() {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    unsaved = 0;
    if (position === null) return;
    const at = position;
    const updatedAt = new Date().toISOString();
    await store
      .collection<Checkpoint>(checkpointsCollection)
      .bulkWrite(
        consumers.map((p) => ({
          updateOne: {
            filter: { _id: p.name, $or: [{ position: { $lt: at } }, { position: { $exists: false } }] },
            update: { $set: { position: at, updatedAt } },
            upsert: true,
          },
        })),
      )
      .catch((error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error; // a newer checkpoint is already saved
      });
  }

  async function handle(event: RecordedEvent) {
    const typed = event as RecordedEvent<AnyEvent>;
    for (let attempt = 1; !stopped; attempt++) {
      try {
        for (const consumer of consumers) {
          const checkpoint = checkpoints.get(consumer.name) ?? null;
          if (checkpoint !== null && checkpoint >= event.position) continue;
          if (consumer.handles.includes(typed.type)) await consumer.apply(typed);
          checkpoints.set(consumer.name, event.position);
        }
        break;
      } catch (error) {
        // A read store hiccup: retry the same event (never skip it, or the models would drift).
        const delay = Math.min(5000, 50 * 2 ** attempt);
        logger.error(
          { err: error, position: event.position, type: event.type, attempt },
          'projection failed; retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    position = event.position;
    metrics.eventsProjected.inc();
    for (const p of consumers) metrics.projectionPosition.set({ projection: p.name }, event.position);
    for (const waiter of waiters) {
      if (waiter.position <= event.position) {
        waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
    unsaved += 1;
    if (unsaved >= 500) await saveCheckpoints();
    else if (!saveTimer)
      saveTimer = setTimeout(
        () => void saveCheckpoints().catch((e) => logger.error({ err: e }, 'checkpoint save failed')),
        50,
      );
  }

  /** How far each projection is behind the head of the log (events, where positions count them). */
  async function updateLag() {
    const head = (await deps.eventStore.headPosition()) ?? 0;
    for (const projection of consumers) {
      metrics.projectionLag.set(
        { projection: projection.name },
        Math.max(0, head - (checkpoints.get(projection.name) ?? 0)),
      );
    }
  }

  return {
    async start() {
      for (const projection of projections) {
        for (const index of projection.indexes ?? []) await store.collection(projection.collection).createIndex(index);
      }
      const saved = await store.collection<Checkpoint>(checkpointsCollection).find({});
      for (const projection of consumers) {
        checkpoints.set(projection.name, saved.find((c) => c._id === projection.name)?.position ?? null);
      }
      const values = [...checkpoints.values()];
      const from = values.some((v) => v === null) ? null : Math.min(...(values as number[]));
      position = from;
      subscription = deps.eventStore.subscribeToAll({
        fromPosition: from,
        onEvent: handle,
        onCaughtUp: () => {
          caughtUp = true;
          resolveCaughtUp();
          logger.info({ position }, 'projections caught up');
        },
        onError: (error) => logger.error({ err: error }, 'event subscription failed'),
      });
      await updateLag();
      lagTimer = setInterval(() => void updateLag().catch((e) => logger.warn({ err: e }, 'lag update failed')), 5000);
      lagTimer.unref();
    },

    /** Resolves once the catch-up at start is done. */
    caughtUp: () => caughtUpPromise,
    isCaughtUp: () => caughtUp,
    position: () => position,

    /** Resolves true once events up to `target` are applied, false after the timeout. */
    waitFor(target: number, timeoutMs: number): Promise<boolean> {
      if (position !== null && position >= target) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          position: target,
          resolve: (reached: boolean) => {
            clearTimeout(timer);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      });
    },

    status(): ProjectionStatus[] {
      return consumers.map((p) => ({ name: p.name, checkpoint: checkpoints.get(p.name) ?? null }));
    },

    updateLag,

    async stop() {
      stopped = true;
      if (lagTimer) clearInterval(lagTimer);
      await subscription?.close();
      await saveCheckpoints();
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
