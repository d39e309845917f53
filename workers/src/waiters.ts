/**
 * Callers waiting for the projections to reach a position (read-your-writes in one process):
 * each is told true once it is reached, false when its time is up or the runner stops.
 */
export function createWaiters() {
  const waiting = new Set<{ position: number; resolve: (reached: boolean) => void }>();
  return {
    wait(position: number, timeoutMs: number): Promise<boolean> {
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (reached: boolean) => {
            clearTimeout(timer);
            waiting.delete(waiter);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
        waiting.add(waiter);
      });
    },
    /** Every waiter for this position or an earlier one is done. */
    reached(position: number) {
      for (const waiter of waiting) if (waiter.position <= position) waiter.resolve(true);
    },
    giveUp() {
      for (const waiter of waiting) waiter.resolve(false);
    },
  };
}
