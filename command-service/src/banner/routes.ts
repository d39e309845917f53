import express, { type Router } from 'express';
import { NotFound, apiRoutes, bannerMessages, bannerRequest, parseBody, streams } from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { bannerDecider } from '@tavico/domain';

/** Admins put feature images on the landing page and take them down. */
export function bannerRoutes(deps: { commands: CommandHandler; requireUser: RequireUser; ids: () => string }): Router {
  const router = express.Router();

  router.post(apiRoutes.banners.add, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const { image } = parseBody(bannerRequest, req.body);
    const bannerId = deps.ids();
    const { position } = await deps.commands.handle(
      streams.banners,
      bannerDecider,
      { type: 'AddBanner', bannerId, image },
      requestContext(req, { id: admin.userId, role: 'admin' }),
    );
    res.status(201).json({ success: true, message: bannerMessages.added, data: { _id: bannerId, image }, position });
  });

  router.delete(apiRoutes.banners.delete, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const bannerId = String(req.params.id);
    if (!isValidId(bannerId)) throw new NotFound(bannerMessages.notFound);
    const { position } = await deps.commands.handle(
      streams.banners,
      bannerDecider,
      { type: 'DeleteBanner', bannerId },
      requestContext(req, { id: admin.userId, role: 'admin' }),
    );
    res.json({ success: true, message: bannerMessages.deleted, position });
  });

  return router;
}
