import type { BlobStore } from './port';

/** What every blob store adapter must do. */
export function blobStoreContract(name: string, open: () => Promise<BlobStore> | BlobStore) {
  describe(`${name} blob store`, () => {
    let blobs: BlobStore;
    beforeEach(async () => {
      blobs = await open();
    });

    it('gives back the bytes it was given', async () => {
      const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      await blobs.put('a1.png', data);
      expect(await blobs.get('a1.png')).toEqual(data);
      expect(await blobs.has('a1.png')).toBe(true);
    });

    it('answers null for a name it does not have', async () => {
      expect(await blobs.get('missing.png')).toBeNull();
      expect(await blobs.has('missing.png')).toBe(false);
    });

    it('keeps one file when the same name is written twice', async () => {
      await blobs.put('same.gif', Buffer.from('GIF89a-1'));
      await Promise.all([
        blobs.put('same.gif', Buffer.from('GIF89a-1')),
        blobs.put('same.gif', Buffer.from('GIF89a-1')),
      ]);
      expect((await blobs.get('same.gif'))?.toString()).toBe('GIF89a-1');
    });

    it('refuses names that could leave its folder', async () => {
      for (const bad of ['../escape.png', '/etc/passwd', 'a/b.png', '..', '.hidden', '']) {
        await expect(blobs.put(bad, Buffer.from('x'))).rejects.toThrow(/Refusing blob name/);
        await expect(blobs.get(bad)).rejects.toThrow(/Refusing blob name/);
      }
    });
  });
}
