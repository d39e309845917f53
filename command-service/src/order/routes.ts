import express, { type Request, type Router } from 'express';
import {
  AppError,
  Forbidden,
  NotFound,
  ValidationError,
  apiRoutes,
  captureRequest,
  createOrderRequest,
  effectivePriceCents,
  orderDecider,
  orderMessages,
  orderStatusRequest,
  orderView,
  parseBody,
  streams,
  type OrderLine,
  type OrderState,
} from '@tavico/contracts';
import {
  PaymentProviderError,
  createOrderSettlement,
  type Clock,
  type IdGenerator,
  type PaymentProvider,
} from '@tavico/infrastructure';
import { isValidId, type CommandContext, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { productDecider } from '../product/decide';
import { cartDecider } from '../cart/decide';
import { addressBookDecider } from '../address/decide';

export interface OrderRouteDeps {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: IdGenerator;
  clock: Clock;
  payments: PaymentProvider;
  /** How long an unpaid order holds its stock. */
  paymentTimeoutMs: number;
  /** Where buyers reach the shop (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string;
}

/**
 * Checkout, capture and the admins' status changes. The order is built here from the buyer's
 * own cart and address book at catalogue prices; nothing the client says about money is read.
 */
export function orderRoutes(deps: OrderRouteDeps): Router {
  const router = express.Router();
  const { commands } = deps;
  const settlement = createOrderSettlement(commands);
  const now = () => deps.clock.now().toISOString();

  const loadOwnOrder = async (user: SignedInUser, orderId: string) => {
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const { state } = await commands.load(streams.order(orderId), orderDecider);
    if (!state) throw new NotFound(orderMessages.notFound);
    if (state.userId !== user.userId) throw new Forbidden(orderMessages.notYours);
    return state;
  };

  /** Holds each cart line's units; if one cannot be held, gives back those already held. */
  async function reserveCart(
    cart: { productId: string; quantity: number }[],
    orderId: string,
    expiresAt: string,
    context: CommandContext,
  ): Promise<OrderLine[]> {
    const lines: OrderLine[] = [];
    try {
      for (const { productId, quantity } of cart) {
        const command = { type: 'ReserveStock' as const, orderId, quantity, expiresAt };
        const { state } = await commands.handle(streams.product(productId), productDecider, command, context);
        if (state.status === 'none') throw new NotFound();
        // The price is the one in force on the same revision that holds the stock.
        const { title, image } = state;
        lines.push({ productId, title, image, priceCents: effectivePriceCents(state), quantity });
      }
      return lines;
    } catch (error) {
      const held = lines.map((l) => l.productId);
      await settlement.releaseStock(orderId, held, 'checkout-failed', context);
      throw error;
    }
  }

  const origin = (req: Request) => deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  router.post(apiRoutes.shop.orderCreate, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(createOrderRequest, req.body ?? {});
    const context = requestContext(req, { id: user.userId, role: user.role });

    const { state: cart } = await commands.load(streams.cart(user.userId), cartDecider);
    if (cart.lines.length === 0) throw new ValidationError(orderMessages.emptyCart);
    const addressId = input.addressInfo?.addressId;
    const { state: book } = await commands.load(streams.addressBook(user.userId), addressBookDecider);
    const address = book.addresses.find((a) => a.addressId === addressId);
    if (!address) throw new ValidationError(orderMessages.selectAddress);

    const orderId = deps.ids();
    const placedAt = now();
    const expiresAt = new Date(deps.clock.now().getTime() + deps.paymentTimeoutMs).toISOString();
    const items = await reserveCart(cart.lines, orderId, expiresAt, context);
    const data = { orderId, userId: user.userId, userName: user.userName, items, address, placedAt, expiresAt };
    const placed = await commands.handle(streams.order(orderId), orderDecider, { type: 'PlaceOrder', data }, context);
    const order = placed.state as OrderState;

    // The sandbox's page is ours, so its links stay on whatever host the buyer uses.
    const base = deps.payments.name === 'sandbox' && !deps.publicUrl ? '' : origin(req);
    let payment;
    try {
      payment = await deps.payments.createPayment({
        orderId,
        amountCents: order.totalCents,
        currency: 'USD',
        description: `Tavico order ${orderId}`,
        returnUrl: `${base}/paypal-return`,
        cancelUrl: `${base}/checkout?payment=cancelled`,
      });
    } catch (error) {
      const reason = error instanceof PaymentProviderError ? error.message : 'payment could not be opened';
      await commands.handle(
        streams.order(orderId),
        orderDecider,
        { type: 'FailPayment', outcome: 'failed', reason, now: now() },
        context,
      );
      await settlement.releaseStock(
        orderId,
        order.items.map((i) => i.productId),
        'payment-failed',
        context,
      );
      throw new AppError(502, orderMessages.providerUnavailable);
    }
    const recorded = await commands.handle(
      streams.order(orderId),
      orderDecider,
      { type: 'RecordPayment', provider: deps.payments.name, ...payment, now: now() },
      context,
    );
    res.status(201).json({
      success: true,
      message: orderMessages.created,
      approvalURL: payment.approvalURL,
      orderId,
      data: orderView(recorded.state as OrderState),
      position: recorded.position ?? placed.position,
    });
  });

  router.post(apiRoutes.shop.orderCapture, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(captureRequest, req.body);
    const context = requestContext(req, { id: user.userId, role: user.role });
    const order = await loadOwnOrder(user, input.orderId);
    const stream = streams.order(order.orderId);
    if (order.paymentId !== input.paymentId) throw new ValidationError(orderMessages.wrongPayment);

    let paid = order;
    if (order.paymentStatus !== 'paid') {
      const start = { type: 'StartCapture' as const, paymentId: input.paymentId, payerId: input.payerId, now: now() };
      await commands.handle(stream, orderDecider, start, context);
      const failCapture = (reason: string) =>
        commands.handle(stream, orderDecider, { type: 'FailCapture', reason, now: now() }, context);
      let outcome;
      try {
        outcome = await deps.payments.capturePayment(input.paymentId);
      } catch (error) {
        await failCapture(error instanceof Error ? error.message : 'provider unreachable');
        throw new AppError(502, orderMessages.providerUnavailable);
      }
      if (outcome.status !== 'captured') {
        await failCapture(outcome.status);
        throw new ValidationError(outcome.status === 'cancelled' ? orderMessages.cancelled : orderMessages.notApproved);
      }
      const confirm = {
        type: 'ConfirmPayment' as const,
        payerId: outcome.payerId || input.payerId,
        captureId: outcome.captureId,
        now: now(),
      };
      paid = (await commands.handle(stream, orderDecider, confirm, context)).state as OrderState;
    }
    // Also on a repeated capture: finishes what a crash may have left undone, and changes
    // nothing when all was done.
    const position = await settlement.completePaidOrder(paid, context);
    res.json({ success: true, message: orderMessages.paid, data: orderView(paid), position });
  });

  router.put(apiRoutes.adminOrders.update, async (req, res) => {
    const user = await deps.requireUser(req);
    if (user.role !== 'admin') throw new Forbidden();
    const input = parseBody(orderStatusRequest, req.body);
    const orderId = String(req.params.id);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const context = requestContext(req, { id: user.userId, role: user.role });
    const change = { type: 'ChangeOrderStatus' as const, to: input.orderStatus, now: now() };
    const changed = await commands.handle(streams.order(orderId), orderDecider, change, context);
    const order = changed.state as OrderState;
    // Rejected before payment: its stock goes back on sale (again, harmlessly, on a retry).
    const released =
      order.paymentStatus === 'cancelled'
        ? await settlement.releaseStock(
            orderId,
            order.items.map((i) => i.productId),
            'rejected',
            context,
          )
        : null;
    res.json({
      success: true,
      message: orderMessages.statusUpdated,
      data: orderView(order),
      position: released ?? changed.position,
    });
  });

  return router;
}
