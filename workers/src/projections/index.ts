import type { Projection } from '../projection';
import { usersProjection } from './users';

/** Every read model the query side serves. */
export const projections: Projection[] = [usersProjection as unknown as Projection];
