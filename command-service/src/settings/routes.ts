import express, { type Router } from 'express';
import {
  apiRoutes,
  carriersOf,
  carriersRequest,
  parseBody,
  parseValue,
  shippingTableOf,
  shippingTableRequest,
  shownShippingTable,
  siteSettingsMessages,
  siteSettingsRequest,
  streams,
  type ShopCurrency,
} from '@tavico/contracts';
import { siteSettingsDecider } from '@tavico/domain';
import type { CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

/**
 * The owner saves the site's settings (contact values, rate, bank account, shipping table) in the
 * back office. The shipping table's amounts come and go in major units of the shop's currency; a
 * save that leaves the table out keeps the one the shop has.
 */
export function siteSettingsRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  currency: ShopCurrency;
}): Router {
  const router = express.Router();

  router.put(apiRoutes.siteSettings.save, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const settings = parseBody(siteSettingsRequest, req.body);
    const sent = (req.body as { shipping?: unknown }).shipping;
    const shipping = sent === undefined ? undefined : parseBody(shippingTableRequest(deps.currency), sent);
    // The carriers parcels are handed to: kept as they are when a save leaves them out.
    const sentCarriers = (req.body as { carriers?: unknown }).carriers;
    const carriers = sentCarriers === undefined ? undefined : parseValue(carriersRequest, sentCarriers);
    const { state, position } = await deps.commands.handle(
      streams.siteSettings,
      siteSettingsDecider,
      {
        type: 'SaveSiteSettings',
        settings: { ...settings, ...(shipping ? { shipping } : {}), ...(carriers ? { carriers } : {}) },
      },
      requestContext(req, { id: admin.userId, role: 'admin' }),
    );
    // The table answers beside the settings, in major units, as the settings' GET answers it.
    const { shipping: _kept, carriers: _carriers, ...data } = state;
    const table = shownShippingTable(shippingTableOf(state, deps.currency), deps.currency);
    res.json({
      success: true,
      message: siteSettingsMessages.saved,
      data: { ...data, carriers: carriersOf(state) },
      shipping: table,
      position,
    });
  });

  return router;
}
