import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  PayloadTooLarge,
  TooManyRequests,
  ValidationError,
  contentTypeOf,
  fitsPixelBudget,
  imageMessages,
  maxUploadPixels,
  streams,
  uploadsPath,
  type ImageExt,
} from '@tavico/contracts';
import type { BlobStore, Metrics } from '@tavico/infrastructure';
import type { CommandContext, CommandHandler } from '../handler';
import { detectImageType, looksLikeSvg } from './detect';
import { LineFull, createTurns, type Turns } from './turns';
import { imageDecider } from '@tavico/domain';

/** Uploads waiting for their decode beyond which the next is refused (429) rather than held. */
const maxDecodesWaiting = 8;
/** A decode takes a second or so: a few seconds lets the line move on. */
const busyRetrySeconds = 5;

/** The picture's size from its header alone: nothing is decoded. Null when the header is unreadable. */
async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  const header = await sharp(bytes, { animated: false })
    .metadata()
    .catch(() => null);
  return header?.width && header.height ? { width: header.width, height: header.height } : null;
}

/**
 * Whether the whole file decodes (a PNG signature followed by garbage, a photo cut off half way,
 * do not). Read in one pass through a small resize, so the full bitmap (160 MB at 40 MP) is
 * never held; libvips refuses anything over the pixel budget whatever the header said.
 */
const decodesWhole = (bytes: Buffer): Promise<boolean> =>
  sharp(bytes, { failOn: 'error', animated: false, sequentialRead: true, limitInputPixels: maxUploadPixels })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );

/**
 * Stores an image under its content hash and records it on `image-{hash}`; the rendition job
 * follows from that event. SVG is accepted only from the shop itself (demo data), never from
 * an upload: an SVG can carry script.
 *
 * A picture is judged by its header before anything is decoded, an image stored already is
 * answered at once, and the decodes left take turns, one at a time in this process, in a short
 * line: a few large uploads at once cost the memory of one.
 */
export function createImageUploads(deps: {
  blobs: BlobStore;
  commands: CommandHandler;
  metrics: Metrics;
  /** Where decodes take turns (one line per process by default; tests hold it up). */
  turns?: Turns;
}) {
  const turns = deps.turns ?? createTurns({ maxWaiting: maxDecodesWaiting });
  const counted = (outcome: 'decoded' | 'known' | 'undecodable' | 'too_many_pixels' | 'busy') =>
    deps.metrics.imageUploads.inc({ outcome });

  const checkHeader = async (bytes: Buffer) => {
    const size = await sizeOf(bytes);
    if (!size) throw new ValidationError(imageMessages.undecodable);
    if (!fitsPixelBudget(size)) {
      counted('too_many_pixels');
      throw new PayloadTooLarge(imageMessages.tooManyPixels);
    }
  };

  const checkWhole = async (bytes: Buffer) => {
    let decoded: boolean;
    try {
      decoded = await turns.run(() => decodesWhole(bytes));
    } catch (error) {
      if (!(error instanceof LineFull)) throw error;
      counted('busy');
      throw new TooManyRequests(imageMessages.busy, busyRetrySeconds);
    }
    counted(decoded ? 'decoded' : 'undecodable');
    if (!decoded) throw new ValidationError(imageMessages.undecodable);
  };

  /** The same bytes were uploaded before: their event is recorded and their file is there. */
  const storedAlready = async (hash: string, name: string) =>
    (await deps.commands.load(streams.image(hash), imageDecider)).state.uploaded && (await deps.blobs.has(name));

  return async function storeImage(
    bytes: Buffer,
    context: CommandContext,
    options: { allowSvg?: boolean } = {},
  ): Promise<{ url: string; position: number | null }> {
    const ext: ImageExt | null = detectImageType(bytes) ?? (options.allowSvg && looksLikeSvg(bytes) ? 'svg' : null);
    if (!ext) throw new ValidationError(imageMessages.notImage);
    if (ext !== 'svg') await checkHeader(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = `${hash}.${ext}`;
    const url = `${uploadsPath}/${name}`;
    if (await storedAlready(hash, name)) {
      counted('known');
      return { url, position: null };
    }
    // Its first bytes say image; the whole of it must decode as one, or it would only fail later,
    // in the rendition job.
    if (ext !== 'svg') await checkWhole(bytes);
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
