import express, { type Router } from 'express';
import { apiRoutes, collections, type BannerDocument, type BannerView } from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { cardUrls } from './images';
import { defaultPageSizes, findPage, paging } from './paging';

/** The landing page's feature images, oldest first (the order admins put them up), 100 at most. */
export function bannerQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.banners.list, async (req, res) => {
    const { list: banners, pagination } = await findPage(
      deps.store.collection<BannerDocument>(collections.banners),
      {},
      { sort: { createdAt: 1 } },
      paging(req.query, defaultPageSizes.all),
    );
    const cards = await cardUrls(
      deps.store,
      banners.map((b) => b.image),
    );
    const data: BannerView[] = banners.map((b) => ({
      _id: b._id,
      image: b.image,
      imageCard: cards.get(b.image) ?? null,
      createdAt: b.createdAt,
    }));
    res.json({ success: true, data, pagination });
  });
  return router;
}
