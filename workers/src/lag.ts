import {
  operationsCollection,
  operationsIds,
  type ProjectionFigures,
  type ProjectionStatusDocument,
} from '@tavico/contracts';
import type { DocumentStore, EventStore, Metrics } from '@tavico/infrastructure';
import { createRateMeter, projectionFigures } from './figures';

/**
 * How far each projection and reactor is behind the head of the log: the figures the ops route
 * and /metrics show, refreshed by the runner every second.
 */
export function createLagReport(deps: {
  eventStore: EventStore;
  store: DocumentStore;
  metrics: Metrics;
  holder: string;
  /** Each consumer's name and checkpoint, now. */
  checkpoints(): { name: string; checkpoint: number | null }[];
}) {
  const rate = createRateMeter();
  let headPosition: number | null = null;
  /** When the first event after each checkpoint happened, as last looked up. */
  let nextEventTimes = new Map<number | null, string | null>();

  const figures = (): ProjectionFigures[] =>
    deps.checkpoints().map(({ name, checkpoint }) =>
      projectionFigures({
        name,
        checkpoint,
        headPosition,
        nextEventTime: nextEventTimes.get(checkpoint) ?? null,
        eventsPerSecond: rate.perSecond(),
        now: Date.now(),
      }),
    );

  /** Reads the head, sets the gauges and, when `save`, writes the status report. */
  async function update(save: { generation: number } | null) {
    headPosition = await deps.eventStore.headPosition();
    // The event each lagging consumer waits on (consumers mostly share one checkpoint).
    const behind = new Set(
      deps
        .checkpoints()
        .map((c) => c.checkpoint)
        .filter((c) => (headPosition ?? 0) > (c ?? 0)),
    );
    const times = new Map<number | null, string | null>();
    for (const checkpoint of behind) {
      const [next] = await deps.eventStore.readAll(checkpoint, 1);
      times.set(checkpoint, next?.metadata.time ?? null);
    }
    nextEventTimes = times;
    const now = figures();
    for (const f of now) {
      deps.metrics.projectionPosition.set({ projection: f.name }, f.checkpoint ?? 0);
      deps.metrics.projectionLag.set({ projection: f.name }, f.lagEvents);
      deps.metrics.projectionLagMs.set({ projection: f.name }, f.lagMs);
      deps.metrics.projectionRate.set({ projection: f.name }, f.eventsPerSecond);
    }
    if (!save) return;
    const report: ProjectionStatusDocument = {
      _id: operationsIds.status,
      generation: save.generation,
      holder: deps.holder,
      headPosition,
      projections: now,
      updatedAt: new Date().toISOString(),
    };
    await deps.store
      .collection<ProjectionStatusDocument>(operationsCollection)
      .replaceOne({ _id: report._id }, report, { upsert: true });
  }

  return { figures, update, mark: (count: number) => rate.mark(count), head: () => headPosition };
}
