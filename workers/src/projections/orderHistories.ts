import { collections, orderView, type OrderEvent, type OrderHistoryDocument } from '@tavico/contracts';
import { evolveOrder, orderChanges } from '@tavico/domain';
import type { Projection } from '../projection';
import { ordersProjection } from './orders';

/**
 * Each order's history: every event in order with who did it, what it changed and the order as
 * it stood right after, so an auditor can step through it (decisions §13).
 */
export const orderHistoriesProjection: Projection<OrderHistoryDocument> = {
  name: 'orderHistories',
  // 2: each step's order shows its timeline, code and payment method.
  version: 2,
  collection: collections.orderHistories,
  handles: ordersProjection.handles,
  documentId: ordersProjection.documentId,
  evolve(history, event) {
    const before = history?.state ?? null;
    const after = evolveOrder(before, event as OrderEvent);
    if (!after) return history;
    const { actorId, actorRole, time } = event.metadata;
    // The view before is the last entry's state: no need to make it again.
    const viewBefore = history?.entries.at(-1)?.state ?? (before && orderView(before));
    const state = orderView(after);
    const entry = {
      position: event.position,
      revision: event.revision,
      type: (event as OrderEvent).type,
      time,
      actor: { id: actorId, role: actorRole },
      changes: orderChanges(viewBefore, state),
      state,
    };
    return { _id: after.orderId, state: after, entries: [...(history?.entries ?? []), entry] };
  },
};
