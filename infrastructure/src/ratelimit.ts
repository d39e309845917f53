import type { Redis } from 'ioredis';
import { ServiceUnavailable, messages } from '@tavico/contracts';

/** Counts attempts per key in a fixed window: login failures per e-mail and per IP. */
export interface RateLimiter {
  /** Attempts counted for the key in the current window. */
  count(key: string): Promise<number>;
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(options: { windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.endsAt <= now()) {
      windows.delete(key);
      return null;
    }
    return entry;
  };
  return {
    async count(key) {
      return current(key)?.count ?? 0;
    },
    async hit(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + options.windowMs });
      if (windows.size > 100_000) for (const k of windows.keys()) current(k); // drop ended windows
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Shared by every command-service instance through Redis. Redis out of reach answers 503 with a
 * message (the limits cannot be counted, so the attempt is not let through uncounted).
 */
export function createRedisRateLimiter(options: { redis: Redis; windowMs: number; prefix?: string }): RateLimiter {
  const k = (key: string) => `${options.prefix ?? 'ratelimit'}:${key}`;
  const reach = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new ServiceUnavailable(messages.redisUnavailable, { cause: error });
    }
  };
  return {
    count: (key) => reach(async () => Number((await options.redis.get(k(key))) ?? 0)),
    hit: (key) =>
      reach(async () => {
        // NX: the window starts at the first hit and is not stretched by later ones.
        const results = await options.redis.multi().incr(k(key)).pexpire(k(key), options.windowMs, 'NX').exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (failed || !results) throw failed ?? new Error('the transaction was discarded');
      }),
    reset: (key) => reach(async () => void (await options.redis.del(k(key)))),
  };
}
