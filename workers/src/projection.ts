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
   * and given to `evolve` in this order (an order's history keeps one document per step, made
   * from the steps before it back to the last whole order): so a step costs the same however
   * long the history before it. `made(id)`: that document is (or, by this event's turn, will
   * be) one this process's `evolve` returned, as it returned it, so what the projection keeps in
   * memory about it holds and it may follow fewer.
   */
  follows?(event: RecordedEvent<AnyEvent>, made?: (id: string) => boolean): readonly string[];
  /** The document after the event; null deletes it. */
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
