import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  NotFound,
  apiRoutes,
  captureRequest,
  createOrderRequest,
  orderMessages,
  orderStatusRequest,
  orderView,
  parseBody,
  streams,
  type OrderState,
} from '@tavico/contracts';
import {
  addressBookDecider,
  captureWorkflow,
  cartDecider,
  checkoutWorkflow,
  orderDecider,
  releaseOrder,
  type CheckoutReply,
} from '@tavico/domain';
import { runWorkflow, sendAll, type Clock, type IdGenerator, type PaymentProvider } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

export interface OrderRouteDeps {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: IdGenerator;
  clock: Clock;
  payments: PaymentProvider;
  /** How long an unpaid order holds its stock. */
  paymentTimeoutMs: number;
  /** Unpaid orders one buyer may hold at once. */
  maxUnpaidOrders: number;
  /** Where buyers reach the shop (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string;
}

/**
 * Checkout, capture and the admins' status changes. The routes parse, check who asks, and run
 * the domain's workflows (checkout, capture), which decide every step, compensation included.
 */
export function orderRoutes(deps: OrderRouteDeps): Router {
  const router = express.Router();
  const { commands } = deps;
  const now = () => deps.clock.now().toISOString();

  const loadOwnOrder = async (user: SignedInUser, orderId: string) => {
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const { state } = await commands.load(streams.order(orderId), orderDecider);
    if (!state) throw new NotFound(orderMessages.notFound);
    if (state.userId !== user.userId) throw new Forbidden(orderMessages.notYours);
    return state;
  };

  /** The sandbox's page is ours, so its links stay on whatever host the buyer uses. */
  const paymentLinks = (req: Request) => {
    const origin = deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const base = deps.payments.name === 'sandbox' && !deps.publicUrl ? '' : origin;
    return { returnUrl: `${base}/paypal-return`, cancelUrl: `${base}/checkout?payment=cancelled` };
  };

  router.post(apiRoutes.shop.orderCreate, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(createOrderRequest, req.body ?? {});
    const context = requestContext(req, { id: user.userId, role: user.role });
    const { state: cart } = await commands.load(streams.cart(user.userId), cartDecider);
    const { state: addressBook } = await commands.load(streams.addressBook(user.userId), addressBookDecider);
    const placedAt = deps.clock.now();
    const requested = {
      type: 'CheckoutRequested' as const,
      orderId: deps.ids(),
      userId: user.userId,
      userName: user.userName,
      cart,
      addressBook,
      addressId: input.addressInfo?.addressId,
      placedAt: placedAt.toISOString(),
      expiresAt: new Date(placedAt.getTime() + deps.paymentTimeoutMs).toISOString(),
      maxUnpaid: deps.maxUnpaidOrders,
    };
    const run = { commands, clock: deps.clock, payments: deps.payments, paymentLinks: paymentLinks(req) };
    const { reply, position } = await runWorkflow(checkoutWorkflow, requested, run, context);
    const { order, approvalURL } = reply as CheckoutReply;
    res.status(201).json({
      success: true,
      message: orderMessages.created,
      approvalURL,
      orderId: order.orderId,
      data: orderView(order),
      position,
    });
  });

  router.post(apiRoutes.shop.orderCapture, async (req, res) => {
    const user = await deps.requireUser(req);
    const input = parseBody(captureRequest, req.body);
    const context = requestContext(req, { id: user.userId, role: user.role });
    const order = await loadOwnOrder(user, input.orderId);
    const requested = {
      type: 'CaptureRequested' as const,
      order,
      paymentId: input.paymentId,
      payerId: input.payerId,
      at: now(),
    };
    const run = { commands, clock: deps.clock, payments: deps.payments };
    const { reply, position } = await runWorkflow(captureWorkflow, requested, run, context);
    const paid = reply as OrderState;
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
        ? await sendAll(
            commands,
            releaseOrder(
              order,
              order.items.map((i) => i.productId),
              'rejected',
            ),
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
