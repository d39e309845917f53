import type { AnyEvent, RecordedEvent } from '@tavico/contracts';
import type { Doc } from '@tavico/infrastructure';
import type { Projection } from '../projection';

let position = 0;

/** Projection tests: an event as the log delivers it, each at the next position. */
export const recorded = (event: AnyEvent, time = '2026-11-21T10:00:00.000Z'): RecordedEvent<AnyEvent> => ({
  ...event,
  id: `e${++position}`,
  streamId: 's',
  revision: position,
  position,
  metadata: { actorId: 'a1', actorRole: 'admin', correlationId: 'c', causationId: null, time },
});

/** Projection tests: the document a projection makes of these events, folded from none. */
export const fold = <D extends Doc>(projection: Projection<D>, events: RecordedEvent<AnyEvent>[]): D | null =>
  events.reduce<D | null>((doc, event) => projection.evolve(doc, event), null);
