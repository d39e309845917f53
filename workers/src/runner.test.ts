import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@tavico/contracts';
import {
  createLogger,
  createMemoryDocumentStore,
  createMetrics,
  createSqliteEventStore,
  type DocumentStore,
  type EventStore,
} from '@tavico/infrastructure';
import type { Projection } from './projection';
import { createProjectionRunner } from './runner';
import { writeCheckpoints } from './checkpoints';

/** A projection counting events per stream, to see exactly how often each was applied. */
const counter: Projection = {
  name: 'counter',
  collection: 'counts',
  handles: ['UserRegistered', 'SessionStarted'],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => ({ _id: event.streamId, count: ((doc?.count as number) ?? 0) + 1, last: event.type }),
};

const event = (type: 'UserRegistered' | 'SessionStarted'): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
});

describe('projection runner', () => {
  let dir: string;
  let eventStore: EventStore;
  let store: DocumentStore;
  const logger = createLogger({ service: 'test', level: 'silent' });
  const runners: ReturnType<typeof createProjectionRunner>[] = [];
  const makeRunner = (es: EventStore = eventStore) => {
    const runner = createProjectionRunner({
      eventStore: es,
      store,
      projections: [counter],
      logger,
      metrics: createMetrics('test'),
    });
    runners.push(runner);
    return runner;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-runner-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    store = createMemoryDocumentStore();
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches up with what is in the log at start, then follows new events', async () => {
    await eventStore.append('a', [event('UserRegistered'), event('SessionStarted')], 'no_stream');
    const runner = makeRunner();
    await runner.start();
    await runner.caughtUp();
    expect(await store.collection('counts').findOne({ _id: 'a' })).toMatchObject({ count: 2, _position: 2 });

    const { position } = await eventStore.append('a', [event('SessionStarted')], 1);
    expect(await runner.waitFor(position, 2000)).toBe(true);
    expect(await store.collection('counts').findOne({ _id: 'a' })).toMatchObject({ count: 3, last: 'SessionStarted' });
  });

  it('applies a redelivered event once: documents remember the last position applied', async () => {
    await eventStore.append('a', [event('UserRegistered')], 'no_stream');
    const runner = makeRunner();
    await runner.start();
    await runner.caughtUp();
    // Replaying the log from the start (as after a lost checkpoint) must change nothing.
    const replay = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    await store.dropCollection('checkpoints');
    const second = makeRunner(replay);
    await second.start();
    await second.caughtUp();
    expect(await store.collection('counts').findOne({ _id: 'a' })).toMatchObject({ count: 1 });
    await second.stop();
    await replay.close();
  });

  it('saves checkpoints and resumes after them', async () => {
    await eventStore.append('a', [event('UserRegistered')], 'no_stream');
    const first = makeRunner();
    await first.start();
    await first.caughtUp();
    await first.stop();
    expect(await store.collection('checkpoints').findOne({ _id: 'counter' })).toMatchObject({ position: 1 });

    const seen: RecordedEvent[] = [];
    const spying: EventStore = {
      ...eventStore,
      subscribeToAll: (options) =>
        eventStore.subscribeToAll({
          ...options,
          onEvent: async (e) => (seen.push(e), options.onEvent(e)),
          onPage: async (page) => (seen.push(...page), (options.onPage ?? options.onEvent)(page as never)),
        }),
    };
    await eventStore.append('b', [event('UserRegistered')], 'no_stream');
    const resumed = makeRunner(spying);
    await resumed.start();
    await resumed.caughtUp();
    expect(seen.map((e) => e.streamId)).toEqual(['b']);
    expect(resumed.status()).toEqual([{ name: 'counter', checkpoint: 2 }]);
  });

  it('ends the catch-up with the error, and says so, when the log cannot be read any more', async () => {
    const failures: unknown[] = [];
    const damaged: EventStore = {
      ...eventStore,
      readAll: async () => {
        throw new Error('database disk image is malformed');
      },
    };
    const runner = createProjectionRunner({
      eventStore: damaged,
      store,
      projections: [counter],
      logger,
      metrics: createMetrics('test'),
      onFailure: (error) => failures.push(error),
    });
    runners.push(runner);
    await runner.start();
    await expect(runner.caughtUp()).rejects.toThrow('malformed');
    expect(failures).toEqual([expect.objectContaining({ message: 'database disk image is malformed' })]);
  });

  it('stops, and says which projection, when a unique key other than the id refuses a document', async () => {
    const failures: unknown[] = [];
    const byEmail: Projection = {
      name: 'emails',
      collection: 'emails',
      handles: ['UserRegistered'],
      documentId: (e) => e.streamId,
      evolve: (_doc, e) => ({ _id: e.streamId, email: 'same@example.vn', at: e.position }),
      indexes: [{ keys: { email: 1 }, unique: true }],
    };
    await eventStore.append('u1', [event('UserRegistered')], 'no_stream');
    await eventStore.append('u2', [event('UserRegistered')], 'no_stream');
    const runner = createProjectionRunner({
      eventStore,
      store,
      projections: [byEmail],
      logger,
      metrics: createMetrics('test'),
      onFailure: (error) => failures.push(error),
    });
    runners.push(runner);
    await runner.start();
    await expect(runner.caughtUp()).rejects.toThrow('The emails projection cannot go on');
    expect(failures).toHaveLength(1);
    // It did not pretend to have gone past the event it could not apply.
    expect(await runner.waitFor(2, 50)).toBe(false);
  });

  it('applies nothing while the lease is not its to write, and goes on once it is', async () => {
    await eventStore.append('a', [event('UserRegistered')], 'no_stream');
    let mayWrite = true;
    const runner = createProjectionRunner({
      eventStore,
      store,
      projections: [counter],
      logger,
      metrics: createMetrics('test'),
      lease: { mayWrite: () => mayWrite, fence: () => 7 },
    });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    mayWrite = false;
    const { position } = await eventStore.append('a', [event('SessionStarted')], 0);
    expect(await runner.waitFor(position, 300)).toBe(false);
    expect(await store.collection('counts').findOne({ _id: 'a' })).toMatchObject({ count: 1 });
    mayWrite = true;
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(await store.collection('counts').findOne({ _id: 'a' })).toMatchObject({ count: 2 });
    await runner.stop();
    expect(await store.collection('checkpoints').findOne({ _id: 'counter' })).toMatchObject({ position, fence: 7 });
  });

  it('never saves a checkpoint over one saved under a later fence', async () => {
    const saved = () => store.collection('checkpoints').findOne({ _id: 'counter' });
    await writeCheckpoints(store, [{ id: 'counter', position: 10, version: 1 }], 2);
    // A holder paused past its lease (fence 1) wakes with a further position: refused.
    await writeCheckpoints(store, [{ id: 'counter', position: 20, version: 1 }], 1);
    expect(await saved()).toMatchObject({ position: 10, fence: 2 });
    await writeCheckpoints(store, [{ id: 'counter', position: 30, version: 1 }], 3);
    expect(await saved()).toMatchObject({ position: 30, fence: 3 });
  });

  it('answers false when a position is not reached in time', async () => {
    const runner = makeRunner();
    await runner.start();
    await runner.caughtUp();
    expect(await runner.waitFor(999, 50)).toBe(false);
  });

  it('runs reactors after the projections, each event once, resuming from its checkpoint', async () => {
    const seen: string[] = [];
    const reactor = {
      name: 'recorder',
      handles: ['SessionStarted'] as const,
      react: async (e: RecordedEvent) => void seen.push(`${e.position}:${e.type}`),
    };
    const start = async () => {
      const runner = createProjectionRunner({
        eventStore,
        store,
        projections: [counter],
        reactors: [reactor],
        logger,
        metrics: createMetrics('test'),
      });
      runners.push(runner);
      await runner.start();
      await runner.caughtUp();
      return runner;
    };
    await eventStore.append('a', [event('UserRegistered'), event('SessionStarted')], 'no_stream');
    // A reactor that never ran starts at the head: the past is not replayed to it...
    const first = await start();
    expect(seen).toEqual([]);
    expect(first.status()).toContainEqual({ name: 'recorder', checkpoint: 2 });
    expect((await store.collection('counts').findOne({ _id: 'a' }))?.count).toBe(2);
    // ...what comes after is, once.
    await eventStore.append('a', [event('SessionStarted')], 1);
    expect(await first.waitFor(3, 5000)).toBe(true);
    expect(seen).toEqual(['3:SessionStarted']);
    await first.stop();
    runners.splice(runners.indexOf(first), 1);

    await eventStore.append('a', [event('SessionStarted')], 2);
    const second = await start();
    expect(await second.waitFor(4, 5000)).toBe(true);
    expect(seen).toEqual(['3:SessionStarted', '4:SessionStarted']);
  });
});

