import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { houseBrand, streams, type AnyEvent } from '@tavico/contracts';
import {
  createBullmqQueue,
  createFilesystemBlobStore,
  createLateNotifier,
  createLogger,
  createMetrics,
  createOutboxMailer,
  createSandboxPayments,
  createSqliteDocumentStore,
  createSqliteEventStore,
  type DocumentStore,
  type EventStore,
} from '@tavico/infrastructure';
import { createWorkers, type Workers } from '../workers';
import { orderDeadlineJobId } from './orderDeadline';

// The real Redis on this machine (CI starts it); REDIS_URL points elsewhere when needed.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('deadlines derived from the log (BullMQ on the real Redis)', () => {
  jest.setTimeout(30_000);
  let dir: string;
  let eventStore: EventStore;
  let store: DocumentStore;
  let redis: Redis;
  let queue: ReturnType<typeof createBullmqQueue>;
  let workers: Workers;

  const append = async (streamId: string, events: AnyEvent[]) => {
    const metadata = { actorId: 'u1', actorRole: 'customer' as const, correlationId: 'c', causationId: null };
    const existing = await eventStore.readStream(streamId);
    await eventStore.append(
      streamId,
      events.map((e) => ({ ...e, id: randomUUID(), metadata: { ...metadata, time: new Date().toISOString() } })),
      existing.length ? existing[existing.length - 1].revision : 'no_stream',
    );
  };
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-sweep-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite'), pollIntervalMs: 20 });
    store = createSqliteDocumentStore({ file: path.join(dir, 'readmodels.sqlite') });
    redis = new Redis(url, { maxRetriesPerRequest: null });
    queue = createBullmqQueue({ connection: redis, name: `sweep-${randomUUID()}`, prefix: 'tavico-test' });
    const metrics = createMetrics('test');
    const payments = createSandboxPayments({ eventStore, clock: { now: () => new Date() }, ids: randomUUID, metrics });
    workers = createWorkers({
      eventStore,
      store,
      mailer: createOutboxMailer({ dir: path.join(dir, 'outbox'), from: 'test <t@tavico.vn>' }),
      blobs: createFilesystemBlobStore({ dir: path.join(dir, 'uploads') }),
      queue,
      clock: { now: () => new Date() },
      ids: randomUUID,
      logger: createLogger({ service: 'test', level: 'silent' }),
      metrics,
      payments: payments.provider,
      live: createLateNotifier(),
    });
    await workers.start();
    await workers.caughtUp();
  });
  afterEach(async () => {
    await workers.stop();
    await queue.queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    redis.disconnect();
    await eventStore.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives an unpaid order its deadline job back after Redis lost the queue, once, and none to settled ones', async () => {
    const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await append(streams.product('p1'), [
      {
        type: 'ProductCreated',
        data: {
          productId: 'p1',
          postedBy: null,
          title: 'Bàn',
          description: 'Gỗ',
          category: 'ban',
          brand: houseBrand.id,
          image: '/x.svg',
          priceCents: 10000,
          salePriceCents: null,
          totalStock: 5,
        },
      },
      { type: 'StockReserved', data: { productId: 'p1', orderId: 'unpaid', quantity: 2, expiresAt } },
      { type: 'StockReserved', data: { productId: 'p1', orderId: 'settled', quantity: 1, expiresAt } },
      { type: 'StockReleased', data: { productId: 'p1', orderId: 'settled', quantity: 1, reason: 'checkout-failed' } },
    ]);
    const job = (orderId: string) => queue.getJob(orderDeadlineJobId(orderId));
    await until(async () => (await job('unpaid'))?.status === 'delayed');

    // Redis loses its data.
    await queue.queue.obliterate({ force: true });
    expect(await job('unpaid')).toBeNull();

    const ensured = await workers.sweep();
    expect(ensured.deadlines).toBe(1);
    expect((await job('unpaid'))?.status).toBe('delayed');
    expect(await job('settled')).toBeNull();
    // Ensuring again changes nothing: one job per order.
    await workers.sweep();
    expect(await queue.queue.getJobCountByTypes('delayed', 'waiting', 'active')).toBe(1);
  });
});
