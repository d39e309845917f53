import { physicalCollection, type AnyEvent, type RecordedEvent } from '@tavico/contracts';
import type { DocumentStore, Logger } from '@tavico/infrastructure';
import type { Projection, Reactor } from './projection';

/** What the runner feeds: a projection (into its read model) or a reactor (side effects). */
export interface Consumer {
  name: string;
  handles: readonly string[];
  /** A projection's code version: a change rebuilds that read model alone. */
  version: number;
  projection: Projection | null;
  /** Read models are checkpointed per generation, reactors once for all. */
  checkpointId(generation: number): string;
  /** A reactor's side effects for its events (projections have none: the runner folds them together). */
  react?(events: RecordedEvent<AnyEvent>[]): Promise<void>;
}

/** The projections first, then the reactors: side effects run on read models already current. */
export function consumersOf(projections: Projection[], reactors: Reactor[]): Consumer[] {
  return [
    ...projections.map((p) => ({
      name: p.name,
      handles: p.handles,
      version: p.version ?? 1,
      projection: p,
      checkpointId: (generation: number) => physicalCollection(p.name, generation),
    })),
    ...reactors.map((r) => ({
      name: r.name,
      handles: r.handles,
      version: 1,
      projection: null,
      checkpointId: () => r.name,
      react: async (events: RecordedEvent<AnyEvent>[]) => {
        for (const event of events) if (r.handles.includes(event.type)) await r.react(event);
      },
    })),
  ];
}

/**
 * Creates the projections' indexes in a generation. An index the store already has under other
 * options (changed by hand, or by another version) is named in the log and fails the start, so
 * the projection lease goes to a worker that can project rather than being held by one that
 * cannot. (A projection being rebuilt starts from a dropped collection, so it never conflicts.)
 */
export async function ensureIndexes(
  store: DocumentStore,
  projections: Projection[],
  generation: number,
  logger: Logger,
): Promise<void> {
  for (const projection of projections) {
    const name = physicalCollection(projection.collection, generation);
    for (const index of projection.indexes ?? []) {
      try {
        await store.collection(name).createIndex(index);
      } catch (error) {
        logger.fatal({ err: error, collection: name, index }, 'an index of a read model cannot be created');
        throw new Error(`The index ${JSON.stringify(index)} of ${name} cannot be created: ${String(error)}`);
      }
    }
  }
}
