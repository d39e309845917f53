import express, { type Router } from 'express';
import {
  Forbidden,
  NotFound,
  ValidationError,
  apiRoutes,
  awaitsPayment,
  bankTransferDetails,
  collections,
  keyframeBefore,
  namedHistory,
  orderCodePattern,
  orderMessages,
  orderStatuses,
  orderView,
  type OrderDocument,
  type OrderHistoryDocument,
  type OrderStatus,
  type UserDocument,
} from '@tavico/contracts';
import type { Filter } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';
import { readSiteSettings } from './siteSettings';
import { transferQrSvg } from './transferQr';

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
    const page = paging(req.query, defaultPageSizes.orders);
    const { list, pagination } = await findPage(orders(), { userId: user.id }, { sort: { placedAt: -1 } }, page);
    res.json({ success: true, data: list.map(orderView), pagination });
  });

  /** An order its owner, an admin or an auditor may read (decisions §15); anyone else: 403. */
  const readable = async (headers: Parameters<typeof requireUser>[1], orderId: string) => {
    const user = await requireUser(deps, headers);
    const order = await find(orderId);
    const staff = user.role === 'admin' || user.role === 'auditor';
    if (order.userId !== user.id && !staff) throw new Forbidden(orderMessages.notYours);
    return order;
  };

  /** How to pay a bank-transfer order still awaiting its transfer (none for anything else). */
  const transferOf = async (order: OrderDocument) =>
    order.paymentMethod === 'bank-transfer' && awaitsPayment(order)
      ? bankTransferDetails(order, await readSiteSettings(deps.store))
      : null;

  router.get(apiRoutes.shop.orderDetails, async (req, res) => {
    const order = await readable(req.headers, String(req.params.orderId));
    const bankTransfer = await transferOf(order);
    res.json({ success: true, data: orderView(order), ...(bankTransfer ? { bankTransfer } : {}) });
  });

  router.get(apiRoutes.shop.orderTransferQr, async (req, res) => {
    const order = await readable(req.headers, String(req.params.orderId));
    const transfer = await transferOf(order);
    if (!transfer) throw new NotFound(orderMessages.notFound);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/svg+xml').send(await transferQrSvg(transfer));
  });

  router.get(apiRoutes.adminOrders.list, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    const status = typeof req.query.status === 'string' ? req.query.status : '';
    const filter: Filter = {};
    if (status) {
      if (!(orderStatuses as readonly string[]).includes(status)) {
        throw new ValidationError(orderMessages.unknownStatus(status, orderStatuses));
      }
      filter.orderStatus = status as OrderStatus;
    }
    // An order's code, as a shopper quotes it on the phone (any case, spaces around).
    const code = typeof req.query.code === 'string' ? req.query.code.trim().toUpperCase() : '';
    if (code) {
      if (!orderCodePattern.test(code)) throw new ValidationError(orderMessages.codeMalformed);
      filter.code = code;
    }
    const page = paging(req.query, defaultPageSizes.staff);
    const { list, pagination } = await findPage(orders(), filter, { sort: { placedAt: -1 } }, page);
    res.json({ success: true, data: list.map(orderView), pagination });
  });

  router.get(apiRoutes.adminOrders.details, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    res.json({ success: true, data: orderView(await find(String(req.params.id))) });
  });

  router.get(apiRoutes.adminOrders.history, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    // One document a step, a page of at most 100 at a time, first to last.
    const orderId = String(req.params.id);
    const steps = deps.store.collection<OrderHistoryDocument>(collections.orderHistories);
    const { list, pagination } = await findPage(
      steps,
      { orderId },
      { sort: { revision: 1 } },
      paging(req.query, defaultPageSizes.all),
    );
    if (pagination.total === 0) throw new NotFound(orderMessages.notFound);
    // The page's orders are rebuilt from the keyframe at or before the step before its first (at
    // most 24 small steps more), which its first step's changes are worked out against.
    const from = list[0]?.revision ?? 0;
    const before =
      from === 0
        ? []
        : await steps.find(
            { orderId, revision: { $gte: keyframeBefore(from - 1), $lt: from } },
            { sort: { revision: 1 } },
          );
    const actorIds = [...new Set(list.map((s) => s.actor.id).filter((id): id is string => id !== null))];
    const users = await deps.store.collection<UserDocument>(collections.users).find({ _id: { $in: actorIds } });
    const data = namedHistory([...before, ...list], new Map(users.map((u) => [u._id, u.userName])), from);
    res.json({ success: true, data, pagination });
  });

  return router;
}
