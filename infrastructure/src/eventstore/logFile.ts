import { existsSync, statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** The event log file cannot be used as it is: a person has to look (restore a backup, move it away). */
export class EventLogError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventLogError';
  }
}

/** Logs up to this size are checked page by page before the shop starts; larger ones just after. */
export const checkBeforeStartBytes = 64 * 1024 * 1024;

/**
 * What a file must be before the shop runs on it: absent (a new shop), or an SQLite database
 * holding our `events` table. An existing empty file, or someone else's database, is refused:
 * taking it for a new shop would look like every account had vanished.
 */
export function openedLog(file: string, open: () => Database.Database): { db: Database.Database; existed: boolean } {
  const existed = existsSync(file);
  if (existed && statSync(file).size === 0) {
    throw new EventLogError(`${file} is empty, so it is not this shop's event log. Move it away to start a new shop.`);
  }
  const db = open();
  try {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    if (existed && !tables.some((t) => t.name === 'events')) {
      throw new EventLogError(`${file} is a database without an event log in it; it is not this shop's.`);
    }
    if (existed && statSync(file).size <= checkBeforeStartBytes) quickCheck(db, file);
    return { db, existed };
  } catch (error) {
    db.close();
    if (error instanceof EventLogError) throw error;
    throw new EventLogError(`${file} cannot be read as an event log: ${(error as Error).message}`);
  }
}

function quickCheck(db: Database.Database, file: string) {
  const result = db.pragma('quick_check', { simple: true });
  if (result !== 'ok')
    throw new EventLogError(`${file} is damaged (SQLite quick_check: ${String(result)}). Restore it from a backup.`);
}

/**
 * A large log is checked page by page in a thread of its own once the shop runs (it takes a
 * while and must not hold up start-up or requests); a damage found is reported.
 */
export function checkLogInBackground(file: string, onDamaged: (error: EventLogError) => void): void {
  const worker = new Worker(
    `const Database = require('better-sqlite3');
     const { parentPort, workerData } = require('node:worker_threads');
     let result;
     try {
       const db = new Database(workerData, { readonly: true, fileMustExist: true });
       result = db.pragma('quick_check', { simple: true });
       db.close();
     } catch (error) { result = String(error && error.message); }
     parentPort.postMessage(result);`,
    { eval: true, workerData: file },
  );
  worker.unref();
  worker.once('message', (result: string) => {
    if (result !== 'ok')
      onDamaged(new EventLogError(`${file} is damaged (SQLite quick_check: ${result}). Restore it from a backup.`));
  });
  worker.once('error', (error) => onDamaged(new EventLogError(`${file} could not be checked: ${error.message}`)));
}
