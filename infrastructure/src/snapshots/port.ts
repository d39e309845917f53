/**
 * Snapshots of a stream's folded state at a revision, so loading a long stream reads only the
 * events after it. A snapshot is a cache: losing one costs a longer fold, never correctness.
 * `kind` names the fold (a decider's name and version), since one stream may be folded several
 * ways and a changed fold must not read an old snapshot.
 */
export interface Snapshot<S = unknown> {
  revision: number;
  state: S;
}

export interface SnapshotStore {
  read<S>(streamId: string, kind: string): Promise<Snapshot<S> | null>;
  /** Keeps the snapshot unless a newer one (a higher revision) is already kept. */
  write<S>(streamId: string, kind: string, snapshot: Snapshot<S>): Promise<void>;
  /** Forgets the snapshot: one found ahead of its stream (the log lost the events it was folded from). */
  discard(streamId: string, kind: string): Promise<void>;
  close(): Promise<void>;
}
