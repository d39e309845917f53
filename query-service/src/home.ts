import express, { type Router } from 'express';
import {
  apiRoutes,
  categories,
  collections,
  showroomSize,
  type CategoryTile,
  type HomeCatalogueView,
  type ProductDocument,
} from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { cardUrls } from './images';
import { toView } from './products';

/** The home page's catalogue reads no query parameter: the catalogue cache keeps one answer for it. */
export const homeParams: Record<string, readonly string[]> = { [apiRoutes.shop.home]: [] };

/**
 * The home page's catalogue in one answer: the showroom (the products the admin featured, the
 * latest chosen first) and every category with its count and a picture from its own products (a
 * featured one when there is one, else its newest). Public, so the catalogue cache keeps it.
 */
export function homeQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const products = () => deps.store.collection<ProductDocument>(collections.products);

  router.get(apiRoutes.shop.home, async (_req, res) => {
    const featured = await products().find({ featured: true }, { sort: { featuredOrder: -1 }, limit: showroomSize });
    const tiles = await Promise.all(
      categories.map(async (c) => {
        const inShowroom = featured.find((p) => p.category === c.id);
        const [count, [pictured]] = await Promise.all([
          products().countDocuments({ category: c.id }),
          inShowroom ? [inShowroom] : products().find({ category: c.id }, { sort: { createdAt: -1 }, limit: 1 }),
        ]);
        return { id: c.id, label: c.label, count, image: pictured?.image ?? null };
      }),
    );
    const pictures = [...featured.map((p) => p.image), ...tiles.flatMap((t) => (t.image ? [t.image] : []))];
    const cards = await cardUrls(deps.store, pictures);
    const data: HomeCatalogueView = {
      featured: featured.map((p) => toView(p, cards, deps.shopCurrency())),
      categories: tiles.map((t): CategoryTile => ({
        ...t,
        image: t.image === null ? null : (cards.get(t.image) ?? t.image),
      })),
    };
    res.json({ success: true, data });
  });

  return router;
}
