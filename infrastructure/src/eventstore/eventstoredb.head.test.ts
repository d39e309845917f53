import { BACKWARDS, END, type EventStoreDBClient, type Position, type ReadAllOptions } from '@eventstore/db-client';
import { createEventStoreDbEventStore } from './eventstoredb';
import { snapshotEventType } from '../snapshots/eventstoredb';

/**
 * A log as EventStoreDB's readAll gives it, without a server: events with their commit
 * positions, read backwards from the end or from a position (inclusive), maxCount at a time.
 */
function logOf(types: string[]) {
  const events = types.map((type, i) => ({
    event: {
      id: `e${i}`,
      type,
      streamId: type.startsWith('$') ? '$stats-127.0.0.1:2113' : `product-${i}`,
      revision: 0n,
      isJson: true,
      data: {},
      metadata: {},
      position: { commit: BigInt((i + 1) * 100), prepare: BigInt((i + 1) * 100) },
    },
    commitPosition: BigInt((i + 1) * 100),
  }));
  let reads = 0;
  const client = {
    async *readAll(options: ReadAllOptions) {
      reads += 1;
      expect(options.direction).toBe(BACKWARDS);
      const from = options.fromPosition === END ? Infinity : Number((options.fromPosition as Position).commit);
      const before = events.filter((e) => Number(e.commitPosition) <= from).reverse();
      yield* before.slice(0, Number(options.maxCount ?? 4096));
    },
  };
  return { client: client as unknown as EventStoreDBClient, reads: () => reads };
}

describe('EventStoreDB: where the log ends', () => {
  const system = (n: number) => Array.from({ length: n }, () => '$statsCollected');

  it('is the newest event of ours, however many system events and snapshots came after it', async () => {
    const log = logOf(['ProductCreated', 'CartItemAdded', snapshotEventType, ...system(1_234), snapshotEventType]);
    const store = createEventStoreDbEventStore({ client: log.client });
    expect(await store.headPosition()).toBe(200);
    // Paged backwards 500 at a time, not read whole.
    expect(log.reads()).toBe(3);
  });

  it('is nothing for a log that holds only system events', async () => {
    const store = createEventStoreDbEventStore({ client: logOf(system(1_000)).client });
    expect(await store.headPosition()).toBeNull();
  });

  it('is the last event when it is ours', async () => {
    const store = createEventStoreDbEventStore({ client: logOf([...system(3), 'OrderPlaced']).client });
    expect(await store.headPosition()).toBe(400);
  });
});
