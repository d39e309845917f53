import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  addressFieldsOf,
  addressMessages,
  apiRoutes,
  cartMessages,
  collections,
  cartItemView,
  sellableOfVariant,
  type AddressDocument,
  type AddressView,
  type CartDocument,
  type CartView,
  type ProductDocument,
  type Message,
} from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { requireUser } from './session';

/** A shopper's own cart and addresses: the userId in the path must be the session's. */
export function shopperQueries(deps: QueryDeps): Router {
  const router = express.Router();

  const own = async (req: Request, notYours: Message) => {
    const user = await requireUser(deps, req.headers);
    if (String(req.params.userId) !== user.id) throw new Forbidden(notYours);
    return user;
  };

  router.get(apiRoutes.shop.cartGet, async (req, res) => {
    const user = await own(req, cartMessages.notYours);
    const cart = await deps.store.collection<CartDocument>(collections.carts).findOne({ _id: user.id });
    const lines = cart?.items ?? [];
    const products = await deps.store
      .collection<ProductDocument>(collections.products)
      .find({ _id: { $in: lines.map((l) => l.productId) } });
    const byId = new Map(products.map((p) => [p._id, p]));
    // Lines whose product was deleted are left out: it can no longer be bought.
    const data: CartView = {
      _id: user.id,
      userId: user.id,
      items: lines.flatMap(({ productId, quantity, sku }) => {
        const p = byId.get(productId);
        const line = p && cartItemView(productId, p, quantity, sellableOfVariant(p, sku), deps.shopCurrency(), sku);
        return line ? [line] : [];
      }),
    };
    res.json({ success: true, data });
  });

  router.get(apiRoutes.shop.addressGet, async (req, res) => {
    const user = await own(req, addressMessages.notYours);
    const found = await deps.store
      .collection<AddressDocument>(collections.addresses)
      .find({ userId: user.id }, { sort: { createdAt: 1 } });
    // Every field the address has: a new one's recipient, province and ward, an old one's city and pincode.
    const data: AddressView[] = found.map((a) => ({ _id: a._id, userId: a.userId, ...addressFieldsOf(a) }));
    res.json({ success: true, data });
  });

  return router;
}
