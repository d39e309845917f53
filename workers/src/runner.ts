import {
  collections,
  operationsCollection,
  operationsIds,
  type AnyEvent,
  type CheckpointDocument,
  type ReadModelsDocument,
  type RecordedEvent,
} from '@tavico/contracts';
import {
  activeGeneration,
  type DocumentStore,
  type EventStore,
  type Logger,
  type Metrics,
  type Subscription,
} from '@tavico/infrastructure';
import type { Projection, Reactor } from './projection';
import { ProjectionBroken } from './apply';
import { consumersOf, ensureIndexes, type Consumer } from './consumers';
import { createLagReport } from './lag';
import { createWaiters } from './waiters';
import { headAtStart, logBehind, writeCheckpoints } from './checkpoints';
import { projectPage, reactToPage, rebuildChanged } from './pages';

export interface ProjectionStatus {
  name: string;
  checkpoint: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies events to the read models of the live generation. One subscription feeds every
 * projection, a page of events at a time (one read and one write per projection and page);
 * each keeps its own checkpoint, and each document the last position applied to it, so an
 * event delivered twice (after a crash, or by a second worker) changes nothing. Reactors run
 * after the projections, each event once, from their own checkpoints (a new reactor from the
 * head of the log). A projection whose version changed since its checkpoint is rebuilt from
 * the log on its own at start. When a rebuild switches the read side to a new generation, the
 * runner follows. A log that ends before a checkpoint (it lost its tail) is refused at start.
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
  /**
   * The subscription stopped for good (a damaged log): the process should end, so a supervisor
   * restarts it or a person looks, rather than serve reads that no longer follow.
   */
  onFailure?(error: unknown): void;
  /**
   * Fencing, with several workers: whether this runner may write now (it holds the projection
   * lease and its last renewal has not run out), and the lease's fence, saved with each
   * checkpoint so that a holder paused past its lease never writes over its successor's.
   */
  lease?: { mayWrite(): boolean; fence(): number };
}) {
  const { store, projections, logger, metrics } = deps;
  const consumers = consumersOf(projections, deps.reactors ?? []);
  const checkpoints = new Map<string, number | null>();
  /** Checkpoints known to be saved, at their position: the periodic save writes only those that moved. */
  const stored = new Map<string, number | null>();
  /** By consumer, the position of the last event it handled since this runner started. */
  const lastChanges = new Map<string, number>();
  const waiters = createWaiters();
  let generation = 0;
  let position: number | null = null;
  let caughtUp = false;
  let subscription: Subscription | null = null;
  /** Between start and stop: a failing page is retried only while running. */
  let running = false;
  let unsaved = 0;
  let saveTimer: NodeJS.Timeout | null = null;
  let statusTimer: NodeJS.Timeout | null = null;
  let switching: Promise<void> | null = null;
  /** A projection broke or the log cannot be followed: this runner must not hold the lease. */
  let failed = false;
  let progressLoggedAt = 0;
  let resolveCaughtUp: () => void = () => undefined;
  let failCaughtUp: (error: unknown) => void = () => undefined;
  const caughtUpPromise = new Promise<void>((resolve, reject) => {
    resolveCaughtUp = resolve;
    failCaughtUp = reject;
  });
  caughtUpPromise.catch(() => undefined); // seen by whoever awaits it; never unhandled

  const checkpointOf = (c: Consumer) => checkpoints.get(c.checkpointId(generation)) ?? null;
  const status = (): ProjectionStatus[] => consumers.map((c) => ({ name: c.name, checkpoint: checkpointOf(c) }));
  const lag = createLagReport({ ...deps, holder: deps.holder ?? 'this process', checkpoints: status });

  async function saveCheckpoints() {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    unsaved = 0;
    const saving = consumers
      .map((c) => ({ id: c.checkpointId(generation), position: checkpointOf(c), version: c.version }))
      .filter(({ id, position }) => position !== null && position > (stored.get(id) ?? -1));
    await writeCheckpoints(store, saving, deps.lease?.fence());
    for (const { id, position } of saving) stored.set(id, position);
  }

  /** A projection that cannot go on, or a log behind the checkpoints, stops them all, loudly. */
  function stopFatally(error: Error, fields: object, message: string) {
    running = false;
    failed = true;
    logger.fatal({ err: error, ...fields }, message);
    failCaughtUp(error);
    deps.onFailure?.(error);
  }

  const pageOf = () => ({ store, consumers, generation, fence: deps.lease?.fence(), checkpointOf, saved: stored });
  /** A consumer is done with the page: its checkpoint moves, and the last event it handled is noted. */
  const done = (consumer: Consumer, handled: RecordedEvent<AnyEvent> | undefined, last: number) => {
    if (handled) lastChanges.set(consumer.name, handled.position);
    checkpoints.set(consumer.checkpointId(generation), Math.max(checkpointOf(consumer) ?? 0, last));
  };

  /** Applies a page to every consumer that has not seen it, in order; retried, never skipped. */
  async function handlePage(page: RecordedEvent[]) {
    const events = page as RecordedEvent<AnyEvent>[];
    const last = events[events.length - 1].position;
    let applied = false;
    for (let attempt = 1; running; attempt++) {
      // Not ours to write (a renewal is late, or the lease is gone): wait until it is again, or
      // until the keeper stops this runner; the page is applied by whoever holds the lease.
      if (deps.lease && !deps.lease.mayWrite()) {
        attempt = 0;
        await sleep(50);
        continue;
      }
      try {
        for (const { consumer, handled } of await projectPage(pageOf(), events, last))
          done(consumer, handled.at(-1), last);
        await reactToPage(consumers, checkpointOf, events, (consumer, handled) => done(consumer, handled, last));
        applied = true;
        break;
      } catch (error) {
        if (error instanceof ProjectionBroken)
          return stopFatally(error, { projection: error.projection }, 'projection stopped');
        // A read store hiccup: apply the page again (never skip it, or the models would drift).
        const delay = Math.min(5000, 50 * 2 ** attempt);
        logger.error({ err: error, from: events[0].position, to: last, attempt }, 'projection failed; retrying');
        await sleep(delay);
      }
    }
    // Stopped, or a projection broke: nothing of this page counts as done.
    if (!applied) return;
    position = last;
    lag.mark(events.length);
    metrics.eventsProjected.inc(events.length);
    waiters.reached(last);
    if (!caughtUp && Date.now() - progressLoggedAt > 5000) {
      progressLoggedAt = Date.now();
      const head = lag.head() ?? (await deps.eventStore.headPosition());
      logger.info({ position: last, head }, 'catching up with the log');
    }
    unsaved += events.length;
    if (unsaved >= 500) await saveCheckpoints();
    else if (!saveTimer)
      saveTimer = setTimeout(
        () => void saveCheckpoints().catch((e) => logger.error({ err: e }, 'checkpoint save failed')),
        50,
      );
  }

  async function subscribe() {
    const saved = await store.collection<CheckpointDocument>(collections.checkpoints).find({
      _id: { $in: consumers.map((c) => c.checkpointId(generation)) },
    });
    stored.clear();
    for (const c of consumers) {
      const id = c.checkpointId(generation);
      const found = saved.find((s) => s._id === id);
      checkpoints.set(id, found?.position ?? null);
      if (found) stored.set(id, found.position ?? null);
    }
    const head = await headAtStart(deps.eventStore, logger);
    // One comparison per consumer with the head, never a read of the log: the start stays quick.
    const behind = head && logBehind(status(), head.at);
    if (behind) {
      const { consumer, checkpoint } = behind;
      stopFatally(behind, { consumer, checkpoint, head: head.at }, 'the event log is behind the read models');
      throw behind;
    }
    for (const id of await rebuildChanged({ store, consumers, generation, logger }, saved)) {
      checkpoints.set(id, null);
      stored.delete(id);
    }
    // A reactor that never ran starts at the head: what it would have done for the past (the
    // deadlines, the renditions) is ensured from the read models, and pushing old news helps no one.
    for (const c of consumers)
      if (!c.projection && checkpointOf(c) === null) checkpoints.set(c.checkpointId(generation), head?.at ?? null);
    await ensureIndexes(store, projections, generation, logger);
    const values = consumers.map(checkpointOf);
    const from = values.some((v) => v === null) ? null : Math.min(...(values as number[]));
    position = from;
    subscription = deps.eventStore.subscribeToAll({
      fromPosition: from,
      onEvent: (event) => handlePage([event]),
      onPage: handlePage,
      onCaughtUp: () => {
        caughtUp = true;
        resolveCaughtUp();
        logger.info({ position, generation }, 'projections caught up');
      },
      onError: (error, ended) => {
        logger.error({ err: error, ended }, 'event subscription failed');
        if (!ended) return;
        failed = true;
        failCaughtUp(error);
        deps.onFailure?.(error);
      },
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

  const updateLag = () => lag.update(running ? { generation } : null);
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
      // The log may be out of reach for now: the subscription keeps trying, the figures follow.
      await updateLag().catch((e: unknown) => logger.warn({ err: e }, 'status update failed'));
      statusTimer = setInterval(
        () => void tick().catch((e) => logger.warn({ err: e }, 'status update failed')),
        deps.statusIntervalMs ?? 1000,
      );
      statusTimer.unref();
    },

    /** Resolves once the catch-up at start is done. */
    caughtUp: () => caughtUpPromise,
    isCaughtUp: () => caughtUp,
    /** False once a projection broke or the log can no longer be followed. */
    healthy: () => !failed,
    position: () => position,
    generation: () => generation,

    /** Resolves true once events up to `target` are applied, false after the timeout. */
    waitFor: (target: number, timeoutMs: number): Promise<boolean> =>
      position !== null && position >= target ? Promise.resolve(true) : waiters.wait(target, timeoutMs),

    /** The position of the last event this consumer handled since the start (0: none yet). */
    lastChange: (name: string) => lastChanges.get(name) ?? 0,
    status,
    figures: lag.figures,
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
      waiters.giveUp();
    },
  };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
