import type { JobInfo, JobQueue } from './port';

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
};

/** Delays, retries with backoff, progress and idempotent ids: the same for every adapter. */
export function jobQueueContract(makeQueue: () => Promise<JobQueue> | JobQueue) {
  let queue: JobQueue;
  beforeEach(async () => {
    queue = await makeQueue();
  });
  afterEach(async () => {
    await queue.close();
  });

  const finished = (id: string) => async () => {
    const job = await queue.getJob(id);
    return job?.status === 'completed' || job?.status === 'failed';
  };

  it('runs a job with its data and keeps what it returned', async () => {
    queue.process<{ a: number; b: number }, number>('sum', async (job) => job.data.a + job.data.b);
    const { id } = await queue.add('sum', { a: 2, b: 3 });
    await waitFor(finished(id));
    const job = (await queue.getJob(id)) as JobInfo;
    expect(job).toMatchObject({ name: 'sum', status: 'completed', returnValue: 5, attemptsMade: 1 });
  });

  it('holds a delayed job back until its delay has passed', async () => {
    const ranAt: number[] = [];
    queue.process('later', async () => void ranAt.push(Date.now()));
    const addedAt = Date.now();
    const { id } = await queue.add('later', {}, { delay: 600 });
    expect((await queue.getJob(id))?.status).toBe('delayed');
    await waitFor(finished(id));
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0] - addedAt).toBeGreaterThanOrEqual(550);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const runs: number[] = [];
    queue.process('flaky', async (job) => {
      runs.push(Date.now());
      if (job.attemptsMade < 2) throw new Error(`failure ${job.attemptsMade + 1}`);
      return 'third time lucky';
    });
    const { id } = await queue.add('flaky', {}, { attempts: 3, backoff: { type: 'exponential', delay: 100 } });
    await waitFor(finished(id));
    const job = (await queue.getJob(id)) as JobInfo;
    expect(job.status).toBe('completed');
    expect(job.returnValue).toBe('third time lucky');
    expect(runs).toHaveLength(3);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(90); // 100 ms, then 200 ms
    expect(runs[2] - runs[1]).toBeGreaterThanOrEqual(180);
  });

  it('marks a job failed with its reason once its attempts are used up', async () => {
    let runs = 0;
    queue.process('doomed', async () => {
      runs += 1;
      throw new Error('always broken');
    });
    const { id } = await queue.add('doomed', {}, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    await waitFor(finished(id));
    expect(await queue.getJob(id)).toMatchObject({ status: 'failed', failedReason: 'always broken', attemptsMade: 2 });
    expect(runs).toBe(2);
  });

  it('reports progress while a job runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    queue.process('long', async (job) => {
      await job.updateProgress({ done: 40, total: 100 });
      await gate;
      await job.updateProgress({ done: 100, total: 100 });
    });
    const { id } = await queue.add('long', {});
    await waitFor(async () => (await queue.getJob(id))?.status === 'active');
    await waitFor(
      async () => JSON.stringify((await queue.getJob(id))?.progress) === JSON.stringify({ done: 40, total: 100 }),
    );
    release();
    await waitFor(finished(id));
    expect((await queue.getJob(id))?.progress).toEqual({ done: 100, total: 100 });
  });

  it('queues a job id once, however often it is added', async () => {
    let runs = 0;
    queue.process('once', async () => void (runs += 1));
    const jobId = `expire-order-${Date.now()}-${Math.random()}`;
    const first = await queue.add('once', { n: 1 }, { jobId, delay: 100 });
    const second = await queue.add('once', { n: 2 }, { jobId, delay: 100 });
    expect(second.id).toBe(first.id);
    await waitFor(finished(jobId));
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
    expect((await queue.getJob(jobId))?.data).toEqual({ n: 1 });
  });

  it('answers null for an unknown job', async () => {
    expect(await queue.getJob('no-such-job')).toBeNull();
  });
}
