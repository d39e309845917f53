import { Queue, Worker, type Job, type ConnectionOptions } from 'bullmq';
import { ServiceUnavailable, messages } from '@tavico/contracts';
import type { JobHandler, JobInfo, JobQueue, JobStatus } from './port';

const statusOf = (state: string): JobStatus => {
  switch (state) {
    case 'delayed':
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default:
      return 'waiting';
  }
};

/** Redis away (on a fail-fast connection): the request answers 503 with a message, not a 500. */
async function reachRedis<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    throw new ServiceUnavailable(messages.redisUnavailable, { cause: error });
  }
}

/**
 * The distributed queue: BullMQ on Redis. One BullMQ queue per `name`; job names pick the
 * handler. A worker is started in this process on the first `process` call.
 */
export function createBullmqQueue(options: {
  connection: ConnectionOptions;
  name?: string;
  prefix?: string;
  concurrency?: number;
  onError?: (error: unknown) => void;
}): JobQueue & { queue: Queue } {
  const queueName = options.name ?? 'tavico';
  const queue = new Queue(queueName, { connection: options.connection, prefix: options.prefix });
  const handlers = new Map<string, JobHandler>();
  let worker: Worker | null = null;

  const startWorker = () => {
    worker = new Worker(
      queueName,
      async (job: Job) => {
        const handler = handlers.get(job.name);
        if (!handler) throw new Error(`No handler for job ${job.name} in this process`);
        return handler({
          id: job.id as string,
          name: job.name,
          data: job.data,
          attemptsMade: job.attemptsMade,
          updateProgress: (progress) => job.updateProgress(progress),
        });
      },
      { connection: options.connection, prefix: options.prefix, concurrency: options.concurrency ?? 4 },
    );
    worker.on('error', (error) => options.onError?.(error));
  };

  return {
    queue,
    async add(name, data, jobOptions = {}) {
      const job = await reachRedis(() =>
        queue.add(name, data, {
          jobId: jobOptions.jobId,
          delay: jobOptions.delay,
          attempts: jobOptions.attempts ?? 1,
          backoff: jobOptions.backoff,
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 30 * 24 * 3600 },
        }),
      );
      return { id: job.id as string };
    },

    process(name, handler) {
      handlers.set(name, handler as JobHandler);
      if (!worker) startWorker();
    },

    async getJob(id): Promise<JobInfo | null> {
      // The state first, then the job: a job read before it completed would show `completed`
      // with the return value it did not have yet.
      const state = await reachRedis(() => queue.getJobState(id));
      const job = await reachRedis(() => queue.getJob(id));
      if (!job) return null;
      return {
        id: job.id as string,
        name: job.name,
        data: job.data,
        status: statusOf(state),
        progress: job.progress as JobInfo['progress'],
        attemptsMade: job.attemptsMade,
        returnValue: job.returnvalue ?? null,
        failedReason: job.failedReason || null,
      };
    },

    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
