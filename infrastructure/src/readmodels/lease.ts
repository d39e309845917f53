import { operationsCollection } from '@tavico/contracts';
import { DuplicateKeyError, type DocumentStore } from '../docstore/port';

interface LeaseDocument {
  _id: string;
  [key: string]: unknown;
  holder: string;
  expiresAt: number;
  /** Grows by one each time the lease changes hands: what a holder writes is fenced by it. */
  fence: number;
}

/**
 * A lease in the read store: one holder at a time, for `ttlMs` after each renewal. Taking it
 * is one conditional upsert (free, expired or already ours), so two takers never both win: the
 * loser's upsert meets the winner's document and fails on the unique _id. Each change of hands
 * raises the fence, so a holder that was paused past its lease can tell, and be told, that
 * its writes are no longer its to make.
 */
export function createLease(store: DocumentStore, options: { name: string; holder: string; ttlMs: number }) {
  const leases = store.collection<LeaseDocument>(operationsCollection);
  const { name, holder, ttlMs } = options;
  let fence = 0;
  let validUntil = 0;
  return {
    holder,
    /** True when this holder has the lease now (taken or renewed). */
    async acquire(now = Date.now()): Promise<boolean> {
      const renewed = await leases.updateOne({ _id: name, holder, fence }, { $set: { expiresAt: now + ttlMs } });
      if (renewed.matchedCount === 0) {
        try {
          await leases.updateOne(
            { _id: name, $or: [{ holder }, { expiresAt: { $lt: now } }] },
            { $set: { holder, expiresAt: now + ttlMs }, $inc: { fence: 1 } },
            { upsert: true },
          );
        } catch (error) {
          if (error instanceof DuplicateKeyError) return false;
          throw error;
        }
        fence = (await leases.findOne({ _id: name }))?.fence ?? 0;
      }
      validUntil = now + ttlMs;
      return true;
    },
    /** The fence of the hand this holder took the lease with. */
    fence: () => fence,
    /** Until when this holder may act on its last renewal (by its own clock). */
    validUntil: () => validUntil,
    /**
     * Lets the lease go by expiring it, not by deleting it: the next taker must raise the fence
     * above this one, or the checkpoints this holder saved would refuse its writes.
     */
    async release(): Promise<void> {
      validUntil = 0;
      await leases.updateOne({ _id: name, holder, fence }, { $set: { expiresAt: 0 } });
    },
    async current(): Promise<{ holder: string; expiresAt: number; fence: number } | null> {
      const lease = await leases.findOne({ _id: name });
      return lease && { holder: lease.holder, expiresAt: lease.expiresAt, fence: lease.fence ?? 0 };
    },
  };
}

export type Lease = ReturnType<typeof createLease>;

/**
 * Holds a lease for as long as it can and runs `start` while it does: tries every ttl/4,
 * renews at the same pace, and calls `stop` the moment a renewal fails (another holder took
 * over after a pause longer than the ttl). The lease is renewed only while the work is
 * `healthy`: work that failed to start or broke gives the lease up, and waits a ttl before
 * trying again, so a standby takes over. `close` stops the work and gives the lease up.
 */
export function keepLease(
  lease: Lease,
  ttlMs: number,
  handlers: {
    start(): Promise<void>;
    stop(): Promise<void>;
    healthy?(): boolean;
    onError?(error: unknown): void;
  },
) {
  let held = false;
  let closed = false;
  let restUntil = 0;
  let timer: NodeJS.Timeout | null = null;
  let tick: Promise<void> = Promise.resolve();

  const letGo = async (error?: unknown) => {
    held = false;
    if (error !== undefined) handlers.onError?.(error);
    await handlers.stop().catch((e: unknown) => handlers.onError?.(e));
    await lease.release().catch((e: unknown) => handlers.onError?.(e));
    restUntil = Date.now() + ttlMs;
  };

  const step = async () => {
    try {
      if (held && handlers.healthy && !handlers.healthy()) return await letGo();
      if (!held && Date.now() < restUntil) return;
      const mine = await lease.acquire();
      if (mine && !held && !closed) {
        held = true;
        await handlers.start().catch((error: unknown) => letGo(error));
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
    }, ttlMs / 4);
  };

  return {
    /** Resolves after the first attempt. */
    async begin() {
      tick = step();
      await tick;
      schedule();
    },
    isHeld: () => held,
    /** True while this holder may act: it holds the lease and its last renewal has not run out. */
    mayAct: () => held && Date.now() < lease.validUntil(),
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
