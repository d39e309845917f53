import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  effectivePriceCents,
  normalVoucherCode,
  parseBody,
  streams,
  toMajor,
  toVoucherTerms,
  voucherCheckRequest,
  voucherCodePattern,
  voucherMessages,
  voucherRequest,
  type ShopCurrency,
  type VoucherLine,
} from '@tavico/contracts';
import { cartDecider, priceVoucher, productDecider, voucherDecider } from '@tavico/domain';
import type { Clock } from '@tavico/infrastructure';
import type { CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

/**
 * Vouchers: the owner creates and changes codes; a buyer (an account or a guest with a session)
 * asks what one takes off the cart as it stands, priced by the same rule the checkout uses.
 */
export function voucherRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  clock: Clock;
  currency: ShopCurrency;
}): Router {
  const router = express.Router();

  const save =
    (create: boolean): express.RequestHandler =>
    async (req, res) => {
      const admin = await deps.requireUser(req, 'admin');
      const input = parseBody(voucherRequest, req.body);
      // Changing one: the code is the address's, and the body may not rename it.
      const code = create ? input.code : normalVoucherCode(String(req.params.code));
      if (!create && (!voucherCodePattern.test(code) || code !== input.code))
        throw new NotFound(voucherMessages.notFound);
      const terms = toVoucherTerms(input, deps.currency);
      const { position } = await deps.commands.handle(
        streams.voucher(code),
        voucherDecider,
        { type: 'SaveVoucher', terms, create, now: deps.clock.now().toISOString() },
        requestContext(req, { id: admin.userId, role: 'admin' }),
      );
      res.status(create ? 201 : 200).json({
        success: true,
        message: create ? voucherMessages.created : voucherMessages.saved,
        data: { code },
        position,
      });
    };
  router.post(apiRoutes.vouchers.create, save(true));
  router.put(apiRoutes.vouchers.update, save(false));

  /** The buyer's cart lines at today's prices, with their categories. */
  const cartLines = async (userId: string): Promise<VoucherLine[]> => {
    const { state: cart } = await deps.commands.load(streams.cart(userId), cartDecider);
    const lines = await Promise.all(
      cart.lines.map(async ({ productId, quantity }) => {
        const { state } = await deps.commands.load(streams.product(productId), productDecider);
        return state.status === 'active'
          ? { productId, category: state.category, priceCents: effectivePriceCents(state), quantity }
          : null;
      }),
    );
    return lines.filter((line) => line !== null);
  };

  router.post(apiRoutes.vouchers.check, async (req, res) => {
    const buyer = await deps.requireUser(req);
    const { code } = parseBody(voucherCheckRequest, req.body);
    const [{ state }, lines] = await Promise.all([
      deps.commands.load(streams.voucher(code), voucherDecider),
      cartLines(buyer.userId),
    ]);
    const now = deps.clock.now().toISOString();
    const discountCents = priceVoucher(state, { userId: buyer.userId, lines, currency: deps.currency, now });
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    res.json({
      success: true,
      data: {
        code,
        currency: deps.currency,
        subtotal: toMajor(subtotalCents, deps.currency),
        discount: toMajor(discountCents, deps.currency),
        endsAt: state.terms?.endsAt ?? null,
      },
    });
  });

  return router;
}
