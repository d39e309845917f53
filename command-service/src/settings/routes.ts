import express, { type Router } from 'express';
import { apiRoutes, parseBody, siteSettingsMessages, siteSettingsRequest, streams } from '@tavico/contracts';
import { siteSettingsDecider } from '@tavico/domain';
import type { CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

/** The owner saves the site's settings (contact values, rate, bank account) in the back office. */
export function siteSettingsRoutes(deps: { commands: CommandHandler; requireUser: RequireUser }): Router {
  const router = express.Router();

  router.put(apiRoutes.siteSettings.save, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const settings = parseBody(siteSettingsRequest, req.body);
    const { state, position } = await deps.commands.handle(
      streams.siteSettings,
      siteSettingsDecider,
      { type: 'SaveSiteSettings', settings },
      requestContext(req, { id: admin.userId, role: 'admin' }),
    );
    res.json({ success: true, message: siteSettingsMessages.saved, data: state, position });
  });

  return router;
}
