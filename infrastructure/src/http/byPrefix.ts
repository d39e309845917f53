import type { RequestHandler, Router } from 'express';

/** What a router serves, read from its routes: each route's literal start and its methods. */
interface RouteIndex {
  routes: { prefix: string; methods: Set<string> | 'all' }[];
  /** A layer that is not a route with a path (middleware, a nested router): every request may be its. */
  everything: boolean;
}

interface Layer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
}

function indexOf(router: Router): RouteIndex {
  const routes: RouteIndex['routes'] = [];
  for (const layer of router.stack as Layer[]) {
    const path = layer.route?.path;
    if (typeof path !== 'string') return { routes: [], everything: true };
    const methods = layer.route?.methods ?? {};
    routes.push({
      // Up to the first parameter or pattern, lower-cased: Express matches paths ignoring case.
      prefix: path.split(/[:*({]/)[0].toLowerCase(),
      methods: methods._all ? 'all' : new Set(Object.keys(methods).map((m) => m.toUpperCase())),
    });
  }
  return { routes, everything: false };
}

/**
 * A feature's router, entered only by a request one of its routes could serve (its path starts as
 * the route's does, its method is the route's). Express otherwise tries every route of every
 * router in turn: about 150 path patterns before a request to the last of them, which was a
 * tenth of an add-to-cart's CPU. The routes are read at the first request, once all are added;
 * a router with middleware of its own is always entered.
 */
export function byPrefix(router: Router): RequestHandler {
  let index: RouteIndex | null = null;
  return (req, res, next) => {
    index ??= indexOf(router);
    if (index.everything || req.method === 'OPTIONS') return router(req, res, next);
    const path = req.path.toLowerCase();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const served = index.routes.some(
      (route) =>
        path.startsWith(route.prefix) &&
        (route.methods === 'all' || route.methods.has(method) || route.methods.has(req.method)),
    );
    if (!served) return next();
    router(req, res, next);
  };
}
