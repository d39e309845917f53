import type { Projection } from '../projection';
import { productsProjection } from './products';
import { usersProjection } from './users';

/** Every read model the query side serves. */
export const projections: Projection[] = [usersProjection, productsProjection] as unknown as Projection[];
