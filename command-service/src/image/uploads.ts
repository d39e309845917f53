import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError, contentTypeOf, imageMessages, streams, uploadsPath, type ImageExt } from '@tavico/contracts';
import type { BlobStore } from '@tavico/infrastructure';
import type { CommandContext, CommandHandler } from '../handler';
import { detectImageType, looksLikeSvg } from './detect';
import { imageDecider } from '@tavico/domain';

/**
 * Stores an image under its content hash and records it on `image-{hash}`; the rendition job
 * follows from that event. SVG is accepted only from the shop itself (demo data), never from
 * an upload: an SVG can carry script.
 */
export function createImageUploads(deps: { blobs: BlobStore; commands: CommandHandler }) {
  return async function storeImage(
    bytes: Buffer,
    context: CommandContext,
    options: { allowSvg?: boolean } = {},
  ): Promise<{ url: string; position: number | null }> {
    const ext: ImageExt | null = detectImageType(bytes) ?? (options.allowSvg && looksLikeSvg(bytes) ? 'svg' : null);
    if (!ext) throw new ValidationError(imageMessages.notImage);
    // Its first bytes say image; the whole of it must decode as one (a PNG signature followed by
    // garbage would only fail later, in the rendition job).
    if (ext !== 'svg') {
      try {
        await sharp(bytes, { failOn: 'error', animated: false }).stats();
      } catch {
        throw new ValidationError(imageMessages.undecodable);
      }
    }
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = `${hash}.${ext}`;
    const url = `${uploadsPath}/${name}`;
    const contentType = contentTypeOf(name)!;
    // The file first: once the event is in the log, the file it names must exist.
    await deps.blobs.put(name, bytes);
    const { position } = await deps.commands.handle(
      streams.image(hash),
      imageDecider,
      { type: 'RecordUpload', hash, url, contentType, size: bytes.length },
      context,
    );
    return { url, position };
  };
}

export type StoreImage = ReturnType<typeof createImageUploads>;
