import type { Projection } from '../projection';
import { bannersProjection } from './banners';
import { imagesProjection } from './images';
import { productsProjection } from './products';
import { reviewsProjection } from './reviews';
import { usersProjection } from './users';

/** Every read model the query side serves. */
export const projections: Projection[] = [
  usersProjection,
  productsProjection,
  reviewsProjection,
  bannersProjection,
  imagesProjection,
] as unknown as Projection[];
