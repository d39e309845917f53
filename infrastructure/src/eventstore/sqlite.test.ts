import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@tavico/contracts';
import { eventStoreContract } from './eventStore.contract';
import { ConcurrencyError } from './port';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(path.join(tmpdir(), 'tavico-es-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
});

describe('SQLite event store', () => {
  eventStoreContract(() => createSqliteEventStore({ file: path.join(dir, `${randomUUID()}.sqlite`) }));

  it('keeps acknowledged events after the file is closed and opened again', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const first = createSqliteEventStore({ file });
    await first.append('s-1', [{ ...event('Kept'), data: { n: 1 } }], 'no_stream');
    await first.close();
    const second = createSqliteEventStore({ file });
    try {
      const events = await second.readStream('s-1');
      expect(events.map((e) => [e.type, e.data])).toEqual([['Kept', { n: 1 }]]);
    } finally {
      await second.close();
    }
  });

  it('reads what another connection appended to a stream it has already read to its end', async () => {
    const file = path.join(dir, `${randomUUID()}.sqlite`);
    const mine = createSqliteEventStore({ file });
    const other = createSqliteEventStore({ file });
    try {
      await mine.append('s-shared', [event('First')], 'no_stream');
      expect(await mine.readStream('s-shared', { afterRevision: 0 })).toEqual([]);
      expect(await mine.readStream('s-new')).toEqual([]);
      await other.append('s-shared', [event('Second')], 0);
      await other.append('s-new', [event('Born')], 'no_stream');
      expect((await mine.readStream('s-shared', { afterRevision: 0 })).map((e) => e.type)).toEqual(['Second']);
      expect((await mine.readStream('s-new')).map((e) => e.type)).toEqual(['Born']);
      // Its own appends are seen at once as well.
      await mine.append('s-shared', [event('Third')], 1);
      expect((await mine.readStream('s-shared', { afterRevision: 1 })).map((e) => e.type)).toEqual(['Third']);
      expect(await mine.readStream('s-shared', { afterRevision: 2 })).toEqual([]);
    } finally {
      await Promise.all([mine.close(), other.close()]);
    }
  });

  it('commits appends made together in order: a later one may build on an earlier one, a conflict fails alone', async () => {
    const store = createSqliteEventStore({ file: path.join(dir, `${randomUUID()}.sqlite`) });
    try {
      const results = await Promise.allSettled([
        store.append('same', [event('First')], 'no_stream'),
        store.append('same', [event('Stale')], 'no_stream'),
        store.append('same', [event('Second')], 0),
        store.append('other', [event('Other')], 'no_stream'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream('same')).map((e) => [e.type, e.revision])).toEqual([
        ['First', 0],
        ['Second', 1],
      ]);
      const [first, , second] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
      expect(second?.position).toBeGreaterThan(first?.position ?? Infinity);
    } finally {
      await store.close();
    }
  });

  it('loses nothing it answered when the process is killed between commits', async () => {
    const file = path.join(dir, 'crash.sqlite');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'testing/appendUntilKilled.ts'), file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      // Wait for a good number of answered appends, then kill it mid-stream.
      const deadline = Date.now() + 60_000;
      while (output.split('\n').length < 400 && child.exitCode === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      child.kill('SIGKILL');
      await exited;
      const answered = output.split('\n').slice(0, -1); // the last line may be cut short
      expect(errors).toBe('');
      expect(answered.length).toBeGreaterThanOrEqual(400);

      const store = createSqliteEventStore({ file });
      try {
        const kept = new Set<string>();
        for (let from: number | null = null; ;) {
          const page = await store.readAll(from, 5000);
          for (const e of page) kept.add(e.id);
          if (page.length < 5000) break;
          from = page[page.length - 1].position;
        }
        expect(answered.filter((id) => !kept.has(id))).toEqual([]);
      } finally {
        await store.close();
      }
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
