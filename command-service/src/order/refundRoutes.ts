import express, { type Request, type Router } from 'express';
import {
  Forbidden,
  guestMessages,
  NotFound,
  ValidationError,
  apiRoutes,
  orderMessages,
  orderView,
  followedOrderView,
  parseBody,
  recordRefundRequest,
  refundMessages,
  refuseReturnRequest,
  returnRequest,
  streams,
  toMinor,
  orderCurrency,
  type OrderState,
  type Said,
} from '@tavico/contracts';
import { orderDecider, productDecider, userDecider, type OrderCommand } from '@tavico/domain';
import {
  refundThroughProvider,
  type Clock,
  type IdGenerator,
  type OrderLinks,
  type PaymentProvider,
} from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

export interface RefundRouteDeps {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: IdGenerator;
  clock: Clock;
  payments: PaymentProvider;
  /** RETURN_DAYS: how long after delivery a return may be asked. */
  returnDays: number;
  /** The signed links of guests' orders: a guest asks its return from one. */
  orderLinks?: OrderLinks;
}

/**
 * Refunds and returns (issue 30): the admins refund what an order owes and handle its returns;
 * its customer asks for a return. A PayPal refund owed by a reject, a cancel or a return is made
 * by the workers' refund job; the admins' action here makes it at once (the same provider call,
 * under the same key, so it is never made twice).
 */
export function refundRoutes(deps: RefundRouteDeps): Router {
  const router = express.Router();
  const { commands } = deps;
  const now = () => deps.clock.now().toISOString();

  const orderIdOf = (req: Request, param = 'id') => {
    const orderId = String(req.params[param]);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    return orderId;
  };
  const loadOrder = async (orderId: string): Promise<OrderState> => {
    const { state } = await commands.load(streams.order(orderId), orderDecider);
    if (!state) throw new NotFound(orderMessages.notFound);
    return state;
  };
  const staffOf = async (req: Request) => {
    const admin = await deps.requireUser(req, 'admin');
    return {
      by: { id: admin.userId, name: admin.userName },
      context: requestContext(req, { id: admin.userId, role: admin.role }),
    };
  };
  type Context = ReturnType<typeof requestContext>;
  const send = (orderId: string, command: OrderCommand, context: Context) =>
    commands.handle(streams.order(orderId), orderDecider, command, context);
  const answer = (
    res: express.Response,
    message: Said,
    r: { state: OrderState | null; position: number | null },
    view: (o: OrderState) => unknown = orderView,
  ) => res.json({ success: true, message, data: r.state && view(r.state), position: r.position });

  router.post(apiRoutes.adminOrders.refund, async (req, res) => {
    const { by, context } = await staffOf(req);
    const orderId = orderIdOf(req);
    const input = parseBody(recordRefundRequest, req.body ?? {});
    const order = await loadOrder(orderId);
    const amountCents = input.amount === undefined ? undefined : toMinor(input.amount, orderCurrency(order));
    if (order.paymentMethod === 'paypal') {
      if (input.reference) throw new ValidationError(refundMessages.viaProvider);
      const run = { commands, payments: deps.payments, decider: orderDecider, now };
      const result = await refundThroughProvider(run, { orderId, amountCents, by }, context);
      return answer(res, refundMessages.refunded, result);
    }
    const command: OrderCommand = {
      type: 'RecordRefund',
      refundId: deps.ids(),
      via: 'manual',
      reference: input.reference ?? '',
      by,
      now: now(),
      ...(amountCents === undefined ? {} : { amountCents }),
    };
    return answer(res, refundMessages.recorded, await send(orderId, command, context));
  });

  /** The customer's return: the lines and the reason checked here, every rule by the order's decider. */
  const requestReturn = async (
    req: Request,
    res: express.Response,
    orderId: string,
    context: Context,
    view?: (o: OrderState) => unknown,
  ) => {
    const input = parseBody(returnRequest, req.body ?? {});
    const command: OrderCommand = {
      type: 'RequestReturn',
      returnId: deps.ids(),
      lines: input.lines,
      reason: input.reason,
      returnDays: deps.returnDays,
      now: now(),
    };
    const result = await send(orderId, command, context);
    res.status(201);
    return answer(res, refundMessages.returnRequested, result, view);
  };

  router.post(apiRoutes.shop.orderReturn, async (req, res) => {
    const user = await deps.requireUser(req);
    const orderId = orderIdOf(req, 'orderId');
    const order = await loadOrder(orderId);
    if (order.userId !== user.userId) throw new Forbidden(orderMessages.notYours);
    return requestReturn(req, res, orderId, requestContext(req, { id: user.userId, role: user.role }));
  });

  // A guest has no account to sign in to: the signed link of its e-mails opens its order, and holding
  // it is what asks for the order's return, as the buyer (decisions §36).
  router.post(apiRoutes.shop.orderFollowReturn, async (req, res) => {
    const orderId = deps.orderLinks?.orderIdOf(String(req.params.token)) ?? null;
    if (!orderId || !isValidId(orderId)) throw new NotFound(guestMessages.linkInvalid);
    const order = await loadOrder(orderId);
    // The link opens any order (a lookup by code and phone gives it too), but only a guest's is
    // returned through it: an account's order is returned by its account, signed in.
    const { state: buyer } = await commands.load(streams.user(order.userId), userDecider);
    if (buyer?.role !== 'guest') throw new Forbidden(guestMessages.returnNeedsSignIn);
    // Answered as the link shows the order: without the buyer's and the payment's ids.
    const context = requestContext(req, { id: order.userId, role: 'guest' });
    return requestReturn(req, res, orderId, context, followedOrderView);
  });

  router.post(apiRoutes.adminOrders.returnApprove, async (req, res) => {
    const { by, context } = await staffOf(req);
    const orderId = orderIdOf(req);
    const returnId = String(req.params.returnId);
    const result = await send(orderId, { type: 'ApproveReturn', returnId, by, now: now() }, context);
    return answer(res, refundMessages.returnApproved, result);
  });

  router.post(apiRoutes.adminOrders.returnRefuse, async (req, res) => {
    const { by, context } = await staffOf(req);
    const orderId = orderIdOf(req);
    const { refusal } = parseBody(refuseReturnRequest, req.body ?? {});
    const returnId = String(req.params.returnId);
    const result = await send(orderId, { type: 'RefuseReturn', returnId, refusal, by, now: now() }, context);
    return answer(res, refundMessages.returnRefused, result);
  });

  router.post(apiRoutes.adminOrders.returnReceive, async (req, res) => {
    const { by, context } = await staffOf(req);
    const orderId = orderIdOf(req);
    const returnId = String(req.params.returnId);
    const result = await send(orderId, { type: 'ReceiveReturn', returnId, by, now: now() }, context);
    // The units come back on their products, once per return (a retry sends them again harmlessly).
    const received = result.state?.returns?.find((r) => r.returnId === returnId);
    let position = result.position;
    for (const line of received?.lines ?? []) {
      const command = {
        type: 'ReturnStock' as const,
        productId: line.productId,
        orderId,
        returnId,
        quantity: line.quantity,
        ...(line.sku ? { sku: line.sku } : {}),
      };
      const back = await commands.handle(streams.product(line.productId), productDecider, command, context);
      position = back.position ?? position;
    }
    return answer(res, refundMessages.returnReceived, { state: result.state, position });
  });

  return router;
}
