import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UnsafeBlobName, isSafeBlobName, type BlobStore } from './port';

/**
 * Files in one folder: `DATA_DIR/uploads` in standalone, a volume shared by the services in the
 * distributed stack. A file appears whole or not at all (written aside, then renamed).
 */
export function createFilesystemBlobStore(options: { dir: string }): BlobStore {
  mkdirSync(options.dir, { recursive: true });
  const fileOf = (name: string) => {
    if (!isSafeBlobName(name)) throw new UnsafeBlobName(name);
    return path.join(options.dir, name);
  };
  const exists = async (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  return {
    async put(name, data) {
      const file = fileOf(name);
      const aside = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(aside, data, { flush: true });
        await rename(aside, file);
      } finally {
        await rm(aside, { force: true });
      }
    },
    async get(name) {
      const file = fileOf(name);
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    has: (name) => exists(fileOf(name)),
  };
}
