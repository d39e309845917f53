import { rebuildJobName, type RebuildProgress } from '@tavico/contracts';
import type { DocumentStore, EventStore, JobHandler, Logger } from '@tavico/infrastructure';
import { projections } from '../projections';
import { rebuildReadModels, type RebuildResult } from '../rebuild';

export const rebuildJob = rebuildJobName;
export interface RebuildJobData {
  requestedBy: string;
}

/** The rebuild as a job an admin starts and follows: progress goes to the job as it runs. */
export function makeRebuildJob(deps: {
  eventStore: EventStore;
  store: DocumentStore;
  logger: Logger;
}): JobHandler<RebuildJobData, RebuildResult> {
  return (job) =>
    rebuildReadModels({
      ...deps,
      projections,
      holder: `job-${job.id}`,
      onProgress: (progress: RebuildProgress) => job.updateProgress({ ...progress }),
    });
}
