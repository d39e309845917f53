import {
  collections,
  operationsCollection,
  operationsIds,
  physicalCollection,
  type AnyEvent,
  type CheckpointDocument,
  type ProjectionFigures,
  type ProjectionStatusDocument,
  type ReadModelsDocument,
  type RecordedEvent,
} from '@tavico/contracts';
import {
  DuplicateKeyError,
  activeGeneration,
  type DocumentStore,
  type EventStore,
  type Logger,
  type Metrics,
  type Subscription,
} from '@tavico/infrastructure';
import type { Projection, Reactor } from './projection';
import { applyToDocument } from './apply';
import { createRateMeter, projectionFigures } from './figures';

export interface ProjectionStatus {
  name: string;
  checkpoint: number | null;
}

interface Consumer {
  name: string;
  handles: readonly string[];
  /** Read models are checkpointed per generation, reactors once for all. */
  checkpointId(generation: number): string;
  apply(event: RecordedEvent<AnyEvent>, generation: number): Promise<void>;
}

/**
 * Applies events to the read models of the live generation. One subscription feeds every
 * projection; each keeps its own checkpoint, and each document the last position applied to
 * it, so an event delivered twice (after a crash, or by a second worker) changes nothing.
 * When a rebuild switches the read side to a new generation, the runner follows: it picks up
 * from the rebuild's checkpoints and writes there from then on.
 */
