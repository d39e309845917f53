import express, { type Router } from 'express';
import {
  NotFound,
  ValidationError,
  apiRoutes,
  collections,
  deliveryWindow,
  effectivePriceCents,
  parseBody,
  quoteShipping,
  shippingMessages,
  shippingQuoteQuery,
  shippingTableOf,
  toMajor,
  type AddressDocument,
  type CartDocument,
  type ProductDocument,
  type ShippingQuoteView,
} from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { readSiteSettings } from './siteSettings';

/**
 * The cart's shipping as an estimate (decisions §35): the same rule and table the checkout prices
 * the order with, for the shopper's cart as it is now and one of their addresses (or a province).
 * The order's own fee is priced again by the server when it is placed.
 */
export function shippingQueries(deps: QueryDeps): Router {
  const router = express.Router();

  router.get(apiRoutes.shop.shippingQuote, async (req, res) => {
    const user = await requireUser(deps, req.headers);
    const query = parseBody(shippingQuoteQuery, { ...req.query });
    let provinceCode: string | null = null;
    if (query.addressId) {
      const address = await deps.store
        .collection<AddressDocument>(collections.addresses)
        .findOne({ _id: query.addressId, userId: user.id });
      if (!address) throw new NotFound(shippingMessages.addressNotFound);
      provinceCode = address.provinceCode ?? null;
    } else if (query.provinceCode) {
      provinceCode = query.provinceCode;
    } else {
      throw new ValidationError(shippingMessages.addressRequired);
    }

    const cart = await deps.store.collection<CartDocument>(collections.carts).findOne({ _id: user.id });
    const items = cart?.items ?? [];
    const products = await deps.store
      .collection<ProductDocument>(collections.products)
      .find({ _id: { $in: items.map((l) => l.productId) } });
    const byId = new Map(products.map((p) => [p._id, p]));
    // Lines whose product was deleted are left out, as the cart leaves them out.
    const lines = items.flatMap(({ productId, quantity }) => {
      const p = byId.get(productId);
      return p ? [{ priceCents: effectivePriceCents(p), quantity, bulky: p.bulky === true }] : [];
    });

    const currency = deps.shopCurrency();
    const table = shippingTableOf(await readSiteSettings(deps.store), currency);
    const quote = quoteShipping(lines, provinceCode, table);
    const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const data: ShippingQuoteView = {
      currency,
      fee: toMajor(quote.fee, currency),
      zone: quote.zone,
      minDays: quote.minDays,
      maxDays: quote.maxDays,
      free: quote.free,
      subtotal: toMajor(subtotal, currency),
      total: toMajor(subtotal + quote.fee, currency),
      delivery: deliveryWindow(deps.clock.now().toISOString(), quote),
    };
    res.json({ success: true, data });
  });

  return router;
}
