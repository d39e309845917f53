import express, { type Router } from 'express';
import { apiRoutes, collections, type ReviewDocument, type ReviewView } from '@tavico/contracts';
import type { QueryDeps } from './app';

const toView = (r: ReviewDocument): ReviewView => ({
  _id: r._id,
  productId: r.productId,
  userId: r.userId,
  userName: r.userName,
  reviewMessage: r.reviewMessage,
  reviewValue: r.reviewValue,
  createdAt: r.createdAt,
});

/** A product's reviews, newest first; public, like the product itself. */
export function reviewQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.shop.reviews, async (req, res) => {
    const reviews = await deps.store
      .collection<ReviewDocument>(collections.reviews)
      .find({ productId: String(req.params.productId) }, { sort: { createdAt: -1 }, limit: 500 });
    res.json({ success: true, data: reviews.map(toView) });
  });
  return router;
}
