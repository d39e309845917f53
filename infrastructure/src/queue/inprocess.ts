import { randomUUID } from 'node:crypto';
import { backoffDelay, type JobHandler, type JobInfo, type JobOptions, type JobQueue } from './port';

interface Entry extends JobInfo {
  options: JobOptions;
  timer: NodeJS.Timeout | null;
}

/**
 * The embedded queue: jobs live in this process and run on timers. Same contract as BullMQ
 * (delays, retries with backoff, progress, idempotent ids); jobs do not survive a restart, which
 * is why every job here is derived from the event log and is scheduled again at start.
 */
export function createInProcessQueue(
  options: {
    onError?: (error: unknown, job: JobInfo) => void;
    /** How long a finished job is kept (to answer getJob, and to stay one job per id). */
    retainMs?: number;
    /** Finished jobs kept at most, the oldest forgotten first: memory stays bounded. */
    retainCount?: number;
  } = {},
): JobQueue {
  const jobs = new Map<string, Entry>();
  const retainMs = options.retainMs ?? 10 * 60_000;
  const retainCount = options.retainCount ?? 10_000;
  /** Finished jobs in the order they finished. */
  const finished: { id: string; at: number }[] = [];
  const forgetOld = () => {
    const now = Date.now();
    while (finished.length > 0 && (finished.length > retainCount || now - finished[0].at > retainMs)) {
      const { id } = finished.shift()!;
      const entry = jobs.get(id);
      if (entry && (entry.status === 'completed' || entry.status === 'failed')) jobs.delete(id);
    }
  };
  const finish = (entry: Entry) => {
    finished.push({ id: entry.id, at: Date.now() });
    forgetOld();
  };
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const schedule = (entry: Entry, delay: number) => {
    entry.status = delay > 0 ? 'delayed' : 'waiting';
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const run = execute(entry).finally(() => running.delete(run));
      running.add(run);
    }, delay);
  };

  const execute = async (entry: Entry) => {
    if (closed) return;
    const handler = handlers.get(entry.name);
    if (!handler) {
      entry.status = 'waiting'; // picked up when a handler is registered
      return;
    }
    entry.status = 'active';
    try {
      entry.returnValue = await handler({
        id: entry.id,
        name: entry.name,
        data: entry.data,
        attemptsMade: entry.attemptsMade,
        updateProgress: async (progress) => {
          entry.progress = progress;
        },
      });
      entry.attemptsMade += 1;
      entry.status = 'completed';
      finish(entry);
    } catch (error) {
      entry.attemptsMade += 1;
      entry.failedReason = error instanceof Error ? error.message : String(error);
      if (entry.attemptsMade < (entry.options.attempts ?? 1) && !closed) {
        schedule(entry, backoffDelay(entry.options.backoff, entry.attemptsMade));
      } else {
        entry.status = 'failed';
        finish(entry);
        options.onError?.(error, entry);
      }
    }
  };

  return {
    async add(name, data, jobOptions = {}) {
      if (closed) throw new Error('The queue is closed');
      forgetOld();
      const id = jobOptions.jobId ?? randomUUID();
      if (jobs.has(id)) return { id };
      const entry: Entry = {
        id,
        name,
        data,
        status: 'waiting',
        progress: 0,
        attemptsMade: 0,
        returnValue: null,
        failedReason: null,
        options: jobOptions,
        timer: null,
      };
      jobs.set(id, entry);
      schedule(entry, jobOptions.delay ?? 0);
      return { id };
    },

    process(name, handler) {
      handlers.set(name, handler as JobHandler);
      for (const entry of jobs.values()) {
        if (entry.name === name && entry.status === 'waiting' && !entry.timer) schedule(entry, 0);
      }
    },

    async getJob(id) {
      const entry = jobs.get(id);
      if (!entry) return null;
      const { options: _options, timer: _timer, ...info } = entry;
      return structuredClone(info);
    },

    async close() {
      closed = true;
      for (const entry of jobs.values()) if (entry.timer) clearTimeout(entry.timer);
      await Promise.allSettled([...running]);
    },
  };
}
