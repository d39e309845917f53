import Database from 'better-sqlite3';
import type { Snapshot, SnapshotStore } from './port';

/**
 * Snapshots in their own SQLite file beside the log (DATA_DIR/snapshots.sqlite), shared by the
 * processes on one machine. Not synced on every write: a snapshot lost in a power cut is only
 * a longer fold next time.
 */
export function createSqliteSnapshotStore(options: { file: string }): SnapshotStore {
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS snapshots (
      stream_id TEXT NOT NULL,
      kind      TEXT NOT NULL,
      revision  INTEGER NOT NULL,
      state     TEXT NOT NULL,
      PRIMARY KEY (stream_id, kind)
    ) WITHOUT ROWID;
  `);
  const select = db.prepare<[string, string], { revision: number; state: string }>(
    'SELECT revision, state FROM snapshots WHERE stream_id = ? AND kind = ?',
  );
  const upsert = db.prepare(
    'INSERT INTO snapshots (stream_id, kind, revision, state) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (stream_id, kind) DO UPDATE SET revision = excluded.revision, state = excluded.state ' +
      'WHERE excluded.revision > snapshots.revision',
  );
  const remove = db.prepare('DELETE FROM snapshots WHERE stream_id = ? AND kind = ?');
  return {
    async read<S>(streamId: string, kind: string): Promise<Snapshot<S> | null> {
      const row = select.get(streamId, kind);
      return row ? { revision: row.revision, state: JSON.parse(row.state) as S } : null;
    },
    async write(streamId, kind, snapshot) {
      upsert.run(streamId, kind, snapshot.revision, JSON.stringify(snapshot.state));
    },
    async discard(streamId, kind) {
      remove.run(streamId, kind);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
