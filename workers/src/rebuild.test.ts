import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  collections,
  operationsCollection,
  operationsMessages,
  type NewEvent,
  type RebuildProgress,
} from '@tavico/contracts';
import {
  createLogger,
  createMemoryDocumentStore,
  createMetrics,
  createSqliteEventStore,
  readModelStore,
  type DocumentStore,
  type EventStore,
} from '@tavico/infrastructure';
import type { Projection } from './projection';
import { createProjectionRunner } from './runner';
import { rebuildReadModels } from './rebuild';

/** Counts events per stream into a real read model's collection, so the query side's mapping applies. */
const counter: Projection = {
  name: collections.users,
  collection: collections.users,
  handles: ['UserRegistered', 'SessionStarted'],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => ({ _id: event.streamId, count: ((doc?.count as number) ?? 0) + 1 }),
};

const event = (): NewEvent => ({
  id: randomUUID(),
  type: 'SessionStarted',
  data: {},
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
});

describe('read-model rebuild', () => {
  let dir: string;
  let eventStore: EventStore;
  let store: DocumentStore;
  const logger = createLogger({ service: 'test', level: 'silent' });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-rebuild-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite'), pollIntervalMs: 20 });
    store = createMemoryDocumentStore();
    // 40 streams of 100 events each.
    for (let s = 0; s < 40; s++) {
      await eventStore.append(
        `s${s}`,
        Array.from({ length: 100 }, () => event()),
        'no_stream',
      );
    }
  });
  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replays into a new generation, switches reads without a failed or empty read, then drops the old one', async () => {
    const runner = createProjectionRunner({
      eventStore,
      store,
      projections: [counter],
      logger,
      metrics: createMetrics('test'),
      statusIntervalMs: 50,
    });
    await runner.start();
    await runner.caughtUp();
    const reads = readModelStore(store, { refreshMs: 10 });

    // A reader that never stops during the rebuild, and a writer adding events meanwhile.
    let reading = true;
    const seen: number[] = [];
    const reader = (async () => {
      while (reading) {
        seen.push(await reads.collection(collections.users).countDocuments());
        await new Promise((r) => setImmediate(r));
      }
    })();
    const appended = (async () => {
      for (let i = 0; i < 20; i++) {
        await eventStore.append('s0', [event()], 'any');
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const progress: RebuildProgress[] = [];
    const result = await rebuildReadModels({
      eventStore,
      store,
      projections: [counter],
      logger,
      pageSize: 500,
      graceMs: 50,
      onProgress: (p) => void progress.push(p),
    });
    await appended;
    reading = false;
    await reader;

    expect(result).toMatchObject({ generation: 1, previousGeneration: 0 });
    expect(result.events).toBeGreaterThanOrEqual(4000);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((n) => n === 40)).toBe(true);
    expect(progress[0].phase).toBe('replaying');
    expect(progress.at(-1)).toMatchObject({ phase: 'done', percent: 100 });
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['switching', 'dropping']));

    // The runner moved to the new generation and keeps it current; the old one is gone.
    expect(runner.generation()).toBe(1);
    expect(await store.listCollections()).not.toContain(collections.users);
    expect(await store.listCollections()).toContain(`${collections.users}__g1`);
    const { position } = await eventStore.append('s1', [event()], 'any');
    expect(await runner.waitFor(position, 2000)).toBe(true);
    expect(await reads.collection(collections.users).findOne({ _id: 's1' })).toMatchObject({ count: 101 });
    expect(await reads.collection(collections.users).findOne({ _id: 's0' })).toMatchObject({ count: 120 });
    await runner.stop();
  });

  it('refuses a second rebuild while one runs', async () => {
    const first = rebuildReadModels({
      eventStore,
      store,
      projections: [counter],
      logger,
      graceMs: 0,
      handoverTimeoutMs: 0,
    });
    await expect(
      rebuildReadModels({ eventStore, store, projections: [counter], logger, graceMs: 0, handoverTimeoutMs: 0 }),
    ).rejects.toMatchObject({ said: operationsMessages.rebuildRunning });
    await expect(first).resolves.toMatchObject({ generation: 1 });
    // Once it is done, the next one may run and makes generation 2.
    await expect(
      rebuildReadModels({ eventStore, store, projections: [counter], logger, graceMs: 0, handoverTimeoutMs: 0 }),
    ).resolves.toMatchObject({ generation: 2, previousGeneration: 1 });
    expect(await store.collection(operationsCollection).findOne({ _id: 'readModels' })).toMatchObject({
      generation: 2,
    });
  });
});
