import {
  collections,
  evolveOrder,
  orderChanges,
  orderView,
  type OrderEvent,
  type OrderHistoryDocument,
} from '@tavico/contracts';
import type { Projection } from '../projection';
import { ordersProjection } from './orders';

/**
 * Each order's history: every event in order with who did it, what it changed and the order as
 * it stood right after, so an auditor can step through it (decisions §13).
 */
export const orderHistoriesProjection: Projection<OrderHistoryDocument> = {
  name: 'orderHistories',
  collection: collections.orderHistories,
  handles: ordersProjection.handles,
  documentId: ordersProjection.documentId,
  evolve(history, event) {
    const before = history?.state ?? null;
    const after = evolveOrder(before, event as OrderEvent);
    if (!after) return history;
    const { actorId, actorRole, time } = event.metadata;
    const entry = {
      position: event.position,
      revision: event.revision,
      type: (event as OrderEvent).type,
      time,
      actor: { id: actorId, role: actorRole },
      changes: orderChanges(before && orderView(before), orderView(after)),
      state: orderView(after),
    };
    return { _id: after.orderId, state: after, entries: [...(history?.entries ?? []), entry] };
  },
};
