import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/**
 * The worker's source: its own connection to the file, which copies the write-ahead log back
 * into the database every `everyMs` (a PASSIVE checkpoint: it never waits for, nor blocks, the
 * writer or the readers).
 */
const source = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints of a WAL-mode SQLite file, moved off the main thread. SQLite otherwise copies the
 * log back into the database inside whichever commit finds it past 1,000 pages: that commit (an
 * order's status change, say) then also writes and syncs megabytes, which is the slowest 1% of
 * the answers. Here a worker thread does it every `everyMs` on a connection of its own; the main
 * connection only checkpoints itself if the log grows past `fallbackPages` (the worker stuck or
 * gone), so the log stays bounded either way.
 */
export function checkpointInBackground(
  db: Database.Database,
  file: string,
  options: { everyMs?: number; fallbackPages?: number } = {},
) {
  if (file === ':memory:') return { stop: async () => undefined };
  db.pragma(`wal_autocheckpoint = ${options.fallbackPages ?? 20_000}`);
  const worker = new Worker(source, {
    eval: true,
    workerData: { file, everyMs: options.everyMs ?? 1000, driver: require.resolve('better-sqlite3') },
  });
  // A worker that cannot open the file leaves the fallback to do the checkpoints.
  worker.on('error', () => undefined);
  let exited = false;
  worker.once('exit', () => (exited = true));
  worker.unref();
  let stopped: Promise<void> | null = null;
  return {
    /** The last checkpoint is made and the worker's connection closed (before the file is closed). */
    stop(): Promise<void> {
      stopped ??= new Promise<void>((resolve) => {
        if (exited) return resolve();
        // Held while it finishes: whoever closes the store waits for it.
        worker.ref();
        // A worker that never answers is not waited for long.
        const timer = setTimeout(() => void worker.terminate(), 2000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage('stop');
      });
      return stopped;
    },
  };
}
