import type { AnyEvent, AnyEventType, RecordedEvent } from '@tavico/contracts';
import type { Doc, IndexSpec } from '@tavico/infrastructure';

/**
 * A read model: which events it handles, which document an event touches, and how that document
 * changes. Pure: the runner does the reading, writing, idempotency and checkpoints.
 */
export interface Projection<D extends Doc = Doc> {
  name: string;
  /**
   * The code's version (1 when absent): raise it when `evolve` or the document's shape changes,
   * and the next start rebuilds this read model alone from the log.
   */
  version?: number;
  collection: string;
  handles: readonly AnyEventType[];
  documentId(event: RecordedEvent<AnyEvent>): string | null;
  /**
   * The documents of this collection that the event's own document follows on from, read with it
   * and given to `evolve` in this order (an order's history keeps 25 steps a document, and the
   * first step of a document starts from the order the one before ended with).
   */
  follows?(event: RecordedEvent<AnyEvent>): readonly string[];
  /**
   * The document after the event; null deletes it. Either `document` itself (nothing changed) or
   * a new object of its own, never one another document holds: the runner stamps `_id` and
   * `_position` on it in place rather than copying a long order once more for every event.
   */
  evolve(document: D | null, event: RecordedEvent<AnyEvent>, followed?: readonly (D | null)[]): D | null;
  indexes?: IndexSpec[];
}

/** Each stored document carries the position of the last event applied to it. */
export type Projected<D extends Doc> = D & { _position: number };

/**
 * A side effect of events (queue a job, push to browsers), run from the subscription after the
 * projections, with its own checkpoint. At least once: what it starts must be idempotent.
 */
export interface Reactor {
  name: string;
  handles: readonly AnyEventType[];
  react(event: RecordedEvent<AnyEvent>): Promise<void>;
}
