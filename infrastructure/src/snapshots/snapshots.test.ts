import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { snapshotStoreContract } from './snapshotStore.contract';
import { createMemorySnapshotStore } from './memory';
import { createSqliteSnapshotStore } from './sqlite';

const dir = mkdtempSync(path.join(tmpdir(), 'tavico-snap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('in-memory snapshot store', () => {
  snapshotStoreContract(() => createMemorySnapshotStore());
});

describe('SQLite snapshot store', () => {
  snapshotStoreContract(() => createSqliteSnapshotStore({ file: path.join(dir, `${randomUUID()}.sqlite`) }));

  it('keeps snapshots across reopening the file', async () => {
    const file = path.join(dir, 'kept.sqlite');
    const first = createSqliteSnapshotStore({ file });
    await first.write('user-1', 'user@1', { revision: 4999, state: { sessions: [] } });
    await first.close();
    const second = createSqliteSnapshotStore({ file });
    try {
      expect(await second.read('user-1', 'user@1')).toEqual({ revision: 4999, state: { sessions: [] } });
    } finally {
      await second.close();
    }
  });
});
