import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  parseBody,
  productMessages,
  reviewMessages,
  reviewRequest,
  streams,
} from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { productDecider } from '../product/decide';
import { reviewDecider } from './decide';

/** POST /api/shop/review/add: the reviewer is the session's user, whatever the body says. */
export function reviewRoutes(deps: { commands: CommandHandler; requireUser: RequireUser }): Router {
  const router = express.Router();
  router.post(apiRoutes.shop.addReview, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(reviewRequest, req.body);
    if (!isValidId(input.productId)) throw new NotFound(productMessages.notFound);
    const product = await deps.commands.load(streams.product(input.productId), productDecider);
    if (product.state.status !== 'active') throw new NotFound(productMessages.notFound);
    const { position } = await deps.commands.handle(
      streams.review(input.productId, user.userId),
      reviewDecider,
      {
        type: 'AddReview',
        productId: input.productId,
        reviewer: { id: user.userId, userName: user.userName, role: user.role },
        reviewMessage: input.reviewMessage,
        reviewValue: input.reviewValue,
      },
      requestContext(req, { id: user.userId, role: user.role }),
    );
    res.status(201).json({ success: true, message: reviewMessages.added, position });
  });
  return router;
}
