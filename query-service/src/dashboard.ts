import express, { type Router } from 'express';
import {
  apiRoutes,
  collections,
  dashboardDays,
  lastShopDays,
  orderStatuses,
  shopDay,
  toMajor,
  type ShopCurrency,
  type DashboardView,
  type OrderDocument,
  type OrderStatus,
  type SalesDayDocument,
  type SalesFigures,
} from '@tavico/contracts';
import type { QueryDeps } from './app';
import { requireUser } from './session';

const figuresOf = (days: SalesDayDocument[], currency: ShopCurrency): SalesFigures => ({
  orders: days.reduce((n, d) => n + d.orders, 0),
  paidOrders: days.reduce((n, d) => n + d.paidOrders, 0),
  revenue: toMajor(
    days.reduce((n, d) => n + d.revenueCents, 0),
    currency,
  ),
});

/**
 * The admin dashboard: today's and this month's sales and the last 30 days, from the sales-day
 * read model (at most two months of small documents), and orders by status, one indexed count each.
 */
export function dashboardQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.adminDashboard.get, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    const today = shopDay(deps.clock.now());
    const month = today.slice(0, 7);
    const chartDays = lastShopDays(today, dashboardDays);
    const from = chartDays[0] < `${month}-01` ? chartDays[0] : `${month}-01`;
    const orders = deps.store.collection<OrderDocument>(collections.orders);
    const [stored, counts] = await Promise.all([
      deps.store.collection<SalesDayDocument>(collections.salesDays).find({ _id: { $gte: from, $lte: today } }),
      Promise.all(orderStatuses.map((status) => orders.countDocuments({ orderStatus: status }))),
    ]);
    const currency = deps.shopCurrency();
    const on = (day: string) =>
      figuresOf(
        stored.filter((d) => d._id === day),
        currency,
      );
    const data: DashboardView = {
      today: { day: today, ...on(today) },
      month: {
        month,
        ...figuresOf(
          stored.filter((d) => d._id.startsWith(month)),
          currency,
        ),
      },
      byStatus: Object.fromEntries(orderStatuses.map((s, i) => [s, counts[i]])) as Record<OrderStatus, number>,
      days: chartDays.map((day) => ({ day, ...on(day) })),
    };
    res.json({ success: true, data });
  });
  return router;
}
