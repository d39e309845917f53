import express, { type Router } from 'express';
import {
  Forbidden,
  NotFound,
  ValidationError,
  apiRoutes,
  collections,
  namedHistory,
  orderMessages,
  orderStatuses,
  orderView,
  type OrderDocument,
  type OrderHistoryDocument,
  type OrderStatus,
  type UserDocument,
} from '@tavico/contracts';
import type { Filter } from '@tavico/infrastructure';
import type { QueryDeps } from './app';
import { requireUser } from './session';
import { pagination, paging } from './paging';

/** Orders: a customer's own; all of them for admins and auditors, with each one's history. */
export function orderQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const orders = () => deps.store.collection<OrderDocument>(collections.orders);

  const find = async (id: string) => {
    const order = await orders().findOne({ _id: id });
    if (!order) throw new NotFound(orderMessages.notFound);
    return order;
  };

  router.get(apiRoutes.shop.orderList, async (req, res) => {
    const user = await requireUser(deps, req.headers);
    if (String(req.params.userId) !== user.id) throw new Forbidden(orderMessages.notYours);
    const list = await orders().find({ userId: user.id }, { sort: { placedAt: -1 } });
    res.json({ success: true, data: list.map(orderView) });
  });

  router.get(apiRoutes.shop.orderDetails, async (req, res) => {
    const user = await requireUser(deps, req.headers);
    const order = await find(String(req.params.orderId));
    // decisions §15: admins and auditors may read any order; everyone else their own.
    const staff = user.role === 'admin' || user.role === 'auditor';
    if (order.userId !== user.id && !staff) throw new Forbidden(orderMessages.notYours);
    res.json({ success: true, data: orderView(order) });
  });

  router.get(apiRoutes.adminOrders.list, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    const status = typeof req.query.status === 'string' ? req.query.status : '';
    const filter: Filter = {};
    if (status) {
      if (!(orderStatuses as readonly string[]).includes(status)) {
        throw new ValidationError(`Không có trạng thái "${status}". Chọn một trong: ${orderStatuses.join(', ')}.`);
      }
      filter.orderStatus = status as OrderStatus;
    }
    const page = paging(req.query, 50);
    const [list, total] = await Promise.all([
      orders().find(filter, { sort: { placedAt: -1 }, skip: page?.skip, limit: page?.limit }),
      orders().countDocuments(filter),
    ]);
    res.json({ success: true, data: list.map(orderView), pagination: pagination(page, total) });
  });

  router.get(apiRoutes.adminOrders.details, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    res.json({ success: true, data: orderView(await find(String(req.params.id))) });
  });

  router.get(apiRoutes.adminOrders.history, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    const history = await deps.store
      .collection<OrderHistoryDocument>(collections.orderHistories)
      .findOne({ _id: String(req.params.id) });
    if (!history) throw new NotFound(orderMessages.notFound);
    const actorIds = [...new Set(history.entries.map((e) => e.actor.id).filter((id): id is string => id !== null))];
    const users = await deps.store.collection<UserDocument>(collections.users).find({ _id: { $in: actorIds } });
    const data = namedHistory(history.entries, new Map(users.map((u) => [u._id, u.userName])));
    res.json({ success: true, data });
  });

  return router;
}
