import express, { type Router } from 'express';
import { apiRoutes, collections, type ProductDocument, type SupplierView, type UserDocument } from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';

const vietnamese = new Intl.Collator('vi', { sensitivity: 'base' });

/** The mean of the rated products' averages, to one decimal; 0 while nothing is rated. */
export const supplierRating = (averages: number[]): number =>
  averages.length === 0 ? 0 : Math.round((averages.reduce((a, b) => a + b, 0) / averages.length) * 10) / 10;

/**
 * GET /api/suppliers: suppliers with their profile and rating, public. The spec's client reads a
 * bare list, so it stays one: at most 100 suppliers, the longest-standing first, `page` and
 * `limit` walking the rest and `X-Total-Count` saying how many there are; each answer is in
 * Vietnamese alphabetical order.
 */
export function supplierQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.suppliers.list, async (req, res) => {
    const { list: suppliers, pagination } = await findPage(
      deps.store.collection<UserDocument>(collections.users),
      { role: 'supplier' },
      { sort: { registeredAt: 1 }, projection: { userName: 1, supplierProfile: 1 } },
      paging(req.query, defaultPageSizes.all),
    );
    const products = await deps.store
      .collection<ProductDocument>(collections.products)
      .find(
        { postedBy: { $in: suppliers.map((s) => s._id) } },
        { projection: { postedBy: 1, averageReview: 1, reviewCount: 1 } },
      );
    const bySupplier = new Map<string | null, ProductDocument[]>();
    for (const p of products) {
      const own = bySupplier.get(p.postedBy);
      if (own) own.push(p);
      else bySupplier.set(p.postedBy, [p]);
    }
    const data: SupplierView[] = suppliers
      .map((s) => {
        const own = bySupplier.get(s._id) ?? [];
        return {
          id: s._id,
          userName: s.userName,
          logo: s.supplierProfile?.logo ?? '',
          background: s.supplierProfile?.background ?? '',
          contactInfo: s.supplierProfile?.contactInfo ?? '',
          rating: supplierRating(own.filter((p) => p.reviewCount > 0).map((p) => p.averageReview)),
          productCount: own.length,
        };
      })
      .sort((a, b) => vietnamese.compare(a.userName, b.userName));
    res.setHeader('X-Total-Count', String(pagination.total));
    res.json(data);
  });

  /** A supplier's own profile, for its profile form (empty fields until it saves one). */
  router.get(apiRoutes.suppliers.profile, async (req, res) => {
    const user = await requireUser(deps, req.headers, 'supplier');
    const doc = await deps.store.collection<UserDocument>(collections.users).findOne({ _id: user.id });
    const profile = doc?.supplierProfile;
    res.json({
      success: true,
      data: {
        logo: profile?.logo ?? '',
        background: profile?.background ?? '',
        contactInfo: profile?.contactInfo ?? '',
      },
    });
  });
  return router;
}
