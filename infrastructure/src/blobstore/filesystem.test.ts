import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blobStoreContract } from './blobStore.contract';
import { createFilesystemBlobStore } from './filesystem';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavico-blobs-'));
  dirs.push(dir);
  return dir;
};

blobStoreContract('filesystem', () => createFilesystemBlobStore({ dir: newDir() }));

describe('filesystem blob store', () => {
  it('leaves no partial files behind and keeps files across instances', async () => {
    const dir = newDir();
    await createFilesystemBlobStore({ dir }).put('kept.webp', Buffer.from('RIFF0000WEBP'));
    expect(readdirSync(dir)).toEqual(['kept.webp']);
    expect((await createFilesystemBlobStore({ dir }).get('kept.webp'))?.toString()).toBe('RIFF0000WEBP');
  });
});
