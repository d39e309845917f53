export { createProjectionRunner, type ProjectionRunner } from './runner';
export type { Projection, Reactor } from './projection';
export { imageRenditionJob, imageRenditionReactor, makeImageRendition } from './jobs/imageRendition';
export { projections } from './projections';
