import { orderTimelineSteps, type OrderStepName, type OrderView } from '@tavico/contracts/client';

/** Steps that end an order: nothing follows them. */
const endSteps: ReadonlySet<OrderStepName> = new Set(['paymentCancelled', 'cancelled', 'rejected', 'expired']);

export interface TimelineItem {
  step: OrderStepName;
  /** When it happened; null for a step still to come. */
  at: string | null;
  state: 'done' | 'ended' | 'todo';
}

/**
 * What the shopper's timeline shows: every step so far with its time, then, unless the order
 * has ended, the happy path's steps still to come (cash on delivery is confirmed by phone first and paid at the door, last).
 */
export function timelineOf(order: Pick<OrderView, 'timeline' | 'paymentMethod' | 'orderDate'>): TimelineItem[] {
  const done = order.timeline.length > 0 ? order.timeline : [{ step: 'placed' as const, at: order.orderDate }];
  const items: TimelineItem[] = done.map(({ step, at }) => ({
    step,
    at,
    state: endSteps.has(step) ? 'ended' : 'done',
  }));
  if (endSteps.has(done[done.length - 1].step)) return items;
  const path: readonly OrderStepName[] =
    order.paymentMethod === 'cod'
      ? ['placed', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'paid']
      : orderTimelineSteps;
  const reached = Math.max(...done.map(({ step }) => path.indexOf(step)));
  return [...items, ...path.slice(reached + 1).map((step) => ({ step, at: null, state: 'todo' as const }))];
}
