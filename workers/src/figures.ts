import type { ProjectionFigures } from '@tavico/contracts';

/** Events per second over the last few seconds, counted in one-second buckets. */
export function createRateMeter(windowSeconds = 5, now: () => number = Date.now) {
  const buckets = new Map<number, number>();
  const second = () => Math.floor(now() / 1000);
  return {
    mark(count = 1) {
      const s = second();
      buckets.set(s, (buckets.get(s) ?? 0) + count);
      for (const key of buckets.keys()) if (key <= s - windowSeconds) buckets.delete(key);
    },
    perSecond(): number {
      const s = second();
      let total = 0;
      // The current second is still filling: count the full seconds before it.
      for (const [key, count] of buckets) if (key < s && key >= s - windowSeconds) total += count;
      return Math.round(total / windowSeconds);
    },
  };
}

/**
 * A consumer's figures from its checkpoint and the head of the log. Lag in time is how long the
 * oldest event it has not applied has been waiting; 0 when it is caught up.
 */
export function projectionFigures(input: {
  name: string;
  checkpoint: number | null;
  headPosition: number | null;
  /** When the first event after the checkpoint happened (null: none, or not known). */
  nextEventTime: string | null;
  eventsPerSecond: number;
  now: number;
}): ProjectionFigures {
  const head = input.headPosition ?? 0;
  const lagEvents = Math.max(0, head - (input.checkpoint ?? 0));
  const waitingSince = input.nextEventTime ? Date.parse(input.nextEventTime) : NaN;
  const lagMs = lagEvents === 0 || Number.isNaN(waitingSince) ? 0 : Math.max(0, input.now - waitingSince);
  return {
    name: input.name,
    checkpoint: input.checkpoint,
    lagEvents,
    lagMs,
    eventsPerSecond: input.eventsPerSecond,
  };
}
