import express, { type Router } from 'express';
import { apiRoutes, collections, toMajor, type VoucherDocument } from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';

/**
 * The owner's vouchers, last changed first, each with its terms (amounts in major units of the
 * shop's currency), whether it runs now, and what the orders holding its uses came to: `uses`,
 * `discount` given and `revenue` (their lines after the discount).
 */
export function voucherQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.vouchers.adminList, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    const currency = deps.shopCurrency();
    const major = (cents: number) => toMajor(cents, currency);
    const now = deps.clock.now().toISOString();
    const { list, pagination } = await findPage(
      deps.store.collection<VoucherDocument>(collections.vouchers),
      {},
      { sort: { updatedAt: -1 } },
      paging(req.query, defaultPageSizes.staff),
    );
    const data = list.map(
      ({ terms: { minOrderCents, maxDiscountCents, ...terms }, uses, discountCents, subtotalCents }) => ({
        ...terms,
        value: terms.kind === 'amount' ? major(terms.value) : terms.value,
        minOrder: major(minOrderCents),
        maxDiscount: maxDiscountCents === null ? null : major(maxDiscountCents),
        running: terms.startsAt <= now && now < terms.endsAt,
        uses,
        discount: major(discountCents),
        revenue: major(subtotalCents - discountCents),
      }),
    );
    res.json({ success: true, currency, data, pagination });
  });
  return router;
}
