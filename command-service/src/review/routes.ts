import express, { type Router } from 'express';
import {
  Forbidden,
  NotFound,
  orderMessages,
  apiRoutes,
  parseBody,
  productMessages,
  reviewMessages,
  reviewRequest,
  variantMessages,
  streams,
} from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { cartDecider, productDecider, reviewDecider } from '@tavico/domain';

/**
 * POST /api/shop/review/add: the reviewer is the session's user, whatever the body says, and
 * must have bought the product.
 */
export function reviewRoutes(deps: { commands: CommandHandler; requireUser: RequireUser }): Router {
  const router = express.Router();
  router.post(apiRoutes.shop.addReview, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(reviewRequest, req.body);
    if (!isValidId(input.productId)) throw new NotFound(productMessages.notFound);
    const product = await deps.commands.load(streams.product(input.productId), productDecider);
    if (product.state.status !== 'active') throw new NotFound(productMessages.notFound);
    // A variant named must be one of the product's (issue 30).
    if (input.sku && !product.state.variants?.some((v) => v.sku === input.sku))
      throw new NotFound(variantMessages.notFound(input.sku));
    if (user.role === 'customer') {
      // decisions §8: only a customer who has paid for the product; paid orders mark it in the cart's history.
      const { state: cart } = await deps.commands.load(streams.cart(user.userId), cartDecider);
      if (!cart.purchased.includes(input.productId)) throw new Forbidden(orderMessages.needPurchase);
    }
    const { position } = await deps.commands.handle(
      streams.review(input.productId, user.userId),
      reviewDecider,
      {
        type: 'AddReview',
        productId: input.productId,
        reviewer: { id: user.userId, userName: user.userName, role: user.role },
        reviewMessage: input.reviewMessage,
        reviewValue: input.reviewValue,
        ...(input.sku ? { sku: input.sku } : {}),
      },
      requestContext(req, { id: user.userId, role: user.role }),
    );
    res.status(201).json({ success: true, message: reviewMessages.added, position });
  });
  return router;
}
