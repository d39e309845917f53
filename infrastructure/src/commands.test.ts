import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@tavico/contracts';
import type { Decider } from '@tavico/domain';
import { createCommandHandler, type CommandHandlerDeps } from './commands';
import { createSqliteEventStore } from './eventstore/sqlite';
import { ConcurrencyError, type EventStore } from './eventstore/port';
import { createMetrics } from './metrics';
import { systemClock } from './clock';
import { createMemorySnapshotStore } from './snapshots/memory';

type Counted = DomainEvent<'Counted', { by: number }>;
const counter: Decider<number, { type: 'Count'; by: number; max: number }, Counted> = {
  name: 'counter@1',
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.by > command.max) throw new Error('too many');
    return command.by === 0 ? [] : [{ type: 'Counted', data: { by: command.by } }];
  },
};
const context = { actorId: 'u1', actorRole: 'customer' as const, correlationId: 'c' };

describe('command handler', () => {
  let dir: string;
  let store: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-commands-'));
    store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const handler = (
    eventStore: EventStore,
    options: Pick<CommandHandlerDeps, 'snapshots' | 'snapshotEvery' | 'onSnapshotDiscarded'> = {},
  ) =>
    createCommandHandler({
      eventStore,
      clock: systemClock,
      ids: randomUUID,
      metrics: createMetrics('test'),
      ...options,
    });
  /** The store, noting from which revision each stream read started. */
  const watched = () => {
    const reads: (number | undefined)[] = [];
    const spy: EventStore = {
      ...store,
      readStream: (id, options) => {
        reads.push(options?.afterRevision);
        return store.readStream(id, options);
      },
    };
    return { spy, reads };
  };
  const count = (by: number, max = 1_000_000) => ({ type: 'Count' as const, by, max });

  it('appends what the decider decides with the actor in the metadata, and nothing for no change', async () => {
    const commands = handler(store);
    const first = await commands.handle('counter-1', counter, { type: 'Count', by: 2, max: 10 }, context);
    expect(first.state).toBe(2);
    expect(first.position).toEqual(expect.any(Number));
    const same = await commands.handle('counter-1', counter, { type: 'Count', by: 0, max: 10 }, context);
    expect(same).toEqual({ state: 2, position: null });
    const [event] = await store.readStream('counter-1');
    expect(event.metadata).toMatchObject({ actorId: 'u1', actorRole: 'customer', correlationId: 'c' });
  });

  it('decides again on what another writer appended meanwhile', async () => {
    let interfere = true;
    const racing: EventStore = {
      ...store,
      readStream: (id, options) => store.readStream(id, options),
      async append(id, events, expected) {
        if (interfere) {
          interfere = false;
          await handler(store).handle(id, counter, { type: 'Count', by: 9, max: 10 }, context);
        }
        return store.append(id, events, expected);
      },
    };
    const commands = handler(racing);
    // 9 were counted by the other writer first: 2 more would pass the maximum.
    await expect(commands.handle('counter-2', counter, { type: 'Count', by: 2, max: 10 }, context)).rejects.toThrow(
      'too many',
    );
    expect((await store.readStream('counter-2')).map((e) => e.data)).toEqual([{ by: 9 }]);
  });

  it('gives up with 409 when the stream keeps changing', async () => {
    const busy: EventStore = {
      ...store,
      readStream: (id, options) => store.readStream(id, options),
      append: async () => {
        throw new ConcurrencyError('counter-3', 'no_stream', 0);
      },
    };
    await expect(
      handler(busy).handle('counter-3', counter, { type: 'Count', by: 1, max: 10 }, context),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('reads only the events after the state it keeps, and keeps deciding right', async () => {
    const { spy, reads } = watched();
    const commands = handler(spy);
    for (let i = 0; i < 5; i++) await commands.handle('counter-4', counter, count(1), context);
    // The first load read the whole (empty) stream; each later one only what followed its own append.
    expect(reads).toEqual([-1, 0, 1, 2, 3]);
    expect((await commands.load('counter-4', counter)).state).toBe(5);
  });

  it('catches a cached state up with what another instance appended before deciding', async () => {
    const mine = handler(store);
    const theirs = handler(store);
    await mine.handle('counter-5', counter, count(4, 10), context);
    await theirs.handle('counter-5', counter, count(5, 10), context);
    // Mine still holds 4 at revision 0; it must see their 5 before deciding on 2 more.
    await expect(mine.handle('counter-5', counter, count(2, 10), context)).rejects.toThrow('too many');
    const ok = await mine.handle('counter-5', counter, count(1, 10), context);
    expect(ok.state).toBe(10);
    expect((await store.readStream('counter-5')).map((e) => e.data)).toEqual([{ by: 4 }, { by: 5 }, { by: 1 }]);
  });

  it('folds a long stream from its snapshot: a fresh instance reads only its last event and those after it', async () => {
    const snapshots = createMemorySnapshotStore();
    const writer = handler(store, { snapshots, snapshotEvery: 10 });
    for (let i = 1; i <= 25; i++) await writer.handle('counter-6', counter, count(i), context);
    const snapshot = await snapshots.read<number>('counter-6', 'counter@1');
    expect(snapshot?.revision).toBeGreaterThanOrEqual(10);
    // Its state is the fold up to its revision.
    expect(snapshot?.state).toBe(((snapshot!.revision + 1) * (snapshot!.revision + 2)) / 2);

    const { spy, reads } = watched();
    const fresh = handler(spy, { snapshots, snapshotEvery: 10 });
    expect((await fresh.load('counter-6', counter)).state).toBe((25 * 26) / 2);
    // The snapshot's own last event, to know the stream still has it; then what followed.
    expect(reads).toEqual([snapshot!.revision - 1, snapshot!.revision]);
  });

  it('discards a snapshot ahead of its stream (the log lost events), says so, and folds from the start', async () => {
    const snapshots = createMemorySnapshotStore();
    const discarded: unknown[] = [];
    const noted = { snapshots, onSnapshotDiscarded: (found: unknown) => void discarded.push(found) };
    for (let i = 0; i < 3; i++) await handler(store, noted).handle('counter-9', counter, count(1), context);
    // Folded from 50 events the log no longer has: one of them must not decide anything.
    await snapshots.write('counter-9', 'counter@1', { revision: 50, state: 999 });
    await snapshots.write('counter-10', 'counter@1', { revision: 50, state: 999 });
    const fresh = handler(store, noted);
    expect((await fresh.handle('counter-9', counter, count(1, 10), context)).state).toBe(4);
    expect((await fresh.load('counter-10', counter)).state).toBe(0);
    expect(discarded).toEqual([
      { streamId: 'counter-9', kind: 'counter@1', revision: 50 },
      { streamId: 'counter-10', kind: 'counter@1', revision: 50 },
    ]);
    expect(await snapshots.read('counter-9', 'counter@1')).toBeNull();
  });

  it('folds again from the log a state kept in memory once its stream is found behind it', async () => {
    const commands = handler(store);
    for (let i = 0; i < 5; i++) await commands.handle('counter-11', counter, count(1), context);
    // The log loses the stream's last three events (a -wal file deleted) under the running handler.
    const db = new Database(path.join(dir, 'events.sqlite'));
    db.prepare("DELETE FROM events WHERE stream_id = 'counter-11' AND revision > 1").run();
    db.close();
    const next = await commands.handle('counter-11', counter, count(1, 10), context);
    expect(next.state).toBe(3);
    expect((await store.readStream('counter-11')).map((e) => e.revision)).toEqual([0, 1, 2]);
  });

  it('never takes a snapshot of one fold for another fold of the same stream', async () => {
    const snapshots = createMemorySnapshotStore();
    const commands = handler(store, { snapshots, snapshotEvery: 2 });
    for (let i = 0; i < 4; i++) await commands.handle('counter-7', counter, count(1), context);
    const events = { ...counter, name: 'events-seen@1', evolve: (n: number) => n + 100 };
    expect((await handler(store, { snapshots }).load('counter-7', events)).state).toBe(400);
  });

  it('folds a long stream a page at a time', async () => {
    const events = Array.from({ length: 2500 }, () => ({
      id: randomUUID(),
      type: 'Counted',
      data: { by: 1 },
      metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: '' },
    }));
    await store.append('counter-8', events, 'no_stream');
    const { spy, reads } = watched();
    expect((await handler(spy).load('counter-8', counter)).state).toBe(2500);
    expect(reads).toEqual([-1, 999, 1999]);
  });
});
