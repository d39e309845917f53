import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a whole port number')
  .min(0, 'expected a port between 0 and 65535')
  .max(65535, 'expected a port between 0 and 65535');

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `expected ${what}` })
    .int(`expected ${what}`)
    .positive(`expected ${what}`);

const url = (schemes: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(':', ''));
      } catch {
        return false;
      }
    },
    `expected a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  );

/** Proxies in front of the service whose X-Forwarded-For is believed. */
export type TrustProxy = false | number | string[];

/**
 * `false` (none), a number of proxy hops (`1`: the gateway in front; `true` means that too), or
 * a comma-separated list of proxy addresses and subnets (`10.0.0.0/8,loopback`). Never "every
 * hop": then a client could name any address it likes in X-Forwarded-For.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/;
  if (entries.every((e) => ['loopback', 'linklocal', 'uniquelocal'].includes(e) || address.test(e))) return entries;
  ctx.addIssue({ code: 'custom', message: 'expected false, a number of proxy hops, or proxy addresses/subnets' });
  return z.NEVER;
});

/** Comma-separated origins (`https://app.example.vn`) of a client served elsewhere. */
const origins = z.string().transform((value, ctx) => {
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const entry of list) {
    let ok = false;
    try {
      const url = new URL(entry);
      ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '');
    } catch {
      ok = false;
    }
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        message: `expected origins like https://app.example.vn, comma-separated (got "${entry}")`,
      });
      return z.NEVER;
    }
  }
  return list.map((entry) => new URL(entry).origin);
});

/**
 * A duration in milliseconds: a bare number is in `unit` (`15` minutes, or `24` hours), or a number
 * with ms, s, m or h (`90s`, `500ms`, `15m`, `2h`); at least 1 s.
 */
const durationIn = (unit: 'm' | 'h') =>
  z.string().transform((value, ctx) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
    const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    const ms = match ? Number(match[1]) * (units[match[2] ?? unit] ?? NaN) : NaN;
    if (!(ms >= 1000)) {
      const bare = unit === 'm' ? 'minutes' : 'hours';
      ctx.addIssue({ code: 'custom', message: `expected ${bare}, or a number with ms, s, m or h, of at least 1s` });
      return z.NEVER;
    }
    return Math.round(ms);
  });
const duration = durationIn('m');
const hours = durationIn('h');

