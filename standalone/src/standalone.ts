import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Server as SocketServer } from 'socket.io';
import {
  createInProcessQueue,
  createServiceApp,
  createMemoryRateLimiter,
  createMetrics,
  createSessionTokens,
  createOrderLinks,
  openOrderLookupLimiter,
  createLateNotifier,
  createSocketServerNotifier,
  startLiveHeartbeat,
  createSqliteDocumentStore,
  createSqliteEventStore,
  createSqliteSnapshotStore,
  openBlobStore,
  outboxDir,
  openMailer,
  openPayments,
  readModelStore,
  snapshotWarnings,
  systemClock,
  uuid,
  type Clock,
  type Config,
  type Logger,
} from '@tavico/infrastructure';
import {
  authSettingsFrom,
  checkoutPolicyFrom,
  createCommandSide,
  createScryptHasher,
  ensureAdmin,
  ensureShopCurrency,
} from '@tavico/command-service';
import { seedDemoData } from '@tavico/demo';
import { attachSockets, chatDeps, createQuerySide, pageRoutes, serverRender } from '@tavico/query-service';
import { createWorkers, orderEmailThread } from '@tavico/workers';

export interface StandaloneOptions {
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** log2 of scrypt's cost; tests lower it to stay fast. */
  passwordCost?: number;
  /** Where the built frontend is; null serves the API only. */
  frontendDist?: string | null;
  /**
   * The event log turned out damaged, or its subscription stopped for good, after start: the
   * process should end (main.ts exits non-zero; a supervisor restarts it or a person looks).
   */
  onFatal?: (error: unknown) => void;
}

/** A secret that survives restarts (so sessions do), made once per data directory. */
function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The whole shop in one process: command side, query side and workers on the embedded adapters
 * (SQLite event log, read models and snapshots in SQLite files beside it, in-process queue and
 * live fan-out), plus the built frontend, at one URL.
 */
