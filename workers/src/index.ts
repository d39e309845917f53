export { createProjectionRunner, type ProjectionRunner } from './runner';
export type { Projection } from './projection';
export { projections } from './projections';
