import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import type { NewEvent, RecordedEvent } from '@tavico/contracts';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { followLog } from './follow';
import { checkpointInBackground } from '../sqliteCheckpoints';
import { statSync } from 'node:fs';
import { checkBeforeStartBytes, checkLogInBackground, openedLog, type EventLogError } from './logFile';

interface Row {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: JSON.parse(row.data),
  metadata: JSON.parse(row.metadata),
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
});

/**
 * The embedded event store: one SQLite file in WAL mode. Every commit is synced
 * (`synchronous=FULL`), so an acknowledged append survives a power cut. better-sqlite3 is
 * synchronous, so appends from one process are serialised without locks of our own; appends
 * made together are committed together (see `flush`).
 */
export function createSqliteEventStore(options: {
  file: string;
  pollIntervalMs?: number;
  /** Told when a check of a large log, run after opening it, finds it damaged. */
  onDamaged?: (error: EventLogError) => void;
}): EventStore {
  const { db, existed } = openedLog(options.file, () => new Database(options.file));
  if (existed && options.onDamaged && statSync(options.file).size > checkBeforeStartBytes) {
    checkLogInBackground(options.file, options.onDamaged);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const checkpoints = checkpointInBackground(db, options.file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position  INTEGER PRIMARY KEY AUTOINCREMENT,
      id        TEXT NOT NULL UNIQUE,
      stream_id TEXT NOT NULL,
      revision  INTEGER NOT NULL,
      type      TEXT NOT NULL,
      data      TEXT NOT NULL,
      metadata  TEXT NOT NULL,
      UNIQUE (stream_id, revision)
    );
  `);

  const lastRevision = db.prepare<[string], { revision: number | null }>(
    'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM events WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const streamRows = db.prepare<[string, number, number], Row>(
    'SELECT * FROM events WHERE stream_id = ? AND revision > ? ORDER BY revision LIMIT ?',
  );
  const allRows = db.prepare<[number, number], Row>(
    'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
  );
  const head = db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events');

  // For each stream, a revision after which it has no event, as this connection last saw it: a
  // command whose state is already current (most are: the command handler keeps states in
  // memory) then reads nothing. Valid while no other connection has committed: SQLite's
  // data_version changes when one has, and then everything known is forgotten. It is asked once
  // a turn of the event loop (a cart's view reads each of its products in the same turn); a
  // stream whose append found another revision than expected is forgotten at once, so the
  // command's retry reads it.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const lastKnown = new Map<string, number>();
  let knownAt = dataVersion.get();
  let askedThisTurn = false;
  const knownLast = (streamId: string): number | undefined => {
    if (!askedThisTurn) {
      askedThisTurn = true;
      setImmediate(() => (askedThisTurn = false));
      const now = dataVersion.get();
      if (now !== knownAt) {
        lastKnown.clear();
        knownAt = now;
      }
    }
    return lastKnown.get(streamId);
  };
  const noteLast = (streamId: string, revision: number) => {
    if (lastKnown.size >= 100_000) lastKnown.clear();
    lastKnown.set(streamId, revision);
  };

  const appended = new EventEmitter();
  appended.setMaxListeners(0);

  /** One append; inside a batch it runs in its own savepoint, so a conflict undoes only it. */
  const appendOne = db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const current = lastRevision.get(streamId)?.revision ?? null;

    // The same event ids appended again (a retried request): answer as the first time did.
    const existing = events.map((e) => byId.get(e.id));
    if (existing.length > 0 && existing.every((row) => row && row.stream_id === streamId)) {
      const last = existing[existing.length - 1] as Row;
      return { nextExpectedRevision: last.revision, position: last.position };
    }
    if (existing.some(Boolean)) {
      throw new ConcurrencyError(streamId, expected, current ?? 'no_stream');
    }

    if ((expected === 'no_stream' && current !== null) || (typeof expected === 'number' && current !== expected)) {
      throw new ConcurrencyError(streamId, expected, current ?? 'no_stream');
    }

    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = insert.run(
        event.id,
        streamId,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  });

  interface Pending {
    streamId: string;
    events: NewEvent[];
    expected: ExpectedRevision;
    resolve(result: AppendResult): void;
    reject(error: unknown): void;
  }
  type Outcome = { result: AppendResult } | { error: unknown };
  const commitBatch = db.transaction((batch: Pending[]): Outcome[] =>
    batch.map((item) => {
      try {
        return { result: appendOne(item.streamId, item.events, item.expected) };
      } catch (error) {
        return { error };
      }
    }),
  );

  // Group commit: the appends that arrive within one turn of the event loop share one synced
  // transaction. Each is still checked against its own expected revision (in its own
  // savepoint), and nobody is answered before the commit that holds their events returns.
  let pending: Pending[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = commitBatch.immediate(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    let last = 0;
    outcomes.forEach((outcome, i) => {
      if ('result' in outcome) {
        last = Math.max(last, outcome.result.position);
        noteLast(batch[i].streamId, outcome.result.nextExpectedRevision);
        batch[i].resolve(outcome.result);
      } else {
        lastKnown.delete(batch[i].streamId);
        batch[i].reject(outcome.error);
      }
    });
    if (last > 0) appended.emit('appended', last);
  };

  let closed = false;
  const subscriptions = new Set<Subscription>();

  return {
    append(streamId, events, expected) {
      if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
      if (closed) return Promise.reject(new Error('The event store is closed'));
      return new Promise<AppendResult>((resolve, reject) => {
        pending.push({ streamId, events, expected, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },

    async readStream(streamId, readOptions) {
      const after = readOptions?.afterRevision ?? -1;
      const maxCount = readOptions?.maxCount ?? -1;
      const known = knownLast(streamId);
      if (known !== undefined && after >= known) return [];
      const rows = streamRows.all(streamId, after, maxCount);
      // Read to the end: the stream's last revision is known (-1: no stream yet).
      if (maxCount < 0 || rows.length < maxCount)
        noteLast(streamId, rows.at(-1)?.revision ?? Math.max(known ?? -1, after));
      return rows.map(toRecorded);
    },

    async readAll(fromPosition, maxCount) {
      return allRows.all(fromPosition ?? 0, maxCount).map(toRecorded);
    },

    async headPosition() {
      return head.get()?.position ?? null;
    },

    subscribeToAll(subscribe: SubscribeOptions) {
      const subscription = followLog(this, appended, subscribe, options.pollIntervalMs ?? 1000);
      subscriptions.add(subscription);
      return {
        close: async () => {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      flush();
      await Promise.all([...subscriptions].map((s) => s.close()));
      await checkpoints.stop();
      db.close();
    },
  };
}
