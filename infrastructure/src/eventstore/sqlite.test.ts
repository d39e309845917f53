import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eventStoreContract } from './eventStore.contract';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(path.join(tmpdir(), 'tavico-es-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite event store', () => {
  eventStoreContract(() => createSqliteEventStore({ file: path.join(dir, `${randomUUID()}.sqlite`) }));

  it('keeps acknowledged events after the file is closed and opened again', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const first = createSqliteEventStore({ file });
    const meta = {
      actorId: null,
      actorRole: null,
      correlationId: 'c',
      causationId: null,
      time: new Date().toISOString(),
    };
    await first.append('s-1', [{ id: randomUUID(), type: 'Kept', data: { n: 1 }, metadata: meta }], 'no_stream');
    await first.close();
    const second = createSqliteEventStore({ file });
    try {
      const events = await second.readStream('s-1');
      expect(events.map((e) => [e.type, e.data])).toEqual([['Kept', { n: 1 }]]);
    } finally {
      await second.close();
    }
  });
});
