import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { collections, type NewEvent, type RecordedEvent } from '@tavico/contracts';
import {
  createLogger,
  createMemoryDocumentStore,
  createMetrics,
  createSqliteEventStore,
  type DocumentStore,
  type EventStore,
} from '@tavico/infrastructure';
import type { Projection, Reactor } from './projection';
import { createProjectionRunner } from './runner';
import { rebuildReadModels } from './rebuild';
import { LogBehindCheckpoints, logBehind } from './checkpoints';

const counter: Projection = {
  name: collections.users,
  collection: collections.users,
  version: 2,
  handles: ['SessionStarted'],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => ({ _id: event.streamId, count: ((doc?.count as number) ?? 0) + 1 }),
};

const event = (): NewEvent => ({
  id: randomUUID(),
  type: 'SessionStarted',
  data: {},
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
});

describe('a log behind the checkpoints', () => {
  it('is found from the furthest checkpoint past the head, and only then', () => {
    const at = (...checkpoints: (number | null)[]) =>
      checkpoints.map((checkpoint, i) => ({ name: `c${i}`, checkpoint }));
    expect(logBehind(at(10, 12, null), 12)).toBeNull();
    expect(logBehind(at(null, null), null)).toBeNull();
    expect(logBehind(at(10, 15, 14), 12)).toMatchObject({ consumer: 'c1', checkpoint: 15, head: 12 });
    // An empty log behind read models that have seen anything.
    const empty = logBehind(at(null, 3), null);
    expect(empty).toBeInstanceOf(LogBehindCheckpoints);
    expect(empty?.message).toContain('The event log ends at position none (it is empty)');
  });

  describe('at the runner’s start', () => {
    let dir: string;
    let file: string;
    let eventStore: EventStore;
    let store: DocumentStore;
    const logger = createLogger({ service: 'test', level: 'silent' });
    const reacted: number[] = [];
    const reactor: Reactor = {
      name: 'sessionPushes',
      handles: ['SessionStarted'],
      react: async (e: RecordedEvent) => void reacted.push(e.position),
    };
    const runnerOf = (onFailure?: (error: unknown) => void) =>
      createProjectionRunner({
        eventStore,
        store,
        projections: [counter],
        reactors: [reactor],
        logger,
        metrics: createMetrics('test'),
        onFailure,
      });

    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'tavico-behind-'));
      file = path.join(dir, 'events.sqlite');
      eventStore = createSqliteEventStore({ file });
      store = createMemoryDocumentStore();
      reacted.length = 0;
      // Read models and the reactor follow the log up to position 5.
      const runner = runnerOf();
      await runner.start();
      await runner.caughtUp();
      for (let i = 0; i < 5; i++) await eventStore.append('s', [event()], 'any');
      expect(await runner.waitFor(5, 2000)).toBe(true);
      await runner.stop();
      // The log loses its last two events, as a -wal file deleted does: positions 4 and 5 will be given again.
      await eventStore.close();
      const db = new Database(file);
      db.exec("DELETE FROM events WHERE position > 3; UPDATE sqlite_sequence SET seq = 3 WHERE name = 'events'");
      db.close();
      eventStore = createSqliteEventStore({ file });
    });
    afterEach(async () => {
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses to start, naming both positions and the way out, and says the process should end', async () => {
      const failures: unknown[] = [];
      const runner = runnerOf((error) => failures.push(error));
      const refused = runner.start();
      await expect(refused).rejects.toBeInstanceOf(LogBehindCheckpoints);
      await expect(refused).rejects.toMatchObject({ checkpoint: 5, head: 3 });
      await expect(refused).rejects.toThrow(/ends at position 3.+up to position 5/s);
      await expect(refused).rejects.toThrow(
        /Restore the log \(from a backup, with its -wal file\), or run `npm run rebuild`/,
      );
      expect(failures).toEqual([expect.any(LogBehindCheckpoints)]);
      expect(runner.healthy()).toBe(false);
      await expect(runner.caughtUp()).rejects.toBeInstanceOf(LogBehindCheckpoints);
      // Nothing was applied or moved: the read model is as the lost log left it.
      expect(await store.collection(`${collections.users}`).findOne({ _id: 's' })).toMatchObject({ count: 5 });
      await runner.stop();
    });

    it('starts after a rebuild from the log as it is, and projects and reacts to the events appended since', async () => {
      await rebuildReadModels({ eventStore, store, projections: [counter], logger, graceMs: 0, handoverTimeoutMs: 0 });
      // The reactor's checkpoint, kept across generations, went back to the head with the read models'.
      const saved = store.collection(collections.checkpoints);
      expect(await saved.findOne({ _id: reactor.name })).toMatchObject({ position: 3 });
      expect(await saved.findOne({ _id: `${collections.users}__g1` })).toMatchObject({ position: 3, version: 2 });

      const runner = runnerOf();
      await runner.start();
      await runner.caughtUp();
      const { position } = await eventStore.append('s', [event()], 'any');
      expect(position).toBe(4);
      expect(await runner.waitFor(position, 2000)).toBe(true);
      expect(await store.collection(`${collections.users}__g1`).findOne({ _id: 's' })).toMatchObject({ count: 4 });
      expect(reacted).toEqual([1, 2, 3, 4, 5, 4]);
      await runner.stop();
    });
  });
});
