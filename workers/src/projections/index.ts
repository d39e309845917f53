import type { Projection } from '../projection';
import { addressesProjection } from './addresses';
import { bannersProjection } from './banners';
import { cartsProjection } from './carts';
import { imagesProjection } from './images';
import { ordersProjection } from './orders';
import { openOrdersProjection } from './openOrders';
import { catalogueStampProjection } from './catalogueStamp';
import { orderHistoriesProjection } from './orderHistories';
import { productsProjection } from './products';
import { reviewsProjection } from './reviews';
import { salesDaysProjection } from './salesDays';
import { usersProjection } from './users';
import { siteSettingsProjection } from './siteSettings';
import { shopCurrencyProjection } from './shop';
import { postsProjection } from './posts';
import { vouchersProjection } from './vouchers';

/** Every read model the query side serves. */
export const projections: Projection[] = [
  usersProjection,
  productsProjection,
  reviewsProjection,
  bannersProjection,
  imagesProjection,
  cartsProjection,
  addressesProjection,
  ordersProjection,
  orderHistoriesProjection,
  salesDaysProjection,
  openOrdersProjection,
  siteSettingsProjection,
  shopCurrencyProjection,
  postsProjection,
  vouchersProjection,
  // Last: it stands for everything above it being written.
  catalogueStampProjection,
] as unknown as Projection[];
