import type { ActorRole } from './roles';

/**
 * What every event is, whatever its stream: kept apart from the streams' own event types
 * (events.ts and its neighbours), so that those name `DomainEvent` without importing one another.
 */

/** Who did it, why, and when: carried by every event. */
export interface EventMetadata {
  actorId: string | null;
  actorRole: ActorRole | null;
  correlationId: string;
  causationId: string | null;
  /** ISO 8601. */
  time: string;
}

export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event on its way into the store. The id makes a retried append idempotent. */
export type NewEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  metadata: EventMetadata;
};

/** An event as the store keeps it. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = NewEvent<E> & {
  streamId: string;
  /** 0-based index within its stream. */
  revision: number;
  /** Position in the global log; strictly increasing, not necessarily contiguous. */
  position: number;
};
