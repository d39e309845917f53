import sharp from 'sharp';
import {
  cardNameOf,
  collections,
  fitsPixelBudget,
  maxUploadPixels,
  type ImageDocument,
  streams,
  uploadsPath,
  type ImageEvent,
  type NewEvent,
  type RecordedEvent,
} from '@tavico/contracts';
import {
  ConcurrencyError,
  type BlobStore,
  type Clock,
  type DocumentStore,
  type EventStore,
  type JobQueue,
} from '@tavico/infrastructure';
import type { Reactor } from '../projection';

export const imageRenditionJob = 'image-rendition';
export interface ImageRenditionData {
  hash: string;
  /** The original's name in the blob store. */
  name: string;
  correlationId: string;
  causationId: string | null;
}

/** Cards show images 300 px high; 640 px wide covers them on dense screens. */
const cardBox = { width: 640, height: 640 };

/** Queues an image's rendition job unless it is queued already (the id is the image's hash). */
export const ensureImageRendition = (queue: JobQueue, data: ImageRenditionData) =>
  queue.add(imageRenditionJob, data, {
    jobId: `${imageRenditionJob}-${data.hash}`,
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
  });

const nameOf = (url: string) => url.slice(uploadsPath.length + 1);

/** Each uploaded image gets a rendition job, once per image whatever the redeliveries. */
export function imageRenditionReactor(deps: { queue: JobQueue }): Reactor {
  return {
    name: 'image-renditions',
    handles: ['ImageUploaded'],
    async react(event) {
      if (event.type !== 'ImageUploaded') return;
      const { hash, url } = event.data;
      await ensureImageRendition(deps.queue, {
        hash,
        name: nameOf(url),
        correlationId: event.metadata.correlationId,
        causationId: event.id,
      });
    },
  };
}

/** Images still without their rendition get a job: the queue may have lost theirs. */
export async function ensureImageRenditions(deps: { store: DocumentStore; queue: JobQueue }) {
  const images = deps.store.collection<ImageDocument>(collections.images);
  let ensured = 0;
  for (let after = ''; ;) {
    const page = await images.find({ cardUrl: null, _id: { $gt: after } }, { sort: { _id: 1 }, limit: 500 });
    for (const image of page) {
      await ensureImageRendition(deps.queue, {
        hash: image._id,
        name: nameOf(image.url),
        correlationId: 'sweep',
        causationId: null,
      });
    }
    ensured += page.length;
    if (page.length < 500) return ensured;
    after = page[page.length - 1]._id;
  }
}

/**
 * Makes the smaller WebP of an uploaded image and records it on the image's stream. Idempotent:
 * a rendition already recorded is left alone, and the file's name is fixed by the original's hash.
 */
export function makeImageRendition(deps: {
  eventStore: EventStore;
  blobs: BlobStore;
  clock: Clock;
  ids: () => string;
}) {
  return async ({ data }: { data: ImageRenditionData }): Promise<{ cardUrl: string } | { skipped: string }> => {
    const streamId = streams.image(data.hash);
    const history = (await deps.eventStore.readStream(streamId)) as RecordedEvent<ImageEvent>[];
    const uploaded = history.find((e) => e.type === 'ImageUploaded');
    if (!uploaded) return { skipped: 'no such image' };
    if (history.some((e) => e.type === 'ImageRenditionMade')) return { skipped: 'already made' };

    const original = await deps.blobs.get(data.name);
    if (!original) throw new Error(`Image file ${data.name} is missing`);
    // Uploads are judged by their header before they are stored, but a file stored before that
    // rule (or put there by hand) may still be a decompression bomb: it is left without a card
    // rather than decoded, and libvips would refuse anything past the budget anyway.
    const header = await sharp(original, { animated: false }).metadata();
    if (!fitsPixelBudget({ width: header.width ?? 0, height: header.height ?? 0 })) {
      return { skipped: `over the pixel budget (${header.width}×${header.height} px): not decoded` };
    }
    const cardName = cardNameOf(data.hash);
    if (!(await deps.blobs.has(cardName))) {
      const card = await sharp(original, { animated: false, limitInputPixels: maxUploadPixels })
        .rotate()
        .resize({ ...cardBox, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await deps.blobs.put(cardName, card);
    }
    const cardUrl = `${uploadsPath}/${cardName}`;
    const event: NewEvent<ImageEvent> = {
      type: 'ImageRenditionMade',
      data: { hash: data.hash, url: uploaded.data.url, cardUrl },
      id: deps.ids(),
      metadata: {
        actorId: null,
        actorRole: 'system',
        correlationId: data.correlationId,
        causationId: data.causationId,
        time: deps.clock.now().toISOString(),
      },
    };
    try {
      await deps.eventStore.append(streamId, [event], history[history.length - 1].revision);
    } catch (error) {
      // Another run recorded it meanwhile: the job is done either way.
      if (error instanceof ConcurrencyError) return { skipped: 'recorded meanwhile' };
      throw error;
    }
    return { cardUrl };
  };
}