describe('projection versions', () => {
  it('rebuilds from the log only the projection whose version changed, and says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-version-'));
    const eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    const store = createMemoryDocumentStore();
    const lines: string[] = [];
    const logger = createLogger({
      service: 'test',
      level: 'info',
      destination: { write: (l: string) => void lines.push(l) },
    });
    const other: Projection = { ...counter, name: 'other', collection: 'others' };
    const run = async (projections: Projection[]) => {
      const runner = createProjectionRunner({ eventStore, store, projections, logger, metrics: createMetrics('test') });
      await runner.start();
      await runner.caughtUp();
      await runner.stop();
    };
    try {
      await eventStore.append('a', [event('UserRegistered'), event('SessionStarted')], 'no_stream');
      await run([counter, other]);
      // A document the old code wrote, to see the rebuilt model does not keep it.
      await store.collection('counts').insertOne({ _id: 'stale', count: 99 });
      const doubled: Projection = {
        ...counter,
        version: 2,
        evolve: (doc, e) => ({ _id: e.streamId, count: ((doc?.count as number) ?? 0) + 2, last: e.type }),
      };
      const otherBefore = await store.collection('others').find({});
      await run([doubled, other]);
      expect(await store.collection('counts').find({})).toEqual([
        { _id: 'a', count: 4, last: 'SessionStarted', _position: 2 },
      ]);
      expect(await store.collection('others').find({})).toEqual(otherBefore);
      expect(await store.collection('checkpoints').findOne({ _id: 'counter' })).toMatchObject({
        position: 2,
        version: 2,
      });
      expect(lines.join('')).toContain('projection changed: rebuilding it from the log');
    } finally {
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('projection lag', () => {
  it('reports how far each projection is behind the head of the log', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-lag-'));
    const eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    const metrics = createMetrics('test');
    const runner = createProjectionRunner({
      eventStore,
      store: createMemoryDocumentStore(),
      projections: [counter],
      logger: createLogger({ service: 'test', level: 'silent' }),
      metrics,
    });
    try {
      await runner.start();
      await runner.caughtUp();
      await runner.stop(); // not following any more: new events make it fall behind
      await eventStore.append('a', [event('UserRegistered'), event('SessionStarted')], 'no_stream');
      await runner.updateLag();
      expect((await metrics.projectionLag.get()).values).toEqual([{ labels: { projection: 'counter' }, value: 2 }]);
    } finally {
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
