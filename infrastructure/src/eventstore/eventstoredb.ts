import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@tavico/contracts';
import { ConcurrencyError, type EventStore, type ExpectedRevision } from './port';
import { snapshotEventType } from '../snapshots/eventstoredb';

/**
 * Positions in EventStoreDB are byte offsets in its transaction log ({commit, prepare}). For
 * events appended outside explicit transactions (all of ours) both are equal, so the commit
 * position alone is the global position, and it fits a JS number for any log below 8 PB.
 */
const toPosition = (position: number): Position => ({ commit: BigInt(position), prepare: BigInt(position) });

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  // System events and our snapshot streams (see snapshots/eventstoredb.ts) are not domain events.
  if (!event || event.type.startsWith('$') || event.type === snapshotEventType || !event.isJson) return null;
  const position = event.position?.commit ?? resolved.commitPosition;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(position ?? 0n),
  };
}

export function createEventStoreDbEventStore(
  options: { connectionString: string } | { client: EventStoreDBClient },
): EventStore {
  // A client may be given (tests give one that answers like a server).
  const client = 'client' in options ? options.client : EventStoreDBClient.connectionString(options.connectionString);

  const store: EventStore = {
    async append(streamId, events, expected) {
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: e.data as JSONType,
              metadata: e.metadata as unknown as JSONType,
            }),
          ),
          { expectedRevision: toExpected(expected) },
        );
        return {
          nextExpectedRevision: Number(result.nextExpectedRevision),
          position: Number(result.position?.commit ?? 0n),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
          throw new ConcurrencyError(streamId, expected, actual);
        }
        throw error;
      }
    },

    async readStream(streamId, readOptions) {
      const events: RecordedEvent[] = [];
      const after = readOptions?.afterRevision;
      const fromRevision = after === undefined || after < 0 ? START : BigInt(after + 1);
      try {
        const maxCount = readOptions?.maxCount;
        for await (const resolved of client.readStream(streamId, { direction: FORWARDS, fromRevision, maxCount })) {
          const event = toRecorded(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll(fromPosition, maxCount) {
      const events: RecordedEvent[] = [];
      // readAll's fromPosition is inclusive; ours is exclusive, and system events are skipped,
      // so read a little more than asked and page on until the count is reached or the log ends.
      let from: ReadPosition = fromPosition === null ? START : toPosition(fromPosition);
      while (events.length < maxCount) {
        let seen = 0;
        let last: number | null = null;
        for await (const resolved of client.readAll({
          direction: FORWARDS,
          fromPosition: from,
          maxCount: maxCount + 1,
        })) {
          seen += 1;
          last = Number(resolved.event?.position?.commit ?? resolved.commitPosition ?? 0n);
          const event = toRecorded(resolved);
          if (!event || (fromPosition !== null && event.position <= fromPosition)) continue;
          if (events.length > 0 && event.position <= events[events.length - 1].position) continue;
          events.push(event);
          if (events.length === maxCount) break;
        }
        if (seen <= 1 || last === null) break;
        from = toPosition(last);
      }
      return events;
    },

    async headPosition() {
      // The newest event that is ours: past system events, however many there are at the end.
      let from: ReadPosition = END;
      for (;;) {
        let seen = 0;
        let last: number | null = null;
        for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 500 })) {
          seen += 1;
          const event = toRecorded(resolved);
          if (event) return event.position;
          last = Number(resolved.event?.position?.commit ?? resolved.commitPosition ?? 0n);
        }
        if (seen < 500 || last === null) return null;
        from = toPosition(last);
      }
    },

    subscribeToAll({ fromPosition, onEvent, onPage, onCaughtUp, onError }) {
      let stopped = false;
      let current: ReturnType<typeof client.subscribeToAll> | null = null;
      let position = fromPosition;

      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const run = async () => {
        let caughtUp = false;
        const markCaughtUp = () => {
          if (!caughtUp) {
            caughtUp = true;
            onCaughtUp?.();
          }
        };
        // A server out of reach is tried again, ever more patiently (up to 30 s between tries),
        // and every failure is reported; the subscription never ends on its own.
        for (let failures = 0; !stopped;) {
          try {
            const head = await store.headPosition();
            if (head === null || (position !== null && position >= head)) markCaughtUp();
            current = client.subscribeToAll({
              fromPosition: position === null ? START : toPosition(position),
              filter: excludeSystemEvents(),
            });
            current.on('caughtUp', markCaughtUp);
            for await (const resolved of current) {
              if (stopped) break;
              failures = 0;
              const event = toRecorded(resolved);
              if (!event || (position !== null && event.position <= position)) continue;
              // Delivered as they stream in: one event is a page of one.
              if (onPage) await onPage([event]);
              else await onEvent(event);
              position = event.position;
              if (head !== null && position >= head) markCaughtUp();
            }
          } catch (error) {
            if (stopped) break;
            failures += 1;
            onError?.(error, false);
            await wait(Math.min(30_000, 250 * 2 ** Math.min(failures, 7))); // then resubscribe where we were
          }
        }
      };
      const loop = run().catch((error: unknown) => onError?.(error, true));

      return {
        async close() {
          stopped = true;
          await current?.unsubscribe().catch(() => undefined);
          await loop.catch(() => undefined);
        },
      };
    },

    async close() {
      await client.dispose();
    },
  };
  return store;
}
