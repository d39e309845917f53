import express, { type Router } from 'express';
import {
  apiRoutes,
  buyerHiddenStatuses,
  collections,
  lowStockThreshold,
  sellableStock,
  type OrderDocument,
  type ProductDocument,
  type SupplierBuyerHidden,
  type SupplierDashboard,
  type SupplierOrderView,
} from '@tavico/contracts';
import type { QueryDeps } from './app';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';

/** The orders that went ahead (paid, or cash on delivery): a supplier sees those, not carts that never paid. */
const wentAhead = { $or: [{ paymentStatus: 'paid' }, { paymentMethod: 'cod' }] };

const readyToFulfil = (o: OrderDocument) =>
  (o.orderStatus === 'confirmed' || o.orderStatus === 'inProcess') &&
  (o.paymentStatus === 'paid' || (o.paymentMethod === 'cod' && o.paymentStatus === 'pending'));

/**
 * An order as one supplier sees it: its own lines only (decisions §15: never another's), and the
 * buyer's name, phone and address only while there is something to ship: a cancelled or rejected
 * order's are not sent at all.
 */
export const supplierOrderView = (o: OrderDocument, supplierId: string): SupplierOrderView => {
  const hidden = (buyerHiddenStatuses as readonly string[]).includes(o.orderStatus)
    ? (o.orderStatus as SupplierBuyerHidden)
    : null;
  const lines = o.items
    .filter((l) => l.supplierId === supplierId)
    .map((l) => ({
      productId: l.productId,
      title: l.title,
      image: l.image,
      price: l.priceCents / 100,
      quantity: l.quantity,
      fulfilment: o.fulfilment?.[l.productId]?.status ?? null,
    }));
  return {
    _id: o.orderId,
    code: o.code ?? null,
    placedAt: o.placedAt,
    orderStatus: o.orderStatus,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    recipient: hidden ? null : o.userName,
    address: hidden ? null : o.address,
    buyerHidden: hidden,
    lines,
    totalAmount: lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0) / 100,
    readyToFulfil: readyToFulfil(o),
  };
};

/** Vietnam's calendar day of an instant (UTC+7). */
const shopDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);

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
    const days = Array.from({ length: 30 }, (_, i) =>
      shopDay(new Date(now.getTime() - (29 - i) * 86_400_000).toISOString()),
    );
    const byDay = new Map(days.map((day) => [day, { day, units: 0, revenueCents: 0 }]));
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
      for (const l of o.items.filter((line) => line.supplierId === supplier.id)) {
        bucket.units += l.quantity;
        bucket.revenueCents += l.priceCents * l.quantity;
      }
    }
    const own = await deps.store
      .collection<ProductDocument>(collections.products)
      .find({ postedBy: supplier.id }, { sort: { createdAt: -1 }, limit: 1000 });
    const lowStock = own
      .map((p) => ({ _id: p._id, title: p.title, totalStock: p.totalStock, available: sellableStock(p) }))
      .filter((p) => p.available < lowStockThreshold)
      .sort((a, b) => a.available - b.available)
      .slice(0, 20);
    const series = [...byDay.values()].map((d) => ({ day: d.day, units: d.units, revenue: d.revenueCents / 100 }));
    const data: SupplierDashboard = {
      days: series,
      totals: {
        units: series.reduce((n, d) => n + d.units, 0),
        revenue: series.reduce((n, d) => n + Math.round(d.revenue * 100), 0) / 100,
        orders: counted,
      },
      lowStock,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data });
  });

  return router;
}
