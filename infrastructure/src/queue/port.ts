/** Background jobs: delayed, retried with backoff, reporting progress, idempotent by job id. */
export interface JobOptions {
  /** A job added again with the same id is the same job: it is not queued twice. */
  jobId?: string;
  /** Milliseconds to wait before the first run. */
  delay?: number;
  /** Runs in all, first included (default 1). */
  attempts?: number;
  backoff?: { type: 'fixed' | 'exponential'; delay: number };
}

export type Progress = number | Record<string, unknown>;

export interface JobContext<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** Runs that happened before this one. */
  attemptsMade: number;
  updateProgress(progress: Progress): Promise<void>;
}

export type JobHandler<T = unknown, R = unknown> = (job: JobContext<T>) => Promise<R>;

export type JobStatus = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  data: unknown;
  status: JobStatus;
  progress: Progress;
  attemptsMade: number;
  returnValue: unknown;
  failedReason: string | null;
}

export interface JobQueue {
  add<T>(name: string, data: T, options?: JobOptions): Promise<{ id: string }>;
  /** Runs jobs of this name in this process. */
  process<T, R>(name: string, handler: JobHandler<T, R>): void;
  getJob(id: string): Promise<JobInfo | null>;
  close(): Promise<void>;
}

export const backoffDelay = (backoff: JobOptions['backoff'], attemptsMade: number): number => {
  if (!backoff) return 0;
  return backoff.type === 'fixed' ? backoff.delay : backoff.delay * 2 ** (attemptsMade - 1);
};
