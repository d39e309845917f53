import type { RequestListener } from 'node:http';
import express, { type Router } from 'express';
import {
  byPrefix,
  bodyBySession,
  createMemoryRateLimiter,
  createServiceApp,
  type BlobStore,
  type Clock,
  type Config,
  type EventStore,
  type IdGenerator,
  type JobQueue,
  type Logger,
  type Metrics,
  type PaymentProvider,
  type RateLimiter,
  type SandboxPayments,
  type OrderLinks,
  type SessionTokens,
  type CommandHandlerDeps,
  type OriginPolicy,
  type TrustProxy,
} from '@tavico/infrastructure';
import { defaultCheckoutPolicy, type CheckoutPolicy } from '@tavico/domain';
import { defaultCodMaxTotal, toMinor, type ShopCurrency } from '@tavico/contracts';
import { createCommandHandler } from './handler';
import type { PasswordHasher } from './auth/password';
import { createAccounts } from './user/accounts';
import { authRoutes, type AuthRouteDeps } from './user/routes';
import { createGuestJoin, guestRoutes, type GuestDeps } from './user/guestRoutes';
import { passwordRoutes } from './user/passwordRoutes';
import { claimRoutes } from './user/claimRoutes';
import { createAuthenticator } from './auth/authenticate';
import { productRoutes } from './product/routes';
import { userAdminRoutes } from './user/adminRoutes';
import { reviewRoutes } from './review/routes';
import { bannerRoutes } from './banner/routes';
import { postRoutes } from './post/routes';
import { sanitizePostBody } from './post/sanitize';
import { imageRoutes } from './image/routes';
import { createImageUploads } from './image/uploads';
import { cartRoutes } from './cart/routes';
import { addressRoutes } from './address/routes';
import { siteSettingsRoutes } from './settings/routes';
import { supplierOrderRoutes } from './supplierOrder/routes';
import { voucherRoutes } from './voucher/routes';
import { orderRoutes } from './order/routes';
import { refundRoutes } from './order/refundRoutes';
import { sandboxPaymentRoutes } from './payment/sandboxRoutes';
import { operationsRoutes } from './operations/routes';

/** `snapshots`: where long streams' folded states are kept, so loading them reads only newer events. */
export interface CommandDeps extends Pick<CommandHandlerDeps, 'snapshots' | 'onSnapshotError' | 'onSnapshotDiscarded'> {
  eventStore: EventStore;
  /** The shop's currency, as recorded in the log (see shop/currency.ts). */
  currency: ShopCurrency;
  blobs: BlobStore;
  clock: Clock;
  ids: IdGenerator;
  metrics: Metrics;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  /** The signed links of guests' orders (their e-mails carry them); without, a link asks nothing. */
  orderLinks?: OrderLinks;
  loginLimiter: RateLimiter;
  /** Registrations per address an hour; without, one in memory. */
  registerLimiter?: RateLimiter;
  /** Guest sessions per address an hour; without, the registrations' limiter. */
  guestLimiter?: RateLimiter;
  /** Password reset links per e-mail and per address an hour; without, one in memory. */
  resetLimiter?: RateLimiter;
  settings: AuthRouteDeps['settings'] & PasswordSettings & GuestDeps['settings'];
  /** The payment provider, and the sandbox's own side when it is the one (its approval page). */
  payments: { provider: PaymentProvider; sandbox: SandboxPayments | null };
  /** What one buyer's orders may hold and for how long; unset parts take the defaults. */
  checkout?: Partial<CheckoutPolicy>;
  /** PUBLIC_URL: the shop's address for the provider's return links. */
  publicUrl?: string;
  /** Where a rebuild job is queued; null when the service runs without a queue. */
  queue: JobQueue | null;
  /** Standalone: waits until the projections have applied this position, so reads are current. */
  afterAppend?: (position: number) => Promise<void>;
}

/** How reset links are made and limited (PASSWORD_RESET_*). */
export interface PasswordSettings {
  passwordResetTtlMs: number;
  passwordResetPerEmailPerHour: number;
  passwordResetPerIpPerHour: number;
}

/** The auth settings of the command side, from the configuration. */
export const authSettingsFrom = (config: Config): CommandDeps['settings'] => ({
  passwordResetTtlMs: config.PASSWORD_RESET_TTL,
  passwordResetPerEmailPerHour: config.PASSWORD_RESET_PER_EMAIL_PER_HOUR,
  passwordResetPerIpPerHour: config.PASSWORD_RESET_PER_IP_PER_HOUR,
  cookieSecure: config.COOKIE_SECURE,
  sessionTtlHours: config.SESSION_TTL_HOURS,
  loginMaxFailuresPerEmail: config.LOGIN_MAX_FAILURES_PER_EMAIL,
  loginMaxFailuresPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
  loginMaxFailuresPerEmailGlobal: config.LOGIN_MAX_FAILURES_PER_EMAIL_GLOBAL,
  registerPerIpPerHour: config.REGISTER_PER_IP_PER_HOUR,
  guestsPerIpPerHour: config.GUEST_SESSIONS_PER_IP_PER_HOUR,
  guestSessionDays: config.GUEST_SESSION_DAYS,
  loginWindowMinutes: config.LOGIN_WINDOW_MINUTES,
  crossSite: (config.CORS_ORIGINS ?? []).length > 0,
});

