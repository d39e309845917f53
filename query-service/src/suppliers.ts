import express, { type Router } from 'express';
import { apiRoutes, collections, type ProductDocument, type SupplierView, type UserDocument } from '@tavico/contracts';
import type { QueryDeps } from './app';
import { requireUser } from './session';

const vietnamese = new Intl.Collator('vi', { sensitivity: 'base' });

/** The mean of the rated products' averages, to one decimal; 0 while nothing is rated. */
export const supplierRating = (averages: number[]): number =>
  averages.length === 0 ? 0 : Math.round((averages.reduce((a, b) => a + b, 0) / averages.length) * 10) / 10;

/** GET /api/suppliers: every supplier with its profile and rating, public. */
export function supplierQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.suppliers.list, async (_req, res) => {
    const suppliers = await deps.store
      .collection<UserDocument>(collections.users)
      .find({ role: 'supplier' }, { projection: { userName: 1, supplierProfile: 1 } });
    const products = await deps.store
      .collection<ProductDocument>(collections.products)
      .find(
        { postedBy: { $in: suppliers.map((s) => s._id) } },
        { projection: { postedBy: 1, averageReview: 1, reviewCount: 1 } },
      );
    const data: SupplierView[] = suppliers
      .map((s) => {
        const own = products.filter((p) => p.postedBy === s._id);
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
