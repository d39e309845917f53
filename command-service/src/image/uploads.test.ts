import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TooManyRequests, imageMessages } from '@tavico/contracts';
import {
  createCommandHandler,
  createFilesystemBlobStore,
  createMetrics,
  createSqliteEventStore,
  systemClock,
  type EventStore,
} from '@tavico/infrastructure';
import { createImageUploads } from './uploads';
import { createTurns } from './turns';

const context = { actorId: 'a1', actorRole: 'admin' as const, correlationId: 'c' };
const png = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Waits until the condition holds, a turn of the event loop at a time. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 10_000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

describe('image uploads', () => {
  let dir: string;
  let eventStore: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-uploads-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const uploads = (turns = createTurns({ maxWaiting: 8 })) => {
    const metrics = createMetrics('test');
    const commands = createCommandHandler({ eventStore, clock: systemClock, ids: randomUUID, metrics });
    const blobs = createFilesystemBlobStore({ dir: path.join(dir, 'uploads') });
    const outcomes = async () =>
      Object.fromEntries((await metrics.imageUploads.get()).values.map((v) => [v.labels.outcome, v.value]));
    return { storeImage: createImageUploads({ blobs, commands, metrics, turns }), outcomes };
  };

  it('refuses a decode at once (429, with a time to retry) when the line of decodes is full', async () => {
    const turns = createTurns({ maxWaiting: 1 });
    const { storeImage, outcomes } = uploads(turns);
    let release!: () => void;
    const holding = turns.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = storeImage(await png('#8b5a2b'), context);
    await until(() => turns.waiting === 1);

    const refused = await storeImage(await png('#2b5a8b'), context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect(refused).toMatchObject({ status: 429, said: imageMessages.busy, retryAfterSeconds: 5 });
    release();
    await holding;
    expect((await waiting).url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await outcomes()).toEqual({ busy: 1, decoded: 1 });
  });

  it('answers an image stored already with its URL, without queueing or decoding it again', async () => {
    const turns = createTurns({ maxWaiting: 0 });
    const { storeImage, outcomes } = uploads(turns);
    const bytes = await png('#8b5a2b');
    const first = await storeImage(bytes, context);
    expect(first.position).not.toBeNull();
    // The line now holds something that never ends, and takes no one else: only an answer that
    // does not decode can come back.
    void turns.run(() => new Promise(() => undefined));
    expect(await storeImage(bytes, context)).toEqual({ url: first.url, position: null });
    expect(await outcomes()).toEqual({ decoded: 1, known: 1 });
  });
});
