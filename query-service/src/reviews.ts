import express, { type Router } from 'express';
import { apiRoutes, collections, type ReviewDocument, type ReviewView } from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { defaultPageSizes, findPage, paging } from './paging';

const toView = (r: ReviewDocument): ReviewView => ({
  _id: r._id,
  productId: r.productId,
  userId: r.userId,
  userName: r.userName,
  reviewMessage: r.reviewMessage,
  reviewValue: r.reviewValue,
  ...(r.sku ? { sku: r.sku } : {}),
  createdAt: r.createdAt,
});

/** A product's reviews, newest first, a page at a time; public, like the product itself. */
export function reviewQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.shop.reviews, async (req, res) => {
    const { list, pagination } = await findPage(
      deps.store.collection<ReviewDocument>(collections.reviews),
      { productId: String(req.params.productId) },
      { sort: { createdAt: -1 } },
      paging(req.query, defaultPageSizes.reviews),
    );
    res.json({ success: true, data: list.map(toView), pagination });
  });
  return router;
}
