/**
 * Uploaded files by name. Names are content hashes chosen by the caller, so writing the same
 * name twice writes the same bytes and a stored file never changes.
 */
export interface BlobStore {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none of that name. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
}

/** Names are flat: letters, digits, dot, dash and underscore; nothing that could leave the folder. */
export const isSafeBlobName = (name: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(name);

export class UnsafeBlobName extends Error {
  constructor(name: string) {
    super(`Refusing blob name ${JSON.stringify(name)}`);
    this.name = 'UnsafeBlobName';
  }
}
