import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  NotFound,
  apiRoutes,
  cartItemRequest,
  cartMessages,
  cartItemView,
  type ShopCurrency,
  parseBody,
  productMessages,
  findVariant,
  variantMessages,
  streams,
  type CartView,
} from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { type CartCommand, type CartState, availableToSell, cartDecider, productDecider } from '@tavico/domain';

/**
 * The cart commands. The userId in the path or body must be the session's; stock and product
 * details come from the products' own streams, so the answer is the cart as it now stands.
 */
export function cartRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  currency: ShopCurrency;
}): Router {
  const router = express.Router();

  /** A guest is told to sign in (401) before anything about the request is looked at. */
  const ownCart = (user: SignedInUser, userId: string): SignedInUser => {
    if (userId !== user.userId) throw new Forbidden(cartMessages.notYours);
    return user;
  };

  const product = async (productId: string) => {
    if (!isValidId(productId)) throw new NotFound(productMessages.notFound);
    const { state } = await deps.commands.load(streams.product(productId), productDecider);
    if (state.status !== 'active') throw new NotFound(productMessages.notFound);
    return state;
  };

  /**
   * The variant a line names, and what it can still sell: a product with variants always has its
   * line name one (no SKU: the default, the first); a SKU the product has not is a 404.
   */
  const variantLine = async (productId: string, sku: string | undefined) => {
    const state = await product(productId);
    const variant = state.variants ? findVariant(state.variants, sku) : undefined;
    if ((state.variants && !variant) || (!state.variants && sku))
      throw new NotFound(variantMessages.notFound(sku ?? ''));
    return { ...(variant ? { sku: variant.sku } : {}), available: availableToSell(state, variant?.sku) };
  };

  /** The cart with each line's current details; lines whose product is gone are left out. */
  const view = async (userId: string, cart: CartState): Promise<CartView> => {
    const items = await Promise.all(
      cart.lines.map(async ({ productId, quantity, sku }) => {
        const { state } = await deps.commands.load(streams.product(productId), productDecider);
        return state.status === 'active'
          ? cartItemView(productId, state, quantity, availableToSell(state, sku), deps.currency, sku)
          : null;
      }),
    );
    return { _id: userId, userId, items: items.filter((i) => i !== null) };
  };

  const run = async (req: Request, user: SignedInUser, command: CartCommand) => {
    const { state, position } = await deps.commands.handle(
      streams.cart(user.userId),
      cartDecider,
      command,
      requestContext(req, { id: user.userId, role: user.role }),
    );
    return { data: await view(user.userId, state), position };
  };

  router.post(apiRoutes.shop.cartAdd, async (req, res) => {
    const signedIn = await deps.requireUser(req);
    const input = parseBody(cartItemRequest, req.body);
    const user = ownCart(signedIn, input.userId);
    const line = await variantLine(input.productId, input.sku);
    const command = { type: 'AddCartItem' as const, ...input, ...line, userId: user.userId };
    const { data, position } = await run(req, user, command);
    res.json({ success: true, message: cartMessages.added, data, position });
  });

  router.put(apiRoutes.shop.cartUpdate, async (req, res) => {
    const signedIn = await deps.requireUser(req);
    const input = parseBody(cartItemRequest, req.body);
    const user = ownCart(signedIn, input.userId);
    const line = await variantLine(input.productId, input.sku);
    const command = { type: 'ChangeCartItemQuantity' as const, ...input, ...line, userId: user.userId };
    const { data, position } = await run(req, user, command);
    res.json({ success: true, message: cartMessages.updated, data, position });
  });

  router.delete(apiRoutes.shop.cartDelete, async (req, res) => {
    const user = ownCart(await deps.requireUser(req), String(req.params.userId));
    const productId = String(req.params.productId);
    if (!isValidId(productId)) throw new NotFound(cartMessages.notInCart);
    // A variant's line is named by `?sku=` (the spec's path has no place for it).
    const sku = typeof req.query.sku === 'string' && req.query.sku ? req.query.sku : undefined;
    const command = { type: 'RemoveCartItem' as const, userId: user.userId, productId, ...(sku ? { sku } : {}) };
    const { data, position } = await run(req, user, command);
    res.json({ success: true, message: cartMessages.deleted, data, position });
  });

  return router;
}
