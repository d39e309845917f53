import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Mailer } from './mail/port';
import { createSmtpMailer } from './mail/smtp';
import { createOutboxMailer } from './mail/outbox';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { EventStore } from './eventstore/port';
import { createSqliteEventStore } from './eventstore/sqlite';
import { createEventStoreDbEventStore } from './eventstore/eventstoredb';
import type { DocumentStore } from './docstore/port';
import { createMongoDocumentStore } from './docstore/mongo';
import { createSqliteDocumentStore } from './docstore/sqlite';
import type { JobQueue } from './queue/port';
import type { SnapshotStore } from './snapshots/port';
import { createSqliteSnapshotStore } from './snapshots/sqlite';
import { createEventStoreDbSnapshotStore } from './snapshots/eventstoredb';
import { createInProcessQueue } from './queue/inprocess';
import { createBullmqQueue } from './queue/bullmq';
import type { BlobStore } from './blobstore/port';
import { createFilesystemBlobStore } from './blobstore/filesystem';
import type { Clock, IdGenerator } from './clock';
import type { Metrics } from './metrics';
import type { PaymentProvider } from './payments/port';
import { createSandboxPayments, type SandboxPayments } from './payments/sandbox';
import { createPaypalPayments, paypalOrdersApi } from './payments/paypal';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './ratelimit';

/** The adapters are chosen by configuration alone: a URL set means the distributed one. */
export function openEventStore(
  config: Pick<Config, 'EVENTSTORE_URL' | 'DATA_DIR'>,
  options: { onDamaged?: (error: Error) => void } = {},
): EventStore {
  if (config.EVENTSTORE_URL) return createEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL });
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Without EventStoreDB, services on one machine share the SQLite log; other processes' appends
  // are noticed by polling, so poll often.
  return createSqliteEventStore({
    file: path.join(config.DATA_DIR, 'events.sqlite'),
    pollIntervalMs: 50,
    onDamaged: options.onDamaged,
  });
}

/** Snapshots of long streams: in EventStoreDB beside the log, or DATA_DIR/snapshots.sqlite. */
export function openSnapshotStore(config: Pick<Config, 'EVENTSTORE_URL' | 'DATA_DIR'>): SnapshotStore {
  if (config.EVENTSTORE_URL) return createEventStoreDbSnapshotStore({ connectionString: config.EVENTSTORE_URL });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createSqliteSnapshotStore({ file: path.join(config.DATA_DIR, 'snapshots.sqlite') });
}

/**
 * The read store for services started on their own: MongoDB, or without MONGO_URL a SQLite
 * file in DATA_DIR that the services on one machine share.
 */
export async function openDocumentStore(
  config: Pick<Config, 'MONGO_URL' | 'MONGO_DB' | 'DATA_DIR'>,
): Promise<DocumentStore> {
  if (config.MONGO_URL) return createMongoDocumentStore({ url: config.MONGO_URL, database: config.MONGO_DB });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createSqliteDocumentStore({ file: path.join(config.DATA_DIR, 'readmodels.sqlite') });
}

/**
 * A Redis connection. Workers' job connections wait for Redis (BullMQ needs
 * maxRetriesPerRequest null on connections its workers block on). Connections that answer
 * requests (login limits, queueing a job, the sockets' fan-out) `failFast`: while Redis is away
 * a command fails at once instead of waiting in the offline queue, and no command waits more than
 * a second, so the request answers 503 with a message rather than hanging; the connection keeps
 * reconnecting and requests work again the moment Redis is back.
 */
export function openRedis(url: string, options: { failFast?: boolean } = {}): Redis {
  if (!options.failFast) return new Redis(url, { maxRetriesPerRequest: null });
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
}

/**
 * Resolves once the connection is ready, or after `timeoutMs` without it (the service then starts
 * anyway: requests that need Redis answer 503 until it is reachable).
 */
export async function redisReady(redis: Redis, timeoutMs = 5000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}

export function openQueue(
  config: Pick<Config, 'QUEUE_NAME'>,
  redis: Redis | null,
  onError?: (e: unknown) => void,
): JobQueue {
  if (redis) return createBullmqQueue({ connection: redis, name: config.QUEUE_NAME, onError });
  return createInProcessQueue({ onError });
}

export function openRateLimiter(config: Pick<Config, 'LOGIN_WINDOW_MINUTES'>, redis: Redis | null): RateLimiter {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  return redis
    ? createRedisRateLimiter({ redis, windowMs, prefix: 'login-failures' })
    : createMemoryRateLimiter({ windowMs });
}

/** Registrations per address in the last hour: in Redis when the services share one. */
export function openRegisterLimiter(redis: Redis | null): RateLimiter {
  const windowMs = 3600_000;
  return redis
    ? createRedisRateLimiter({ redis, windowMs, prefix: 'registrations' })
    : createMemoryRateLimiter({ windowMs });
}

/** Order lookups by code and phone in the last hour, per address. */
export function openOrderLookupLimiter(redis: Redis | null): RateLimiter {
  const windowMs = 3600_000;
  return redis
    ? createRedisRateLimiter({ redis, windowMs, prefix: 'order-lookups' })
    : createMemoryRateLimiter({ windowMs });
}

/** Password reset links asked for in the last hour, per e-mail and per address. */
export function openPasswordResetLimiter(redis: Redis | null): RateLimiter {
  const windowMs = 3600_000;
  return redis
    ? createRedisRateLimiter({ redis, windowMs, prefix: 'password-resets' })
    : createMemoryRateLimiter({ windowMs });
}

/** Uploaded files: UPLOADS_DIR (a volume the services share), or DATA_DIR/uploads. */
export function openBlobStore(config: Pick<Config, 'UPLOADS_DIR' | 'DATA_DIR'>): BlobStore {
  return createFilesystemBlobStore({ dir: config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads') });
}

/** The outbox of the shop's e-mails when no SMTP server is set: DATA_DIR/outbox. */
export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

/** E-mails through SMTP_URL, or into the outbox without one. */
export function openMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ dir: outboxDir(config), from: config.MAIL_FROM });
}

/**
 * The payment provider: PayPal when PAYMENT_PROVIDER says so or its credentials are set, the
 * built-in sandbox otherwise. The sandbox also comes back on its own, for its approval page.
 */
export function openPayments(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_MODE'>,
  deps: { eventStore: EventStore; clock: Clock; ids: IdGenerator; metrics: Metrics },
): { provider: PaymentProvider; sandbox: SandboxPayments | null } {
  if (paymentProviderName(config) === 'paypal') {
    const orders = paypalOrdersApi({
      clientId: config.PAYPAL_CLIENT_ID ?? '',
      clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
      mode: config.PAYPAL_MODE,
    });
    return { provider: createPaypalPayments(orders), sandbox: null };
  }
  const sandbox = createSandboxPayments(deps);
  return { provider: sandbox.provider, sandbox };
}

export const paymentProviderName = (
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET'>,
): 'sandbox' | 'paypal' =>
  config.PAYMENT_PROVIDER ?? (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET ? 'paypal' : 'sandbox');
