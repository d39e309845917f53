import { jobQueueContract } from './jobQueue.contract';
import { createInProcessQueue } from './inprocess';

describe('in-process job queue', () => {
  jobQueueContract(() => createInProcessQueue());
});

describe('in-process job queue memory', () => {
  it('forgets finished jobs past the count it keeps, never the waiting ones', async () => {
    const queue = createInProcessQueue({ retainCount: 3 });
    const done: string[] = [];
    queue.process('work', async (job) => void done.push(job.id));
    for (let i = 0; i < 10; i++) await queue.add('work', {}, { jobId: `j${i}` });
    await queue.add('work', {}, { jobId: 'later', delay: 60_000 });
    while (done.length < 10) await new Promise((r) => setTimeout(r, 5));
    expect(await queue.getJob('j0')).toBeNull();
    expect((await queue.getJob('j9'))?.status).toBe('completed');
    expect((await queue.getJob('later'))?.status).toBe('delayed');
    await queue.close();
  });
});
