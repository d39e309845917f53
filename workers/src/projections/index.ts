import type { Projection } from '../projection';
import { addressesProjection } from './addresses';
import { bannersProjection } from './banners';
import { cartsProjection } from './carts';
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
  cartsProjection,
  addressesProjection,
] as unknown as Projection[];
