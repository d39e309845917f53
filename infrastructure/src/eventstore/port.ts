import type { NewEvent, RecordedEvent } from '@tavico/contracts';

/** `no_stream`: the stream must not exist; a number: the revision of its last event. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as the next expected revision. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events after this position; null delivers from the start of the log. */
  fromPosition: number | null;
  onEvent(event: RecordedEvent): Promise<void>;
  /**
   * Given, events arrive as pages instead (in order, never empty), as many as were read at once:
   * a projection can then apply a page in one write. `onEvent` is not called.
   */
  onPage?(events: RecordedEvent[]): Promise<void>;
  /** Called when the catch-up part is done and live delivery begins. */
  onCaughtUp?(): void;
  /**
   * A failure of the subscription. `ended`: it has stopped and will deliver nothing more (a
   * damaged log, say); otherwise it is trying again by itself (a server out of reach).
   */
  onError?(error: unknown, ended: boolean): void;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * The stream's events in order; empty when the stream does not exist. With `afterRevision`,
   * only the events after that revision: what a cached state at that revision has not seen;
   * with `maxCount`, at most that many (a long stream is read a page at a time).
   */
  readStream(streamId: string, options?: { afterRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Events after `fromPosition` (null: from the start), in global order. */
  readAll(fromPosition: number | null, maxCount: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the log, or null when it is empty. */
  headPosition(): Promise<number | null>;
  /** Catch up from the checkpoint, then follow live; events are delivered one at a time, in order. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** Another writer got there first: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${expected}, found ${actual}`);
    this.name = 'ConcurrencyError';
  }
}
