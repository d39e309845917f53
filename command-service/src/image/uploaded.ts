import { ValidationError, claimsUpload, imageMessages, uploadNameOf } from '@tavico/contracts';
import type { BlobStore } from '@tavico/infrastructure';

/**
 * An image of ours must be one that was uploaded: a made-up /uploads/ path shows nothing. A path
 * that is no upload's name (`/uploads/a/b.png`, `/uploads/..`) is refused without asking the
 * store, which would refuse the name itself.
 */
export async function assertUploaded(blobs: BlobStore, urls: string[]): Promise<void> {
  for (const url of urls) {
    if (!claimsUpload(url)) continue;
    const name = uploadNameOf(url);
    if (name === null || !(await blobs.has(name))) throw new ValidationError(imageMessages.notUploaded);
  }
}
