import { operationsCollection } from '@tavico/contracts';
import { DuplicateKeyError, type DocumentStore } from '../docstore/port';

interface LeaseDocument {
  _id: string;
  [key: string]: unknown;
  holder: string;
  expiresAt: number;
}

/**
 * A lease in the read store: one holder at a time, for `ttlMs` after each renewal. Taking it
 * is one conditional upsert (free, expired or already ours), so two takers never both win: the
 * loser's upsert meets the winner's document and fails on the unique _id.
 */
export function createLease(store: DocumentStore, options: { name: string; holder: string; ttlMs: number }) {
  const leases = store.collection<LeaseDocument>(operationsCollection);
  const { name, holder, ttlMs } = options;
  return {
    holder,
    /** True when this holder has the lease now (taken or renewed). */
    async acquire(now = Date.now()): Promise<boolean> {
      try {
        await leases.updateOne(
          { _id: name, $or: [{ holder }, { expiresAt: { $lt: now } }] },
          { $set: { holder, expiresAt: now + ttlMs } },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },
    async release(): Promise<void> {
      await leases.deleteOne({ _id: name, holder });
    },
    async current(): Promise<{ holder: string; expiresAt: number } | null> {
      const lease = await leases.findOne({ _id: name });
      return lease && { holder: lease.holder, expiresAt: lease.expiresAt };
    },
  };
}

export type Lease = ReturnType<typeof createLease>;

/**
 * Holds a lease for as long as it can and runs `start` while it does: tries every ttl/3,
 * renews at the same pace, and calls `stop` the moment a renewal fails (another holder took
 * over after a pause longer than the ttl). `close` stops the work and gives the lease up.
 */
export function keepLease(
  lease: Lease,
  ttlMs: number,
  handlers: { start(): Promise<void>; stop(): Promise<void>; onError?(error: unknown): void },
) {
  let held = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let tick: Promise<void> = Promise.resolve();

  const step = async () => {
    try {
      const mine = await lease.acquire();
      if (mine && !held && !closed) {
        held = true;
        await handlers.start();
      } else if (!mine && held) {
        held = false;
        await handlers.stop();
      }
    } catch (error) {
      handlers.onError?.(error);
    }
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      tick = step().finally(schedule);
    }, ttlMs / 3);
  };

  return {
    /** Resolves after the first attempt. */
    async begin() {
      tick = step();
      await tick;
      schedule();
    },
    isHeld: () => held,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await tick;
      if (held) {
        held = false;
        await handlers.stop();
        await lease.release();
      }
    },
  };
}
