import { jobQueueContract } from './jobQueue.contract';
import { createInProcessQueue } from './inprocess';

describe('in-process job queue', () => {
  jobQueueContract(() => createInProcessQueue());
});
