import {
  collections,
  isKeyframe,
  keyframeBefore,
  orderAfter,
  orderDiff,
  type OrderEvent,
  type OrderHistoryDocument,
  type OrderState,
} from '@tavico/contracts';
import { evolveOrder } from '@tavico/domain';
import type { Projection } from '../projection';
import { ordersProjection } from './orders';

/**
 * The order after each step this process made, by the step's `set` (which a stored copy of the
 * step shares): the next step starts from it rather than from the keyframe. Steps read from the
 * store are rebuilt from their keyframe instead.
 */
const made = new WeakMap<object, OrderState>();

/** A step's document: the order's id and the event's place in the order's stream. */
const stepId = (orderId: string, revision: number) => `${orderId}:${revision}`;

/** The order after the last of `steps` (from a keyframe on, in order); null when unknown. */
function orderAtEnd(steps: readonly (OrderHistoryDocument | null)[]): OrderState | null {
  const last = steps.at(-1);
  if (!last) return null;
  const known = last.order ?? (last.set && made.get(last.set));
  if (known) return known;
  let order: OrderState | null = null;
  for (const step of steps) order = step && orderAfter(order, step);
  return order;
}

/**
 * Each order's history: every event in order with who did it and what it changed in the order, so
 * an auditor can step through it (decisions §13). One small document a step, made from the steps
 * before it (`follows`, back to the last keyframe): a step costs the same however long the order's
 * history. Every 25th step keeps the whole order; what changed in the order's view is worked out
 * when a page of the history is read.
 */
export const orderHistoriesProjection: Projection<OrderHistoryDocument> = {
  name: 'orderHistories',
  // 2: each step's order shows its timeline, code and payment method; 3: one document a step;
  // 4: a step keeps what the event changed, every 25th the whole order.
  version: 4,
  collection: collections.orderHistories,
  handles: ordersProjection.handles,
  documentId(event) {
    const orderId = ordersProjection.documentId(event);
    return orderId === null ? null : stepId(orderId, event.revision);
  },
  follows(event, made) {
    const orderId = ordersProjection.documentId(event);
    if (orderId === null || event.revision === 0) return [];
    // The step before, as this process made it, knows its order: the replay's usual case.
    const before = stepId(orderId, event.revision - 1);
    if (made?.(before)) return [before];
    const ids: string[] = [];
    for (let r = keyframeBefore(event.revision - 1); r < event.revision; r++) ids.push(stepId(orderId, r));
    return ids;
  },
  evolve(_step, event, followed = []) {
    const before = event.revision === 0 ? null : orderAtEnd(followed);
    const after = evolveOrder(before, event as OrderEvent);
    if (!after) return null;
    const { actorId, actorRole, time } = event.metadata;
    const step: OrderHistoryDocument = {
      _id: stepId(after.orderId, event.revision),
      orderId: after.orderId,
      position: event.position,
      revision: event.revision,
      type: (event as OrderEvent).type,
      time,
      actor: { id: actorId, role: actorRole },
    };
    if (!before || isKeyframe(event.revision)) step.order = after;
    else {
      const { set, unset, appended } = orderDiff(before, after);
      step.set = set;
      if (unset) step.unset = unset;
      if (appended) step.appended = appended;
      made.set(set, after);
    }
    return step;
  },
  // An order's steps in order, a page at a time.
  indexes: [{ keys: { orderId: 1, revision: 1 } }],
};