/** Every setting the services read from the environment, parsed and checked once at start. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * KurrentDB's own schemes (kurrentdb://, kdb://) name the same server; the pinned client only
   * reads esdb://, so they are translated here.
   */
  EVENTSTORE_URL: z
    .string()
    .regex(
      /^(esdb|kurrentdb|kdb)(\+discover)?:\/\/[^\s/]+/,
      'expected a connection string starting with esdb://, esdb+discover://, kurrentdb:// or kdb://',
    )
    .transform((value) =>
      value.replace(/^(?:kurrentdb|kdb)(\+discover)?:\/\//, (_all, discover = '') => `esdb${discover}://`),
    )
    .optional(),
  MONGO_URL: url(['mongodb', 'mongodb+srv']).optional(),
  MONGO_DB: z.string().min(1).default('tavico'),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  QUEUE_NAME: z.string().min(1).default('tavico'),
  SESSION_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  SESSION_TTL_HOURS: positiveInt('a whole number of hours').default(24 * 7),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'expected auto, true or false' }).default('auto'),
  TRUST_PROXY: trustProxy.default(false),
  /** A browser client on other origins: they may call the API with cookies (cookies become SameSite=None; Secure). */
  CORS_ORIGINS: origins.optional(),
  ADMIN_EMAIL: z.email('expected an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'expected at least 8 characters').optional(),
  DEMO_DATA: bool.default(true),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt('a whole number').default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt('a whole number').default(20),
  /** Failed sign-ins to one e-mail from every address together: a slower limit behind the one per address. */
  LOGIN_MAX_FAILURES_PER_EMAIL_GLOBAL: positiveInt('a whole number').default(50),
  /** Accounts one address may register in an hour. */
  REGISTER_PER_IP_PER_HOUR: positiveInt('a whole number').default(20),
  /** Guest sessions (a cart without an account) one address may start in an hour. */
  GUEST_SESSIONS_PER_IP_PER_HOUR: positiveInt('a whole number').default(30),
  /** How long a guest's session (and so its cart) lasts, in days. */
  /** "Tra cứu đơn hàng" (an order by its code and phone): lookups one address may make in an hour. */
  ORDER_LOOKUPS_PER_IP_PER_HOUR: positiveInt('a whole number').default(20),
  GUEST_SESSION_DAYS: positiveInt('a whole number of days').default(30),
  LOGIN_WINDOW_MINUTES: positiveInt('a whole number of minutes').default(15),
  /** How long a password reset link opens: minutes, or a number with ms, s, m or h. */
  PASSWORD_RESET_TTL: duration.default(30 * 60_000),
  /** Reset links asked for one e-mail in an hour, and from one address. */
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: positiveInt('a whole number').default(5),
  PASSWORD_RESET_PER_IP_PER_HOUR: positiveInt('a whole number').default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FRONTEND_DIST: z.string().optional(),
  /**
   * Query service only: where the built app's index.html is read from (the gateway's own copy);
   * set, the query service answers the storefront's pages with their heads, 404s, robots.txt
   * and sitemap.xml.
   */
  PAGE_TEMPLATE_URL: url(['http', 'https']).optional(),
  /** Where buyers reach the shop, for the payment provider's return links; else the request's own host. */
  PUBLIC_URL: url(['http', 'https']).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paypal'], { error: 'expected sandbox or paypal' }).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live'], { error: 'expected sandbox or live' }).default('sandbox'),
  /** How long an unpaid order holds its stock: minutes, or a number with ms, s, m or h. */
  ORDER_PAYMENT_TIMEOUT: duration.default(15 * 60_000),
  /** Unpaid orders one buyer may hold at once (each holds stock others could buy). */
  MAX_UNPAID_ORDERS: positiveInt('a whole number').default(2),
  /**
   * The shop's currency at its first start (decisions §31): VND (đồng, the default) or USD (the
   * spec's dollars). It is recorded in the log then; a later start keeps the recorded one.
   */
  SHOP_CURRENCY: z.enum(['VND', 'USD'], { error: 'expected VND or USD' }).default('VND'),
  /**
   * Đồng per dollar for PayPal on a đồng shop (PayPal takes no đồng): the rate each PayPal order
   * is charged at, fixed on the order. Unset: the rate in the shop's settings.
   */
  USD_VND_RATE: positiveInt('a whole number of đồng per dollar').optional(),
  /**
   * The most a cash-on-delivery order may come to, in the shop's currency (above it COD is not
   * offered). Unset: 50,000,000 đồng, or 2,000 dollars.
   */
  COD_MAX_TOTAL: positiveInt('a whole amount in the shop currency').optional(),
  /** Where order e-mails go (`smtp://user:pass@host:587`, `smtps://…`); unset, to DATA_DIR/outbox. */
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  /** The sender of the shop's e-mails. */
  MAIL_FROM: z.string().trim().min(3).default('Tavico Home <no-reply@tavico.vn>'),
  /** How long a bank-transfer order holds its stock, waiting for the transfer. */
  BANK_TRANSFER_TIMEOUT: duration.default(24 * 3600_000),
  /**
   * How long a cash-on-delivery order holds its stock until staff confirm it by phone: hours, or a
   * number with ms, s, m or h. Unconfirmed by then, it expires and its stock goes back on sale.
   */
  COD_CONFIRM_HOURS: hours.default(24 * 3600_000),
  /** Cash-on-delivery orders one buyer may have open (placed, not yet delivered or ended) at once. */
  MAX_OPEN_COD_ORDERS: positiveInt('a whole number').default(3),
  /** Days after delivery a customer may ask to return lines (issue 30). */
  RETURN_DAYS: positiveInt('a whole number of days').default(7),
  /**
   * Units of one product one buyer's unpaid bank-transfer and unconfirmed cash-on-delivery orders may
   * hold together; more is refused, naming the hotline (wholesale). PayPal orders are not capped.
   */
  MAX_HELD_UNITS_PER_PRODUCT: positiveInt('a whole number').default(10),
  /** How long a worker holds the projections without renewing (it renews every third of it). */
  PROJECTION_LEASE_TTL: duration.default(2_000),
  /** Questions one asker (session and IP) may put to the chat assistant per minute. */
  CHAT_QUESTIONS_PER_MINUTE: positiveInt('a whole number').default(20),
  /** An OpenAI-compatible endpoint that phrases the chat assistant's answers (optional). */
  CHAT_LLM_URL: url(['http', 'https']).optional(),
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  /** How long the assistant waits for the language model before giving its own answer. */
  CHAT_LLM_TIMEOUT: duration.default(5_000),
  /** How long a client may take to send a request's head; a trickle past it is closed (slowloris). */
  HTTP_HEADERS_TIMEOUT: duration.default(20_000),
  /** How long a client may take to send a whole request, body included: a 5 MB upload on a slow link fits. */
  HTTP_REQUEST_TIMEOUT: duration.default(60_000),
  /** How long a connection may stay idle between two requests before it is closed. */
  HTTP_KEEP_ALIVE_TIMEOUT: duration.default(5_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; a bad value throws a ConfigError naming the variable and what is expected. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as it does in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) {
    const config = result.data;
    if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
      throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
    }
    if ((config.PAYPAL_CLIENT_ID === undefined) !== (config.PAYPAL_CLIENT_SECRET === undefined)) {
      throw new ConfigError(['PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither']);
    }
    if (config.CHAT_LLM_URL && !config.CHAT_LLM_MODEL) {
      throw new ConfigError(['CHAT_LLM_URL: needs CHAT_LLM_MODEL, the model to ask']);
    }
    if (config.HTTP_HEADERS_TIMEOUT > config.HTTP_REQUEST_TIMEOUT) {
      throw new ConfigError(['HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT (the whole request)']);
    }
    if (config.PAYMENT_PROVIDER === 'paypal' && !config.PAYPAL_CLIENT_ID) {
      throw new ConfigError(['PAYMENT_PROVIDER=paypal: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET']);
    }
    return config;
  }
  throw new ConfigError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    ),
  );
}

/** Settings a service cannot run without, checked when that service starts. */
export function requireSettings<K extends keyof Config>(config: Config, service: string, keys: K[]) {
  const missing = keys.filter((k) => config[k] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(missing.map((k) => `${String(k)}: required to start ${service} on its own`));
  }
  return config as Config & Required<Pick<Config, K>>;
}
