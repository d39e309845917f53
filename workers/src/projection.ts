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
   * The document of this collection that the event's own document follows on from, read with it
   * and given to `evolve` (an order's history keeps one document per step, each made from the
   * step before): so a step costs the same however long the history before it.
   */
  follows?(event: RecordedEvent<AnyEvent>): string | null;
  /** The document after the event; null deletes it. */
  evolve(document: D | null, event: RecordedEvent<AnyEvent>, followed?: D | null): D | null;
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
