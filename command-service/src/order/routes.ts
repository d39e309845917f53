import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  NotFound,
  ValidationError,
  apiRoutes,
  bankTransferDetails,
  bankTransferReady,
  captureRequest,
  createOrderRequest,
  defaultPaymentMethod,
  orderMessages,
  orderStatusRequest,
  orderView,
  parseBody,
  paymentMethodMessages,
  streams,
  type OrderState,
} from '@tavico/contracts';
import {
  addressBookDecider,
  captureWorkflow,
  cartDecider,
  checkoutWorkflow,
  completePaidOrder,
  orderDecider,
  releaseOrder,
  siteSettingsDecider,
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
  /** The most a cash-on-delivery order may come to (COD_MAX_TOTAL), in cents. */
  codMaxCents: number;
  /** How long a bank-transfer order holds its stock. */
  bankTransferTimeoutMs: number;
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
    const paymentMethod = input.paymentMethod ?? defaultPaymentMethod;
    const context = requestContext(req, { id: user.userId, role: user.role });
    const { state: settings } = await commands.load(streams.siteSettings, siteSettingsDecider);
    if (paymentMethod === 'bank-transfer' && !bankTransferReady(settings))
      throw new ValidationError(paymentMethodMessages.bankNotSet);
    const { state: cart } = await commands.load(streams.cart(user.userId), cartDecider);
    const { state: addressBook } = await commands.load(streams.addressBook(user.userId), addressBookDecider);
    const placedAt = deps.clock.now();
    const after = (ms: number) => new Date(placedAt.getTime() + ms).toISOString();
    const deadline = paymentMethod === 'bank-transfer' ? deps.bankTransferTimeoutMs : deps.paymentTimeoutMs;
    const requested = {
      type: 'CheckoutRequested' as const,
      orderId: deps.ids(),
      userId: user.userId,
      userName: user.userName,
      cart,
      addressBook,
      addressId: input.addressInfo?.addressId,
      placedAt: placedAt.toISOString(),
      paymentMethod,
      // Cash on delivery has no deadline; should its checkout die before the order is placed,
      // what it held goes back after the usual payment timeout.
      expiresAt: paymentMethod === 'cod' ? null : after(deadline),
      holdUntil: after(deadline),
      maxUnpaid: deps.maxUnpaidOrders,
      codMaxCents: deps.codMaxCents,
    };
    const run = { commands, clock: deps.clock, payments: deps.payments, paymentLinks: paymentLinks(req) };
    const { reply, position } = await runWorkflow(checkoutWorkflow, requested, run, context);
    const { order, approvalURL } = reply as CheckoutReply;
    res.status(201).json({
      success: true,
      message: order.paymentMethod === 'paypal' ? orderMessages.created : orderMessages.placed,
      approvalURL,
      orderId: order.orderId,
      code: order.code ?? null,
      data: orderView(order),
      ...(order.paymentMethod === 'bank-transfer' ? { bankTransfer: bankTransferDetails(order, settings) } : {}),
      position,
    });
  });

  router.post(apiRoutes.shop.orderCancel, async (req, res) => {
    const user = await deps.requireUser(req);
    const context = requestContext(req, { id: user.userId, role: user.role });
    const own = await loadOwnOrder(user, String(req.params.orderId));
    const cancelled = await commands.handle(
      streams.order(own.orderId),
      orderDecider,
      { type: 'CancelOrder', now: now() },
      context,
    );
    const order = cancelled.state as OrderState;
    // What it held goes back on sale (again, harmlessly, on a retry).
    const released = await sendAll(
      commands,
      releaseOrder(
        order,
        order.items.map((i) => i.productId),
        'cancelled',
      ),
      context,
    );
    res.json({
      success: true,
      message: orderMessages.cancelledByShopper,
      data: orderView(order),
      position: released ?? cancelled.position,
    });
  });

  router.post(apiRoutes.adminOrders.paymentReceived, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const orderId = String(req.params.id);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const context = requestContext(req, { id: admin.userId, role: admin.role });
    const receive = {
      type: 'ReceivePayment' as const,
      by: { id: admin.userId, name: admin.userName },
      now: now(),
    };
    const received = await commands.handle(streams.order(orderId), orderDecider, receive, context);
    const order = received.state as OrderState;
    // Paid: its units leave the stock, its products count as bought, its checkout ends.
    const settled = await sendAll(commands, completePaidOrder(order), context);
    res.json({
      success: true,
      message: orderMessages.paymentReceived,
      data: orderView(order),
      position: settled ?? received.position,
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
    let order = changed.state as OrderState;
    // Cash on delivery is paid at the door: delivered, the cash is taken, by the admin who says so.
    let paid: number | null = null;
    if (order.paymentMethod === 'cod' && order.orderStatus === 'delivered' && order.paymentStatus === 'pending') {
      const receive = { type: 'ReceivePayment' as const, by: { id: user.userId, name: user.userName }, now: now() };
      const received = await commands.handle(streams.order(orderId), orderDecider, receive, context);
      order = received.state as OrderState;
      paid = (await sendAll(commands, completePaidOrder(order), context)) ?? received.position;
    }
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
      position: paid ?? released ?? changed.position,
    });
  });

  return router;
}