export async function createStandalone(options: StandaloneOptions) {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const fatal = (error: unknown) => {
    logger.fatal({ err: error }, 'the event log cannot be followed');
    options.onFatal?.(error);
  };
  const eventStore = createSqliteEventStore({ file: path.join(config.DATA_DIR, 'events.sqlite'), onDamaged: fatal });
  // Read models and every projection's and reactor's checkpoint are kept on disk: a start
  // catches up only the events appended since the last stop.
  const store = createSqliteDocumentStore({ file: path.join(config.DATA_DIR, 'readmodels.sqlite') });
  const snapshots = createSqliteSnapshotStore({ file: path.join(config.DATA_DIR, 'snapshots.sqlite') });
  const queue = createInProcessQueue({
    onError: (error, job) => logger.error({ err: error, job: job.id }, 'job failed'),
  });
  const metrics = createMetrics('standalone');
  const tokens = createSessionTokens(sessionSecret(config));
  const orderLinks = createOrderLinks(sessionSecret(config));
  const blobs = openBlobStore(config);
  const payments = openPayments(config, { eventStore, clock, ids: uuid, metrics });
  // Order pushes go to this process's socket server once it is attached.
  const live = createLateNotifier();
  // Order e-mails are rendered and sent on a thread of their own: the pushes do not wait for them.
  const mailThread = orderEmailThread({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: outboxDir(config),
  });
  const runner = createWorkers({
    onFailure: fatal,
    live,
    mailer: openMailer(config),
    deliverOrderEmail: mailThread.deliver,
    publicUrl: config.PUBLIC_URL,
    orderLinks,
    eventStore,
    snapshots,
    store,
    blobs,
    queue,
    clock,
    ids: uuid,
    logger,
    metrics,
    payments: payments.provider,
  });
  try {
    await runner.start();
    await runner.caughtUp();
  } catch (error) {
    // Refused (a log behind its read models, a projection that cannot go on): nothing stays open.
    await runner.stop().catch(() => undefined);
    await Promise.allSettled([queue.close(), mailThread.close(), eventStore.close(), store.close(), snapshots.close()]);
    throw error;
  }

  // The shop's currency before anything is written (once the log is known sound):
  // recorded at the first start, kept ever after.
  const currency = await ensureShopCurrency(eventStore, config.SHOP_CURRENCY, {
    id: uuid,
    now: () => clock.now().toISOString(),
  });

  const command = createCommandSide({
    eventStore,
    currency,
    snapshots,
    ...snapshotWarnings(logger),
    blobs,
    clock,
    ids: uuid,
    metrics,
    passwords: createScryptHasher(options.passwordCost),
    tokens,
    orderLinks,
    loginLimiter: createMemoryRateLimiter({ windowMs: config.LOGIN_WINDOW_MINUTES * 60_000 }),
    settings: authSettingsFrom(config),
    payments,
    checkout: checkoutPolicyFrom(config, currency),
    publicUrl: config.PUBLIC_URL,
    // In one process the read models can be current before the answer: wait for them.
    afterAppend: async (position) => void (await runner.waitFor(position, 5000)),
    queue,
  });

  if (config.DEMO_DATA) {
    const outcome = await seedDemoData(command, eventStore);
    logger.info({ outcome }, 'demo data checked');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(command, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info({ outcome, email: config.ADMIN_EMAIL }, 'admin account checked');
  }

  const readModels = readModelStore(store);
  const dist = options.frontendDist;
  const origins = { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS };
  const reads = createQuerySide({
    store: readModels,
    blobs,
    tokens,
    clock,
    waitForPosition: runner.waitFor,
    shopCurrency: () => currency,
    codMaxTotal: config.COD_MAX_TOTAL,
    outboxDir: config.SMTP_URL ? null : outboxDir(config),
    // In one process the runner knows at once when the catalogue last changed.
    catalogueStamp: () => runner.lastChange('catalogueStamps'),
    queue,
    chat: chatDeps(config, { redis: null, logger }),
    orderLinks,
    lookups: { limiter: openOrderLookupLimiter(null), perIpPerHour: config.ORDER_LOOKUPS_PER_IP_PER_HOUR },
  });
  const app = createServiceApp({
    logger,
    metrics,
    origins,
    ready: () => runner.isCaughtUp(),
    trustProxy: config.TRUST_PROXY,
    routers: readsFirst(reads.router, command.router),
    keptAnswers: reads.keptAnswers,
    compressReads: true,
    afterApi: (app) => {
      if (!dist || !existsSync(path.join(dist, 'index.html'))) return;
      // Built assets go out precompressed (brotli, else gzip) from the .br/.gz files the build
      // made; hashed ones are cached for a year, the rest revalidated.
      const compressed = (root: string, cache: { immutable?: boolean; maxAge: string | number }) =>
        expressStaticGzip(root, {
          enableBrotli: true,
          orderPreference: ['br', 'gz'],
          index: false,
          serveStatic: cache,
        });
      app.use('/assets', compressed(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }));
      app.use(compressed(dist, { maxAge: 0 }));
      // Every other GET is a page of the app with its own head, or the not-found page with 404;
      // robots.txt and sitemap.xml beside them.
      app.use(
        pageRoutes({
          template: () => readFile(path.join(dist, 'index.html'), 'utf8'),
          publicUrl: config.PUBLIC_URL,
          store: readModels,
          shopCurrency: () => currency,
          render: serverRender(path.dirname(dist)),
          catalogueStamp: () => runner.lastChange('catalogueStamps'),
        }),
      );
    },
  });

  let io: SocketServer | null = null;
  let heartbeat: { stop(): void } | null = null;

  return {
    app,
    eventStore,
    store,
    blobs,
    queue,
    runner,
    command,
    metrics,
    attach(server: HttpServer) {
      io = attachSockets(server, { store: readModels, tokens, clock, origins });
      live.use(createSocketServerNotifier(io));
      // One process: pushes cannot be lost on the way, and the heartbeat says so to the clients.
      heartbeat = startLiveHeartbeat(io);
    },
    notifier: () => live,
    async drain() {
      io?.disconnectSockets(true);
    },
    async close() {
      heartbeat?.stop();
      await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
      await queue.close();
      await runner.stop();
      await mailThread.close();
      await eventStore.close();
      await store.close();
      await snapshots.close();
    },
  };
}

export type Standalone = Awaited<ReturnType<typeof createStandalone>>;

/**
 * The two sides in one process, as the gateway splits them when they run apart: reads (GET,
 * HEAD) try the query side's routes first, everything else the command side's, so a listing
 * does not walk every command route before its own. A request the first side has no route for
 * goes on to the other (the sandbox's GET page lives on the command side, the chat's POST on the
 * query side).
 */
function readsFirst(reads: Router, writes: Router): Router[] {
  const router = express.Router();
  router.use((req, res, next) => {
    const [first, second] = req.method === 'GET' || req.method === 'HEAD' ? [reads, writes] : [writes, reads];
    first(req, res, (error?: unknown) =>
      error && error !== 'route' && error !== 'router' ? next(error) : second(req, res, next),
    );
  });
  return [router];
}
