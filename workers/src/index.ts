export { createProjectionRunner, type ProjectionRunner } from './runner';
export type { Projection, Reactor } from './projection';
export { createWorkers } from './workers';
export { projections } from './projections';
export { rebuildReadModels, type RebuildResult } from './rebuild';
export { rebuildJob, type RebuildJobData } from './jobs/rebuild';
export { orderEmailJob } from './jobs/orderEmail';
export { passwordResetEmailJob } from './jobs/passwordResetEmail';
