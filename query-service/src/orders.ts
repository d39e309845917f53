import express, { type Router } from 'express';
import {
  Forbidden,
  NotFound,
  ValidationError,
  apiRoutes,
  awaitsPayment,
  bankTransferDetails,
  collections,
  historyBlock,
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
import { defaultPageSizes, findPage, pagination, paging } from './paging';
import { readSiteSettings } from './siteSettings';
import { transferQrSvg } from './transferQr';

/** An order of the read model by its id, or a 404 saying there is none. */
export async function findOrder(deps: Pick<QueryDeps, 'store'>, id: string): Promise<OrderDocument> {
  const order = await deps.store.collection<OrderDocument>(collections.orders).findOne({ _id: id });
  if (!order) throw new NotFound(orderMessages.notFound);
  return order;
}

/** Orders: a customer's own; all of them for admins and auditors, with each one's history. */
export function orderQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const orders = () => deps.store.collection<OrderDocument>(collections.orders);
  const find = (id: string) => findOrder(deps, id);

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
    // 25 steps a document; a page of at most 100 steps at a time, first to last.
    const orderId = String(req.params.id);
    const blocks = deps.store.collection<OrderHistoryDocument>(collections.orderHistories);
    const page = paging(req.query, defaultPageSizes.all);
    // The last block's last step says how many steps there are.
    const [last] = await blocks.find({ orderId }, { sort: { block: -1 }, limit: 1 });
    if (!last) throw new NotFound(orderMessages.notFound);
    const total = (last.steps.at(-1)?.revision ?? -1) + 1;
    const from = page.skip;
    const to = Math.min(total, from + page.limit);
    // The page's orders are rebuilt from the keyframe at or before the step before its first (the
    // start of that step's block), which its first step's changes are worked out against.
    const read =
      from >= total
        ? []
        : await blocks.find(
            { orderId, block: { $gte: historyBlock(Math.max(0, from - 1)), $lte: historyBlock(to - 1) } },
            { sort: { block: 1 } },
          );
    const steps = read.flatMap((block) => block.steps).filter((step) => step.revision < to);
    const actorIds = [
      ...new Set(steps.filter((s) => s.revision >= from && s.actor.id !== null).map((s) => s.actor.id as string)),
    ];
    const users = await deps.store.collection<UserDocument>(collections.users).find({ _id: { $in: actorIds } });
    const data = namedHistory(steps, new Map(users.map((u) => [u._id, u.userName])), from);
    res.json({ success: true, data, pagination: pagination(page, total) });
  });

  return router;
}
