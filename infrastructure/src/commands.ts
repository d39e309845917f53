import type { ActorRole, DomainEvent, NewEvent, RecordedEvent } from '@tavico/contracts';
import type { Decider, Fold } from '@tavico/domain';
import { AppError, messages } from '@tavico/contracts';
import { ConcurrencyError, type EventStore } from './eventstore/port';
import type { Snapshot, SnapshotStore } from './snapshots/port';
import type { Clock, IdGenerator } from './clock';
import type { Metrics } from './metrics';
import type { Logger } from './logging';

/** Ids taken from a path must look like ours before they name a stream. */
export const isValidId = (id: string): boolean => /^[A-Za-z0-9-]{1,64}$/.test(id);

/** Who acts and within which request: becomes the events' metadata. */
export interface CommandContext {
  actorId: string | null;
  actorRole: ActorRole | null;
  correlationId: string;
  causationId?: string | null;
}

export interface CommandResult<S> {
  state: S;
  /** Global position of the last appended event; null when the command changed nothing. */
  position: number | null;
}

const maxAttempts = 8;
const pageSize = 1000;

export interface CommandHandlerDeps {
  eventStore: EventStore;
  clock: Clock;
  ids: IdGenerator;
  metrics: Metrics;
  /** Where long streams' folded states are kept; without it, states are cached in memory only. */
  snapshots?: SnapshotStore | null;
  /** Folded states kept in memory (default 10,000), least recently used dropped first. */
  cacheSize?: number;
  /** Events folded past the last snapshot before a new one is written (default 200). */
  snapshotEvery?: number;
  /** Runs after every append, before the answer (standalone: waits until projections have it). */
  afterAppend?: (position: number) => Promise<void>;
  /** Told of a snapshot that could not be written or discarded (the command goes on without it). */
  onSnapshotError?: (error: unknown) => void;
  /** Told of a snapshot found ahead of its stream, and discarded (the stream is folded from its start). */
  onSnapshotDiscarded?: (found: { streamId: string; kind: string; revision: number }) => void;
}

/** A command handler's snapshot troubles, said in the log: commands go on without the snapshot. */
export const snapshotWarnings = (
  logger: Logger,
): Pick<CommandHandlerDeps, 'onSnapshotError' | 'onSnapshotDiscarded'> => ({
  onSnapshotError: (error) => logger.warn({ err: error }, 'snapshot not written'),
  onSnapshotDiscarded: (found) =>
    logger.warn(found, 'snapshot ahead of its stream discarded: the log has lost events it was folded from'),
});

interface Cached {
  state: unknown;
  /** The revision the state has folded up to; null for a stream with no events. */
  revision: number | null;
  /** The revision of the last snapshot written or read. */
  snapshotRevision: number | null;
}

/**
 * The shape of every command: load the stream's state, decide, append with the expected
 * revision; on a concurrency conflict load again and decide again, a few times.
 *
 * Loading costs the same on a stream of 100,000 events as on a new one: the state is kept in
 * memory at the revision it has folded to (and, for long streams, as a snapshot that outlives
 * the process), and only the events after that revision are read and folded. A cached state is
 * always caught up from its revision before a decision, and the expected revision still guards
 * the append, so several instances writing one stream stay correct.
 */
