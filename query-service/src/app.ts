import type { RequestListener } from 'node:http';
import express, { type Router } from 'express';
import { apiRoutes, messages, sessionCookieName } from '@tavico/contracts';
import {
  byPrefix,
  createMemoryRateLimiter,
  createServiceApp,
  tokenFromHeaders,
  type Logger,
  type Metrics,
  type OriginPolicy,
  type TrustProxy,
  type KeptAnswers,
} from '@tavico/infrastructure';
import { readYourWrites } from './positions';
import { requireUser } from './session';
import { productQueries } from './products';
import { catalogueParams } from './catalogueQuery';
import { homeParams, homeQueries } from './home';
import { userQueries } from './users';
import { reviewQueries } from './reviews';
import { bannerQueries } from './banners';
import { postQueries } from './posts';
import { supplierQueries } from './suppliers';
import { imageFiles } from './images';
import { shopperQueries } from './shopper';
import { orderQueries } from './orders';
import { orderLookupQueries } from './orderLookup';
import { orderDocumentQueries } from './orderDocuments';
import { siteSettingsQueries } from './siteSettings';
import { shippingQueries } from './shipping';
import { supplierOrderQueries } from './supplierOrders';
import { operationsQueries } from './operations';
import { dashboardQueries } from './dashboard';
import { voucherQueries } from './vouchers';
import { chatQueries } from './chat/routes';
import { catalogueCache, storedCatalogueStamp } from './responseCache';
import type { QueryDeps } from './deps';
import { pageRoutes, type PageDeps } from './pages';

/**
 * The read side's GET routes, without the HTTP app around them, and the catalogue answers they
 * keep, which the app sends ahead of its middleware.
 */
export function createQuerySide(deps: QueryDeps): { router: Router; keptAnswers: KeptAnswers } {
  const router = express.Router();
  // Each kept route with the query parameters it reads, as the module that reads them lists them.
  const keptRoutes = { ...catalogueParams, ...homeParams };
  const cache = catalogueCache(deps.catalogueStamp ?? storedCatalogueStamp(deps.store), keptRoutes);
  router.use(readYourWrites(deps.waitForPosition));

  router.get(apiRoutes.auth.checkAuth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // decisions §29: a guest (no session at all) is simply signed out, not an error a browser
    // logs on every page; a session that is bad or over still answers 401.
    if (!tokenFromHeaders(req.headers, sessionCookieName)) {
      return res.json({ success: false, message: messages.notSignedIn, user: null });
    }
    const user = await requireUser(deps, req.headers);
    res.json({ success: true, message: messages.authenticated, user });
  });

  // One route each, so the cache knows by the route's template which parameters count.
  for (const template of Object.keys(keptRoutes)) router.get(template, cache.middleware);
  // Each feature's routes are tried only by the requests they could serve.
  const use = (feature: Router) => router.use(byPrefix(feature));
  use(productQueries(deps));
  use(homeQueries(deps));
  use(userQueries(deps));
  use(reviewQueries(deps));
  use(bannerQueries(deps));
  use(postQueries(deps));
  use(supplierQueries(deps));
  use(imageFiles(deps));
  use(shopperQueries(deps));
  use(orderDocumentQueries(deps));
  use(orderQueries(deps));
  use(orderLookupQueries(deps));
  use(siteSettingsQueries(deps));
  use(shippingQueries(deps));
  use(supplierOrderQueries(deps));
  use(dashboardQueries(deps));
  use(voucherQueries(deps));
  use(operationsQueries({ ...deps, queue: deps.queue ?? null }));
  use(
    chatQueries({
      ...deps,
      chat: deps.chat ?? {
        limiter: createMemoryRateLimiter({ windowMs: 60_000 }),
        questionsPerMinute: 20,
        phraser: null,
      },
    }),
  );

  return { router, keptAnswers: cache.kept };
}

export function createQueryApp(
  deps: QueryDeps & {
    logger: Logger;
    metrics: Metrics;
    ready: () => Promise<boolean>;
    trustProxy?: TrustProxy;
    origins?: OriginPolicy;
    /** The storefront's pages (PAGE_TEMPLATE_URL): their heads, 404s, robots.txt and sitemap.xml. */
    pages?: PageDeps | null;
  },
): RequestListener {
  const { router, keptAnswers } = createQuerySide(deps);
  const routers = [router, ...(deps.pages ? [pageRoutes(deps.pages)] : [])];
  return createServiceApp({ ...deps, trustProxy: deps.trustProxy ?? false, routers, keptAnswers, compressReads: true });
}
