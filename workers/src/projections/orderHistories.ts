import {
  collections,
  orderView,
  type OrderEvent,
  type OrderHistoryDocument,
  type OrderState,
  type OrderView,
} from '@tavico/contracts';
import { evolveOrder, orderChanges } from '@tavico/domain';
import type { Projection } from '../projection';
import { ordersProjection } from './orders';

/**
 * Each order's view, made once: a step's order is the next step's order before, and a replay
 * folds the next step from the same object. Views are never changed once made.
 */
const views = new WeakMap<OrderState, OrderView>();
const viewOf = (order: OrderState): OrderView => {
  let view = views.get(order);
  if (!view) views.set(order, (view = orderView(order)));
  return view;
};

/** A step's document: the order's id and the event's place in the order's stream. */
const stepId = (orderId: string, revision: number) => `${orderId}:${revision}`;

/**
 * Each order's history: every event in order with who did it, what it changed and the order as
 * it stood right after, so an auditor can step through it (decisions §13). One document a step,
 * made from the step before (`follows`): a step costs the same however long the order's history.
 */
export const orderHistoriesProjection: Projection<OrderHistoryDocument> = {
  name: 'orderHistories',
  // 2: each step's order shows its timeline, code and payment method; 3: one document a step.
  version: 3,
  collection: collections.orderHistories,
  handles: ordersProjection.handles,
  documentId(event) {
    const orderId = ordersProjection.documentId(event);
    return orderId === null ? null : stepId(orderId, event.revision);
  },
  follows(event) {
    const orderId = ordersProjection.documentId(event);
    return orderId === null || event.revision === 0 ? null : stepId(orderId, event.revision - 1);
  },
  evolve(_step, event, previous) {
    const before = previous?.order ?? null;
    const after = evolveOrder(before, event as OrderEvent);
    if (!after) return null;
    const { actorId, actorRole, time } = event.metadata;
    return {
      _id: stepId(after.orderId, event.revision),
      orderId: after.orderId,
      position: event.position,
      revision: event.revision,
      type: (event as OrderEvent).type,
      time,
      actor: { id: actorId, role: actorRole },
      changes: orderChanges(before && viewOf(before), viewOf(after)),
      order: after,
    };
  },
  // An order's steps in order, a page at a time.
  indexes: [{ keys: { orderId: 1, revision: 1 } }],
};
