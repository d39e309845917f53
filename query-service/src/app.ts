import express, { type Express, type Router } from 'express';
import { Unauthorized, apiRoutes } from '@tavico/contracts';
import {
  apiNotFound,
  errorHandler,
  httpMetrics,
  operationsRoutes,
  requestLogging,
  type Clock,
  type DocumentStore,
  type Logger,
  type Metrics,
  type SessionTokens,
} from '@tavico/infrastructure';
import { readYourWrites, type WaitForPosition } from './positions';
import { sessionUser } from './session';
import { productQueries } from './products';
import { userQueries } from './users';

export interface QueryDeps {
  store: DocumentStore;
  tokens: SessionTokens;
  clock: Clock;
  waitForPosition: WaitForPosition;
}

/** The read side's GET routes, without the HTTP app around them. */
export function createQueryRouter(deps: QueryDeps): Router {
  const router = express.Router();
  router.use(readYourWrites(deps.waitForPosition));

  router.get(apiRoutes.auth.checkAuth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const user = await sessionUser(deps, req.headers, deps.clock.now());
    if (!user) throw new Unauthorized();
    res.json({ success: true, message: 'Authenticated user!', user });
  });

  router.use(productQueries(deps));
  router.use(userQueries(deps));

  return router;
}

export function createQueryApp(
  deps: QueryDeps & { logger: Logger; metrics: Metrics; ready: () => Promise<boolean>; trustProxy?: boolean },
): Express {
  const app = express();
  app.set('trust proxy', deps.trustProxy ?? false);
  app.disable('x-powered-by');
  app.use(requestLogging(deps.logger));
  app.use(httpMetrics(deps.metrics));
  app.use(operationsRoutes({ ready: deps.ready, metrics: deps.metrics }));
  app.use(createQueryRouter(deps));
  app.use('/api', apiNotFound());
  app.use(errorHandler());
  return app;
}
