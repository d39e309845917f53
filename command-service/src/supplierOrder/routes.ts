import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  fulfilRequest,
  orderMessages,
  orderView,
  parseBody,
  readyToFulfil,
  streams,
  supplierOrderView,
  type OrderState,
} from '@tavico/contracts';
import { orderDecider } from '@tavico/domain';
import { carrierOf } from './carrier';
import type { Clock } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';

/** A supplier packs its lines of an order, then hands them to the shipper; never another's. */
export function supplierOrderRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  clock: Clock;
}): Router {
  const router = express.Router();

  router.post(apiRoutes.supplierOrders.fulfil, async (req, res) => {
    const supplier = await deps.requireUser(req, 'supplier');
    const orderId = String(req.params.orderId);
    if (!isValidId(orderId)) throw new NotFound(orderMessages.notFound);
    const { to, carrierId, trackingCode } = parseBody(fulfilRequest, req.body);
    const carrier = to === 'handedOver' && carrierId ? await carrierOf(deps.commands, carrierId) : undefined;
    const fulfil = {
      type: 'FulfilLines' as const,
      supplierId: supplier.userId,
      to,
      carrier,
      trackingCode,
      now: deps.clock.now().toISOString(),
    };
    const done = await deps.commands.handle(
      streams.order(orderId),
      orderDecider,
      fulfil,
      requestContext(req, { id: supplier.userId, role: 'supplier' }),
    );
    const order = done.state as OrderState;
    res.json({
      success: true,
      message: orderMessages.linesUpdated,
      data: {
        orderId,
        orderStatus: order.orderStatus,
        readyToFulfil: readyToFulfil(order),
        lines: orderView(order).cartItems.filter((l) => l.supplierId === supplier.userId),
        codToCollect: supplierOrderView(order, supplier.userId).codToCollect,
      },
      position: done.position,
    });
  });

  return router;
}
