import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  ValidationError,
  messages,
  NotFound,
  apiRoutes,
  bankTransferDetails,
  captureRequest,
  createOrderRequest,
  defaultPaymentMethod,
  orderMessages,
  orderStatusRequest,
  orderView,
  parseBody,
  streams,
} from '@tavico/contracts';
import {
  addressBookDecider,
  cancelOrderWorkflow,
  captureWorkflow,
  cartDecider,
  checkoutWorkflow,
  orderDecider,
  orderStatusWorkflow,
  siteSettingsDecider,
  streamRegistry,
  type CheckoutPolicy,
} from '@tavico/domain';
import { langOf, runWorkflow, type Clock, type IdGenerator, type PaymentProvider } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { carrierOf } from '../supplierOrder/carrier';

export interface OrderRouteDeps {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: IdGenerator;
  clock: Clock;
  payments: PaymentProvider;
  /** What one buyer's orders may hold, and for how long. */
  policy: CheckoutPolicy;
  /** Where buyers reach the shop (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string;
}

/**
 * Checkout, capture, cancelling and the admins' status changes. The routes parse, check who asks,
 * and run the domain's workflows, which decide every step, compensation included.
 */
export function orderRoutes(deps: OrderRouteDeps): Router {
  const router = express.Router();
  const { commands } = deps;
  const now = () => deps.clock.now().toISOString();
  /** What the workflows that only send commands need. */
  const sends = { commands, clock: deps.clock, registry: streamRegistry };

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
    // A guest's orders are told by e-mail: it gives a name and an address first.
    if (user.role === 'guest' && !user.contactEmail) throw new ValidationError(messages.guestContactMissing);
    const input = parseBody(createOrderRequest, req.body ?? {});
    const paymentMethod = input.paymentMethod ?? defaultPaymentMethod;
    const context = requestContext(req, { id: user.userId, role: user.role });
    const { state: settings } = await commands.load(streams.siteSettings, siteSettingsDecider);
    // The cart's revision tells its checkout which state of the cart it checks out: a request that
    // read it before another order took its lines is that order, not a second one.
    const { state: cart, revision: cartRevision } = await commands.load(streams.cart(user.userId), cartDecider);
    const { state: addressBook } = await commands.load(streams.addressBook(user.userId), addressBookDecider);
    const requested = {
      type: 'CheckoutRequested' as const,
      orderId: deps.ids(),
      userId: user.userId,
      userName: user.userName,
      cart,
      cartRevision: cartRevision ?? -1,
      addressBook,
      addressId: input.addressInfo?.addressId,
      placedAt: now(),
      paymentMethod,
      policy: deps.policy,
      settings,
      links: paymentLinks(req),
      lang: langOf(req, res),
      ...(input.voucherCode ? { voucherCode: input.voucherCode } : {}),
    };
    const run = { ...sends, payments: deps.payments };
    const { reply, position } = await runWorkflow(checkoutWorkflow, requested, run, context);
    const { order, approvalURL } = reply;
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
    const requested = { type: 'CancelRequested' as const, orderId: own.orderId, at: now() };
    const { reply: order, position } = await runWorkflow(cancelOrderWorkflow, requested, sends, context);
    res.json({ success: true, message: orderMessages.cancelledByShopper, data: orderView(order), position });
  });

  router.post(apiRoutes.adminOrders.paymentReceived, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const orderId = String(req.params.id);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const context = requestContext(req, { id: admin.userId, role: admin.role });
    const requested = {
      type: 'PaymentReceiptRequested' as const,
      orderId,
      by: { id: admin.userId, name: admin.userName },
      at: now(),
    };
    const { reply: order, position } = await runWorkflow(orderStatusWorkflow, requested, sends, context);
    res.json({ success: true, message: orderMessages.paymentReceived, data: orderView(order), position });
  });

  router.post(apiRoutes.adminOrders.confirm, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const orderId = String(req.params.id);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const context = requestContext(req, { id: admin.userId, role: admin.role });
    const requested = {
      type: 'ConfirmationRequested' as const,
      orderId,
      by: { id: admin.userId, name: admin.userName },
      at: now(),
    };
    const { reply: order, position } = await runWorkflow(orderStatusWorkflow, requested, sends, context);
    res.json({ success: true, message: orderMessages.confirmed, data: orderView(order), position });
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
    const run = { ...sends, payments: deps.payments };
    const { reply: paid, position } = await runWorkflow(captureWorkflow, requested, run, context);
    res.json({ success: true, message: orderMessages.paid, data: orderView(paid), position });
  });

  router.put(apiRoutes.adminOrders.update, async (req, res) => {
    const user = await deps.requireUser(req);
    if (user.role !== 'admin') throw new Forbidden();
    const input = parseBody(orderStatusRequest, req.body);
    const orderId = String(req.params.id);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const context = requestContext(req, { id: user.userId, role: user.role });
    // Moving to shipping with a carrier: the house's own lines go with it (issue 30).
    const handOver =
      input.orderStatus === 'inShipping' && input.carrierId
        ? { carrier: await carrierOf(deps.commands, input.carrierId), trackingCode: input.trackingCode }
        : {};
    const requested = {
      type: 'StatusChangeRequested' as const,
      orderId,
      to: input.orderStatus,
      by: { id: user.userId, name: user.userName },
      at: now(),
      returnDays: deps.policy.returnDays,
      ...handOver,
    };
    const { reply: order, position } = await runWorkflow(orderStatusWorkflow, requested, sends, context);
    res.json({ success: true, message: orderMessages.statusUpdated, data: orderView(order), position });
  });

  return router;
}