export function createProjectionRunner(deps: {
  eventStore: EventStore;
  store: DocumentStore;
  projections: Projection[];
  /** Side effects, run after the projections for each event. */
  reactors?: Reactor[];
  logger: Logger;
  metrics: Metrics;
  /** Who runs it, for the status report. */
  holder?: string;
  /** How often the status report is saved and a generation switch looked for. */
  statusIntervalMs?: number;
}) {
  const { store, projections, logger, metrics } = deps;
  const holder = deps.holder ?? 'this process';
  const consumers: Consumer[] = [
    ...projections.map((p) => ({
      name: p.name,
      handles: p.handles,
      checkpointId: (generation: number) => physicalCollection(p.name, generation),
      apply: (e: RecordedEvent<AnyEvent>, generation: number) =>
        applyToDocument(store.collection(physicalCollection(p.collection, generation)), p, e),
    })),
    ...(deps.reactors ?? []).map((r) => ({
      name: r.name,
      handles: r.handles,
      checkpointId: () => r.name,
      apply: (e: RecordedEvent<AnyEvent>) => r.react(e),
    })),
  ];
  const checkpoints = new Map<string, number | null>();
  const waiters = new Set<{ position: number; resolve: (reached: boolean) => void }>();
  const rate = createRateMeter();
  let generation = 0;
  let position: number | null = null;
  /** When the first event after each checkpoint happened, as last looked up. */
  let nextEventTimes = new Map<number | null, string | null>();
  let headPosition: number | null = null;
  let caughtUp = false;
  let subscription: Subscription | null = null;
  /** Between start and stop: a failing event is retried only while running. */
  let running = false;
  let unsaved = 0;
  let saveTimer: NodeJS.Timeout | null = null;
  let statusTimer: NodeJS.Timeout | null = null;
  let switching: Promise<void> | null = null;
  let resolveCaughtUp: () => void = () => undefined;
  const caughtUpPromise = new Promise<void>((resolve) => (resolveCaughtUp = resolve));

  async function saveCheckpoints() {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    unsaved = 0;
    if (position === null) return;
    const at = position;
    const updatedAt = new Date().toISOString();
    await store
      .collection<CheckpointDocument>(collections.checkpoints)
      .bulkWrite(
        consumers.map((c) => ({
          updateOne: {
            filter: {
              _id: c.checkpointId(generation),
              $or: [{ position: { $lt: at } }, { position: { $exists: false } }],
            },
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
    for (let attempt = 1; running; attempt++) {
      try {
        for (const consumer of consumers) {
          const checkpoint = checkpoints.get(consumer.checkpointId(generation)) ?? null;
          if (checkpoint !== null && checkpoint >= event.position) continue;
          if (consumer.handles.includes(typed.type)) await consumer.apply(typed, generation);
          checkpoints.set(consumer.checkpointId(generation), event.position);
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
    rate.mark();
    metrics.eventsProjected.inc();
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

  const checkpointOf = (c: Consumer) => checkpoints.get(c.checkpointId(generation)) ?? null;
  const figures = (): ProjectionFigures[] =>
    consumers.map((c) =>
      projectionFigures({
        name: c.name,
        checkpoint: checkpointOf(c),
        headPosition,
        nextEventTime: nextEventTimes.get(checkpointOf(c)) ?? null,
        eventsPerSecond: rate.perSecond(),
        now: Date.now(),
      }),
    );

  /** Reads the head, sets the gauges and saves the status report the ops route shows. */
  async function updateLag() {
    headPosition = await deps.eventStore.headPosition();
    // The event each lagging consumer waits on (consumers mostly share one checkpoint).
    const behind = new Set(consumers.map(checkpointOf).filter((c) => (headPosition ?? 0) > (c ?? 0)));
    const times = new Map<number | null, string | null>();
    for (const checkpoint of behind) {
      const [next] = await deps.eventStore.readAll(checkpoint, 1);
      times.set(checkpoint, next?.metadata.time ?? null);
    }
    nextEventTimes = times;
    const now = figures();
    for (const f of now) {
      metrics.projectionPosition.set({ projection: f.name }, f.checkpoint ?? 0);
      metrics.projectionLag.set({ projection: f.name }, f.lagEvents);
      metrics.projectionLagMs.set({ projection: f.name }, f.lagMs);
      metrics.projectionRate.set({ projection: f.name }, f.eventsPerSecond);
    }
    if (!running) return;
    const report: ProjectionStatusDocument = {
      _id: operationsIds.status,
      generation,
      holder,
      headPosition,
      projections: now,
      updatedAt: new Date().toISOString(),
    };
    await store.collection<ProjectionStatusDocument>(operationsCollection).replaceOne({ _id: report._id }, report, {
      upsert: true,
    });
  }

  async function subscribe() {
    const saved = await store.collection<CheckpointDocument>(collections.checkpoints).find({
      _id: { $in: consumers.map((c) => c.checkpointId(generation)) },
    });
    for (const c of consumers) {
      const id = c.checkpointId(generation);
      checkpoints.set(id, saved.find((s) => s._id === id)?.position ?? null);
    }
    for (const projection of projections) {
      const collection = store.collection(physicalCollection(projection.collection, generation));
      for (const index of projection.indexes ?? []) await collection.createIndex(index);
    }
    const values = consumers.map((c) => checkpoints.get(c.checkpointId(generation)) ?? null);
    const from = values.some((v) => v === null) ? null : Math.min(...(values as number[]));
    position = from;
    subscription = deps.eventStore.subscribeToAll({
      fromPosition: from,
      onEvent: handle,
      onCaughtUp: () => {
        caughtUp = true;
        resolveCaughtUp();
        logger.info({ position, generation }, 'projections caught up');
      },
      onError: (error) => logger.error({ err: error }, 'event subscription failed'),
    });
  }

  /** Says which generation the runner now writes, so a rebuild knows it may drop the old one. */
  const acknowledge = () =>
    store
      .collection<ReadModelsDocument>(operationsCollection)
      .updateOne({ _id: operationsIds.readModels }, { $set: { runnerGeneration: generation } });

  /** Moves to the generation a rebuild switched reads to. */
  async function followSwitch() {
    const live = await activeGeneration(store);
    if (live === generation || !running) return;
    logger.info({ from: generation, to: live }, 'read models switched: following the new generation');
    await subscription?.close();
    await saveCheckpoints();
    generation = live;
    await subscribe();
    await acknowledge();
  }

  const tick = async () => {
    switching = followSwitch();
    await switching;
    switching = null;
    await updateLag();
  };

  return {
    async start() {
      running = true;
      generation = await activeGeneration(store);
      await subscribe();
      await acknowledge();
      await updateLag();
      statusTimer = setInterval(
        () => void tick().catch((e) => logger.warn({ err: e }, 'status update failed')),
        deps.statusIntervalMs ?? 1000,
      );
      statusTimer.unref();
    },

    /** Resolves once the catch-up at start is done. */
    caughtUp: () => caughtUpPromise,
    isCaughtUp: () => caughtUp,
    position: () => position,
    generation: () => generation,

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
      return consumers.map((c) => ({ name: c.name, checkpoint: checkpoints.get(c.checkpointId(generation)) ?? null }));
    },
    figures,
    updateLag,
    /** Looks for a generation switch now rather than at the next tick. */
    followSwitch: () => switching ?? followSwitch(),

    async stop() {
      running = false;
      if (statusTimer) clearInterval(statusTimer);
      await switching;
      await subscription?.close();
      subscription = null;
      await saveCheckpoints();
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