/** The checkout's limits from the configuration, for a shop selling in `currency`. */
export const checkoutPolicyFrom = (config: Config, currency: ShopCurrency): CheckoutPolicy => ({
  paymentTimeoutMs: config.ORDER_PAYMENT_TIMEOUT,
  bankTransferTimeoutMs: config.BANK_TRANSFER_TIMEOUT,
  codConfirmMs: config.COD_CONFIRM_HOURS,
  maxUnpaid: config.MAX_UNPAID_ORDERS,
  maxOpenCod: config.MAX_OPEN_COD_ORDERS,
  maxHeldUnitsPerProduct: config.MAX_HELD_UNITS_PER_PRODUCT,
  currency,
  codMaxCents: toMinor(config.COD_MAX_TOTAL ?? defaultCodMaxTotal[currency], currency),
  usdVndRate: config.USD_VND_RATE ?? null,
  returnDays: config.RETURN_DAYS,
});

/** The write side's routes and the services they share, without the HTTP app around them. */
export function createCommandSide(deps: CommandDeps) {
  const commands = createCommandHandler(deps);
  const now = () => deps.clock.now();
  const accounts = createAccounts({ commands, passwords: deps.passwords, ids: deps.ids, now });
  const router: Router = express.Router();
  const { requireUser, standing, currentUser } = createAuthenticator({ commands, tokens: deps.tokens, now });
  // The session is looked up before the body is read, and a guest's body held to a guest's limit.
  router.use(bodyBySession(standing));
  // Each feature's routes are tried only by the requests they could serve.
  const use = (feature: Router) => router.use(byPrefix(feature));
  const registerLimiter = deps.registerLimiter ?? createMemoryRateLimiter({ windowMs: 3600_000 });
  const joinGuest = createGuestJoin({ commands, currentUser, now });
  const resetLimiter = deps.resetLimiter ?? createMemoryRateLimiter({ windowMs: 3600_000 });
  // Claim e-mails are limited as reset links are (keys of their own in the same limiter).
  const claims = claimRoutes({ ...deps, commands, now, requireUser, currentUser, claimLimiter: resetLimiter });
  use(authRoutes({ ...deps, commands, accounts, now, registerLimiter, joinGuest, offerClaim: claims.offer }));
  use(claims.router);
  // Guests are counted beside registrations (an hour's window, keys of their own).
  const guestLimiter = deps.guestLimiter ?? registerLimiter;
  use(guestRoutes({ ...deps, commands, now, requireUser, currentUser, guestLimiter }));
  use(passwordRoutes({ ...deps, commands, accounts, now, requireUser, resetLimiter }));
  use(productRoutes({ commands, requireUser, ids: deps.ids, blobs: deps.blobs, currency: deps.currency }));
  use(userAdminRoutes({ commands, requireUser }));
  use(reviewRoutes({ commands, requireUser }));
  use(bannerRoutes({ commands, requireUser, ids: deps.ids }));
  use(postRoutes({ commands, requireUser, ids: deps.ids, blobs: deps.blobs, clock: deps.clock }));
  const storeImage = createImageUploads({ blobs: deps.blobs, commands, metrics: deps.metrics });
  use(imageRoutes({ requireUser, storeImage }));
  use(cartRoutes({ commands, requireUser, currency: deps.currency }));
  use(addressRoutes({ commands, requireUser, ids: deps.ids }));
  const policy = {
    ...defaultCheckoutPolicy,
    codMaxCents: toMinor(defaultCodMaxTotal[deps.currency], deps.currency),
    ...deps.checkout,
    currency: deps.currency,
  };
  const payments = deps.payments.provider;
  use(
    orderRoutes({
      commands,
      requireUser,
      ids: deps.ids,
      clock: deps.clock,
      payments,
      policy,
      publicUrl: deps.publicUrl,
    }),
  );
  use(
    refundRoutes({
      commands,
      requireUser,
      ids: deps.ids,
      clock: deps.clock,
      payments,
      returnDays: policy.returnDays,
      orderLinks: deps.orderLinks,
    }),
  );
  use(siteSettingsRoutes({ commands, requireUser, currency: deps.currency }));
  use(supplierOrderRoutes({ commands, requireUser, clock: deps.clock }));
  use(voucherRoutes({ commands, requireUser, clock: deps.clock, currency: deps.currency }));
  use(operationsRoutes({ requireUser, queue: deps.queue, ids: deps.ids }));
  if (deps.payments.sandbox) {
    use(sandboxPaymentRoutes({ sandbox: deps.payments.sandbox, commands, clock: deps.clock }));
  }
  // The demo seed writes posts as the post routes do: through the same sanitizer.
  return {
    router,
    commands,
    accounts,
    storeImage,
    sanitizePostBody,
    currency: deps.currency,
    returnDays: policy.returnDays,
  };
}

/** The command service on its own: its routes plus logging, metrics, health and errors. */
export function createCommandApp(
  deps: CommandDeps & {
    logger: Logger;
    ready: () => Promise<boolean>;
    trustProxy?: TrustProxy;
    origins?: OriginPolicy;
  },
): RequestListener & { side: ReturnType<typeof createCommandSide> } {
  const side = createCommandSide(deps);
  const app = createServiceApp({ ...deps, trustProxy: deps.trustProxy ?? false, routers: [side.router] });
  return Object.assign(app, { side });
}
