import express, { type Response, type Router } from 'express';
import {
  Forbidden,
  NotFound,
  apiRoutes,
  buyerHiddenStatuses,
  collections,
  documentMessages,
  orderMessages,
  type OrderDocument,
} from '@tavico/contracts';
import { langOf } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { readSiteSettings } from './siteSettings';
import { findOrder } from './orders';
import { invoicePdf } from './documents/invoice';
import { packingSlipPdf } from './documents/packingSlip';
import { safeFileName } from './documents/orderFacts';
import { exportRange } from './documents/exportRange';
import { writeOrdersCsv } from './documents/ordersCsv';

/** An attachment the browser saves under its name, kept by no cache (it names a buyer). */
function attachment(res: Response, type: string, fileName: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * An order's documents (issue 30): its sales invoice and packing slip as PDF, and the orders of
 * some shop days as CSV for the accounts.
 */
export function orderDocumentQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const orders = () => deps.store.collection<OrderDocument>(collections.orders);

  const find = (id: string) => findOrder(deps, id);

  router.get(apiRoutes.adminOrders.exportCsv, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    // Checked before a byte is sent, so a wrong range is a 400 with its message.
    const range = exportRange(req.query as Record<string, unknown>);
    attachment(res, 'text/csv; charset=utf-8', `orders-${range.from}-${range.to}.csv`);
    await writeOrdersCsv(res, orders(), range, langOf(req, res));
    res.end();
  });

  router.get(apiRoutes.adminOrders.invoice, async (req, res) => {
    await requireUser(deps, req.headers, 'admin', 'auditor');
    const order = await find(String(req.params.id));
    const pdf = await invoicePdf(order, await readSiteSettings(deps.store));
    attachment(res, 'application/pdf', safeFileName(order.code ?? order.orderId, 'invoice.pdf'));
    res.send(pdf);
  });

  router.get(apiRoutes.adminOrders.packingSlip, async (req, res) => {
    const user = await requireUser(deps, req.headers, 'admin', 'auditor', 'supplier');
    const order = await find(String(req.params.id));
    let lines = order.items;
    if (user.role === 'supplier') {
      // A supplier's own lines only (decisions §15), of an order that went ahead and still ships:
      // the orders its list shows, with the buyer's address it shows.
      lines = order.items.filter((line) => line.supplierId === user.id);
      if (lines.length === 0) throw new Forbidden(documentMessages.notYourLines);
      const wentAhead = order.paymentStatus === 'paid' || order.paymentMethod === 'cod';
      const hidden = (buyerHiddenStatuses as readonly string[]).includes(order.orderStatus);
      if (!wentAhead || hidden) throw new NotFound(orderMessages.notFound);
    }
    const pdf = await packingSlipPdf(order, lines, await readSiteSettings(deps.store));
    attachment(res, 'application/pdf', safeFileName(order.code ?? order.orderId, 'packing-slip.pdf'));
    res.send(pdf);
  });

  return router;
}
