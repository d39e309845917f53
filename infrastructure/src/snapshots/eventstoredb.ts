import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  StreamNotFoundError,
  jsonEvent,
  type JSONType,
} from '@eventstore/db-client';
import type { Snapshot, SnapshotStore } from './port';

/** The event type of snapshots; the event store adapter leaves these out of the global log. */
export const snapshotEventType = 'AggregateSnapshot';

/** One snapshot stream per stream and fold, keeping only its latest event (`$maxCount` 1). */
export const snapshotStream = (streamId: string, kind: string) => `snapshot-${kind}-${streamId}`;

/**
 * Snapshots in EventStoreDB itself, as its users do: a snapshot stream per aggregate whose
 * metadata lets the server scavenge all but the last snapshot.
 */
export function createEventStoreDbSnapshotStore(options: { connectionString: string }): SnapshotStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const limited = new Set<string>();

  async function read<S>(streamId: string, kind: string): Promise<Snapshot<S> | null> {
    try {
      for await (const resolved of client.readStream(snapshotStream(streamId, kind), {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const data = resolved.event?.data as { revision?: unknown; state?: unknown } | undefined;
        // A negative revision marks a discarded snapshot.
        if (data && typeof data.revision === 'number' && data.revision >= 0)
          return { revision: data.revision, state: data.state as S };
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  return {
    read,
    async write(streamId, kind, snapshot) {
      const stream = snapshotStream(streamId, kind);
      const current = await read(streamId, kind);
      if (current && current.revision >= snapshot.revision) return;
      if (!limited.has(stream)) {
        await client.setStreamMetadata(stream, { maxCount: 1 });
        limited.add(stream);
      }
      const data = { revision: snapshot.revision, state: snapshot.state } as unknown as JSONType;
      await client.appendToStream(stream, jsonEvent({ type: snapshotEventType, data }), { expectedRevision: ANY });
    },
    async discard(streamId, kind) {
      // The stream keeps its last event only: a marker in place of the snapshot reads as none.
      const data = { revision: -1, state: null } as unknown as JSONType;
      await client.appendToStream(snapshotStream(streamId, kind), jsonEvent({ type: snapshotEventType, data }), {
        expectedRevision: ANY,
      });
    },
    async close() {
      await client.dispose();
    },
  };
}
