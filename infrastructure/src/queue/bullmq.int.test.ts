import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { jobQueueContract } from './jobQueue.contract';
import { createBullmqQueue } from './bullmq';

// The real Redis on this machine (CI starts it); REDIS_URL points elsewhere when needed.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BullMQ job queue on Redis', () => {
  jest.setTimeout(20_000);
  const connections: Redis[] = [];
  const queues: ReturnType<typeof createBullmqQueue>[] = [];

  afterEach(async () => {
    for (const q of queues.splice(0)) await q.queue.obliterate({ force: true }).catch(() => undefined);
  });
  afterAll(async () => {
    for (const c of connections) c.disconnect();
  });

  jobQueueContract(() => {
    const connection = new Redis(url, { maxRetriesPerRequest: null });
    connections.push(connection);
    const queue = createBullmqQueue({ connection, name: `test-${randomUUID()}`, prefix: 'tavico-test' });
    queues.push(queue);
    return queue;
  });
});