export function createCommandHandler(deps: CommandHandlerDeps) {
  const cacheSize = deps.cacheSize ?? 10_000;
  const snapshotEvery = deps.snapshotEvery ?? 200;
  const cache = new Map<string, Cached>();
  const keyOf = (name: string, streamId: string) => `${name}\u0000${streamId}`;

  const remember = (key: string, entry: Cached) => {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  /**
   * The stream's kept snapshot, if the stream still has the event it was folded up to. A log
   * restored from an older copy (or that lost its -wal file) may not: a state folded from events
   * that no longer exist must decide nothing, so such a snapshot is discarded. One read of one
   * event, once per stream and process (the state is kept in memory after).
   */
  async function snapshotOf<S>(streamId: string, kind: string): Promise<Snapshot<S> | null> {
    const snapshot = deps.snapshots ? await deps.snapshots.read<S>(streamId, kind) : null;
    if (!deps.snapshots || !snapshot) return null;
    const [last] = await deps.eventStore.readStream(streamId, { afterRevision: snapshot.revision - 1, maxCount: 1 });
    if (last?.revision === snapshot.revision) return snapshot;
    deps.onSnapshotDiscarded?.({ streamId, kind, revision: snapshot.revision });
    // Not discarded (the store failing): it is found, and refused, again at the next load.
    await deps.snapshots.discard(streamId, kind).catch((error) => deps.onSnapshotError?.(error));
    return null;
  }

  async function load<S, E extends DomainEvent>(streamId: string, fold: Fold<S, E>) {
    const key = keyOf(fold.name, streamId);
    let entry = cache.get(key);
    if (!entry) {
      const snapshot = await snapshotOf<S>(streamId, fold.name);
      entry = snapshot
        ? { state: snapshot.state, revision: snapshot.revision, snapshotRevision: snapshot.revision }
        : { state: fold.initialState, revision: null, snapshotRevision: null };
    }
    // A page at a time: a long stream never has to be in memory whole.
    for (;;) {
      const after = entry.revision ?? -1;
      const events = (await deps.eventStore.readStream(streamId, {
        afterRevision: after,
        maxCount: pageSize,
      })) as RecordedEvent<E>[];
      if (events.length === 0) break;
      entry = {
        state: events.reduce(fold.evolve, entry.state as S),
        revision: events[events.length - 1].revision,
        snapshotRevision: entry.snapshotRevision,
      };
      if (events.length < pageSize) break;
    }
    if (deps.snapshots && entry.revision !== null && entry.revision - (entry.snapshotRevision ?? -1) >= snapshotEvery) {
      const snapshot = { revision: entry.revision, state: entry.state };
      entry = { ...entry, snapshotRevision: entry.revision };
      await deps.snapshots.write(streamId, fold.name, snapshot).catch((error) => deps.onSnapshotError?.(error));
    }
    remember(key, entry);
    return { state: entry.state as S, revision: entry.revision };
  }

  /**
   * Commands on one stream in this process take turns, so many shoppers at once on a hot stream
   * (the year's order codes, a best-seller's stock) do not all decide on the same revision and
   * fail each other; writers in other processes are still kept apart by the expected revision.
   */
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = turns.get(streamId) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    turns.set(streamId, settled);
    void settled.then(() => {
      if (turns.get(streamId) === settled) turns.delete(streamId);
    });
    return mine;
  }

  /**
   * `awaitReads: false`: the caller waits for the read side itself, once for several commands
   * (a workflow's run), through `awaitReads`.
   */
  async function handle<S, C extends { type: string }, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    context: CommandContext,
    options: { awaitReads?: boolean } = {},
  ): Promise<CommandResult<S>> {
    const { result, appended } = await inTurn(streamId, () => decideAndAppend(streamId, decider, command, context));
    // Waiting for the read side happens outside the stream's turn: the next command need not wait for it.
    if (appended !== null && options.awaitReads !== false) await deps.afterAppend?.(appended);
    return result;
  }

  /** Waits until the read side has what was appended up to this position (standalone: projected). */
  const awaitReads = async (position: number): Promise<void> => {
    await deps.afterAppend?.(position);
  };

  async function decideAndAppend<S, C extends { type: string }, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    context: CommandContext,
  ): Promise<{ result: CommandResult<S>; appended: number | null }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await load(streamId, decider);
      let events: E[];
      try {
        events = decider.decide(command, state);
      } catch (error) {
        deps.metrics.commandsHandled.inc({ command: command.type, outcome: 'rejected' });
        throw error;
      }
      if (events.length === 0) {
        deps.metrics.commandsHandled.inc({ command: command.type, outcome: 'unchanged' });
        return { result: { state, position: null }, appended: null };
      }
      const time = deps.clock.now().toISOString();
      const newEvents = events.map((event): NewEvent => ({
        ...event,
        id: deps.ids(),
        metadata: {
          actorId: context.actorId,
          actorRole: context.actorRole,
          correlationId: context.correlationId,
          causationId: context.causationId ?? null,
          time,
        },
      }));
      try {
        const result = await deps.eventStore.append(streamId, newEvents, revision ?? 'no_stream');
        deps.metrics.eventsAppended.inc(newEvents.length);
        deps.metrics.commandsHandled.inc({ command: command.type, outcome: 'accepted' });
        const next = events.reduce(decider.evolve, state);
        // The state after our own events, at their revision: the next load reads only what follows.
        const key = keyOf(decider.name, streamId);
        const cached = cache.get(key);
        if (cached && cached.revision === revision) {
          remember(key, {
            state: next,
            revision: result.nextExpectedRevision,
            snapshotRevision: cached.snapshotRevision,
          });
        }
        return { result: { state: next, position: result.position }, appended: result.position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        // The stream is behind the state kept (the log lost events since): fold it again from the log.
        if (revision !== null && (error.actual === 'no_stream' || error.actual < revision))
          cache.delete(keyOf(decider.name, streamId));
        if (attempt >= maxAttempts) {
          deps.metrics.commandsHandled.inc({ command: command.type, outcome: 'conflict' });
          throw new AppError(409, messages.busy);
        }
        // Many writers on one stream (the last units of a product): spread the retries out.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  return { load, handle, awaitReads };
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;
