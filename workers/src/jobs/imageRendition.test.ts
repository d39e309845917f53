import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cardNameOf, streams } from '@tavico/contracts';
import {
  createFilesystemBlobStore,
  createSqliteEventStore,
  systemClock,
  type BlobStore,
  type EventStore,
} from '@tavico/infrastructure';
import { blackPng } from '../../../test/support/png';
import { makeImageRendition } from './imageRendition';

describe('the image rendition job', () => {
  let dir: string;
  let eventStore: EventStore;
  let blobs: BlobStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-rendition-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    blobs = createFilesystemBlobStore({ dir: path.join(dir, 'uploads') });
  });
  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A PNG stored and recorded as uploaded, as an upload made before the pixel budget would be. */
  const stored = async (bytes: Buffer) => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = `${hash}.png`;
    await blobs.put(name, bytes);
    const data = { hash, url: `/uploads/${name}`, contentType: 'image/png', size: bytes.length };
    const metadata = { actorId: 'a1', actorRole: 'admin' as const, correlationId: 'c', causationId: null, time: '' };
    await eventStore.append(
      streams.image(hash),
      [{ type: 'ImageUploaded', data, id: randomUUID(), metadata }],
      'no_stream',
    );
    return { hash, name, correlationId: 'c', causationId: null };
  };
  const run = (data: Awaited<ReturnType<typeof stored>>) =>
    makeImageRendition({ eventStore, blobs, clock: systemClock, ids: randomUUID })({ data });
  const types = async (hash: string) => (await eventStore.readStream(streams.image(hash))).map((e) => e.type);

  it('leaves a decompression bomb stored earlier without a card, saying why, without decoding it', async () => {
    const bomb = await stored(await blackPng(16_000, 16_000));
    const before = process.memoryUsage().rss;
    expect(await run(bomb)).toEqual({ skipped: 'over the pixel budget (16000×16000 px): not decoded' });
    // Decoded, it would take 256 MB at the least.
    expect((process.memoryUsage().rss - before) / 2 ** 20).toBeLessThan(150);
    expect(await blobs.has(cardNameOf(bomb.hash))).toBe(false);
    expect(await types(bomb.hash)).toEqual(['ImageUploaded']);
  });

  it('makes the card of a picture within the budget and records it', async () => {
    const photo = await stored(
      await sharp({ create: { width: 1280, height: 640, channels: 3, background: '#8b5a2b' } })
        .png()
        .toBuffer(),
    );
    expect(await run(photo)).toEqual({ cardUrl: `/uploads/${cardNameOf(photo.hash)}` });
    const card = await blobs.get(cardNameOf(photo.hash));
    expect(await sharp(card!).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(await types(photo.hash)).toEqual(['ImageUploaded', 'ImageRenditionMade']);
  });
});
