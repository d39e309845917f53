import express, { type Router } from 'express';
import {
  apiRoutes,
  collections,
  lastShopDays,
  linesTotalCents,
  toMajor,
  lowStockThreshold,
  sellableStock,
  shopDay,
  supplierOrderView,
  type OrderDocument,
  type ProductDocument,
  type SupplierDashboard,
} from '@tavico/contracts';
import type { QueryDeps } from './app';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';

/** The orders that went ahead (paid, or cash on delivery): a supplier sees those, not carts that never paid. */
const wentAhead = { $or: [{ paymentStatus: 'paid' }, { paymentMethod: 'cod' }] };

/** A supplier's orders (its lines only), and its dashboard. */
export function supplierOrderQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const orders = () => deps.store.collection<OrderDocument>(collections.orders);

  router.get(apiRoutes.supplierOrders.list, async (req, res) => {
    const supplier = await requireUser(deps, req.headers, 'supplier');
    const filter = { 'items.supplierId': supplier.id, ...wentAhead };
    const page = paging(req.query, defaultPageSizes.orders);
    const { list, pagination } = await findPage(orders(), filter, { sort: { placedAt: -1 } }, page);
    res.json({ success: true, data: list.map((o) => supplierOrderView(o, supplier.id)), pagination });
  });

  router.get(apiRoutes.supplierOrders.dashboard, async (req, res) => {
    const supplier = await requireUser(deps, req.headers, 'supplier');
    const now = deps.clock.now();
    const byDay = new Map(lastShopDays(shopDay(now), 30).map((day) => [day, { day, units: 0, revenueCents: 0 }]));
    // Paid in the last 30 days: placed at most 90 days ago (a cash order may take a while to arrive).
    const since = new Date(now.getTime() - 90 * 86_400_000).toISOString();
    const paid = await orders().find(
      { 'items.supplierId': supplier.id, paymentStatus: 'paid', placedAt: { $gte: since } },
      { sort: { placedAt: -1 }, limit: 5000 },
    );
    let counted = 0;
    for (const o of paid) {
      const paidAt = o.timeline?.find((s) => s.step === 'paid')?.at ?? o.updatedAt;
      const bucket = byDay.get(shopDay(paidAt));
      if (!bucket) continue;
      counted += 1;
      const own = o.items.filter((line) => line.supplierId === supplier.id);
      bucket.units += own.reduce((n, l) => n + l.quantity, 0);
      bucket.revenueCents += linesTotalCents(own);
    }
    const own = await deps.store
      .collection<ProductDocument>(collections.products)
      .find({ postedBy: supplier.id }, { sort: { createdAt: -1 }, limit: 1000 });
    const lowStock = own
      .map((p) => ({ _id: p._id, title: p.title, totalStock: p.totalStock, available: sellableStock(p) }))
      .filter((p) => p.available < lowStockThreshold)
      .sort((a, b) => a.available - b.available)
      .slice(0, 20);
    const buckets = [...byDay.values()];
    const currency = deps.shopCurrency();
    const data: SupplierDashboard = {
      days: buckets.map((d) => ({ day: d.day, units: d.units, revenue: toMajor(d.revenueCents, currency) })),
      totals: {
        units: buckets.reduce((n, d) => n + d.units, 0),
        revenue: toMajor(
          buckets.reduce((n, d) => n + d.revenueCents, 0),
          currency,
        ),
        orders: counted,
      },
      lowStock,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data });
  });

  return router;
}
