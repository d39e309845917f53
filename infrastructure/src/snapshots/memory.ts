import type { Snapshot, SnapshotStore } from './port';

/** Snapshots in this process only (tests, and a shop that need not keep them). */
export function createMemorySnapshotStore(): SnapshotStore {
  const kept = new Map<string, string>();
  const key = (streamId: string, kind: string) => `${kind}\u0000${streamId}`;
  return {
    async read<S>(streamId: string, kind: string) {
      const json = kept.get(key(streamId, kind));
      return json ? (JSON.parse(json) as Snapshot<S>) : null;
    },
    async write(streamId, kind, snapshot) {
      const current = kept.get(key(streamId, kind));
      if (current && (JSON.parse(current) as Snapshot).revision >= snapshot.revision) return;
      kept.set(key(streamId, kind), JSON.stringify(snapshot));
    },
    async discard(streamId, kind) {
      kept.delete(key(streamId, kind));
    },
    async close() {
      kept.clear();
    },
  };
}
