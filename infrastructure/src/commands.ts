import type { ActorRole, DomainEvent, NewEvent, RecordedEvent } from '@tavico/contracts';
import { AppError, messages } from '@tavico/contracts';
import { ConcurrencyError, type EventStore } from './eventstore/port';
import type { Clock, IdGenerator } from './clock';
import type { Metrics } from './metrics';

/** Ids taken from a path must look like ours before they name a stream. */
export const isValidId = (id: string): boolean => /^[A-Za-z0-9-]{1,64}$/.test(id);

/** A stream's behaviour: pure functions, no I/O, no clock. */
export interface Decider<S, C extends { type: string }, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
  /** The events a command produces in a state, or a thrown AppError. */
  decide(command: C, state: S): E[];
}

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

export interface CommandHandlerDeps {
  eventStore: EventStore;
  clock: Clock;
  ids: IdGenerator;
  metrics: Metrics;
  /** Runs after every append, before the answer (standalone: waits until projections have it). */
  afterAppend?: (position: number) => Promise<void>;
}

/**
 * The shape of every command: load the stream, fold it, decide, append with the expected
 * revision; on a concurrency conflict reload and decide again, a few times.
 */
export function createCommandHandler(deps: CommandHandlerDeps) {
  async function load<S, E extends DomainEvent>(
    streamId: string,
    decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>,
  ) {
    const events = (await deps.eventStore.readStream(streamId)) as RecordedEvent<E>[];
    const state = events.reduce(decider.evolve, decider.initialState);
    const revision = events.length > 0 ? events[events.length - 1].revision : null;
    return { state, revision };
  }

  async function handle<S, C extends { type: string }, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    context: CommandContext,
  ): Promise<CommandResult<S>> {
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
        return { state, position: null };
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
        await deps.afterAppend?.(result.position);
        return { state: events.reduce(decider.evolve, state), position: result.position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= maxAttempts) {
          deps.metrics.commandsHandled.inc({ command: command.type, outcome: 'conflict' });
          throw new AppError(409, messages.busy);
        }
        // Many writers on one stream (the last units of a product): spread the retries out.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  return { load, handle };
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;
