import {
  collections,
  historyBlock,
  isKeyframe,
  orderAfter,
  orderDiff,
  type OrderEvent,
  type OrderHistoryDocument,
  type OrderHistoryStep,
  type OrderState,
} from '@tavico/contracts';
import type { Projection } from '../projection';
import { ordersProjection } from './orders';
import { foldOrder, foldedOrder, type WithFoldedOrder } from './orderFold';

/** A block's document: the order's id and which 25 revisions of its stream it holds. */
const blockId = (orderId: string, block: number) => `${orderId}:${block}`;

type Block = WithFoldedOrder<OrderHistoryDocument>;

/**
 * The order after a block's last step, if that step is revision `revision` (null when unknown):
 * as this process folded it, else rebuilt from the block's keyframe.
 */
function orderAtEnd(block: Block | null, revision: number): OrderState | null {
  const last = block?.steps.at(-1);
  if (!block || !last || last.revision !== revision) return null;
  const known = block[foldedOrder] ?? last.order;
  if (known) return known;
  let order: OrderState | null = null;
  for (const step of block.steps) order = orderAfter(order, step);
  return order;
}

/**
 * Each order's history: every event in order with who did it and what it changed in the order, so
 * an auditor can step through it (decisions §13). Steps go 25 to a document: the block's first
 * keeps the whole order, the others what the event changed, made from the step before (in the
 * block, or the previous block's last: `follows`). A step costs the same however long the order's
 * history, and a replay writes a document per 25 steps. What changed in the order's view is worked
 * out when a page of the history is read.
 */
export const orderHistoriesProjection: Projection<OrderHistoryDocument> = {
  name: 'orderHistories',
  // 2: each step's order shows its timeline, code and payment method; 3: one document a step;
  // 4: a step keeps what the event changed, every 25th the whole order; 5: 25 steps a document.
  version: 5,
  collection: collections.orderHistories,
  handles: ordersProjection.handles,
  documentId(event) {
    const orderId = ordersProjection.documentId(event);
    return orderId === null ? null : blockId(orderId, historyBlock(event.revision));
  },
  follows(event) {
    const orderId = ordersProjection.documentId(event);
    // A block's first step starts from the order the block before ended with.
    if (orderId === null || event.revision === 0 || !isKeyframe(event.revision)) return [];
    return [blockId(orderId, historyBlock(event.revision) - 1)];
  },
  evolve(doc: Block | null, event, followed: readonly (Block | null)[] = []) {
    const revision = event.revision;
    const first = isKeyframe(revision);
    const before = revision === 0 ? null : orderAtEnd(first ? (followed[0] ?? null) : doc, revision - 1);
    // The step before is missing (a stream the model never saw begin): nothing to build it on.
    if (revision > 0 && !before) return doc;
    const after = foldOrder(before, event);
    if (!after) return doc;
    const { actorId, actorRole, time } = event.metadata;
    const step: OrderHistoryStep = {
      position: event.position,
      revision,
      type: (event as OrderEvent).type,
      time,
      actor: { id: actorId, role: actorRole },
    };
    if (!before || first) step.order = after;
    else {
      const { set, unset, appended } = orderDiff(before, after);
      step.set = set;
      if (unset) step.unset = unset;
      if (appended) step.appended = appended;
    }
    const block = historyBlock(revision);
    return {
      _id: blockId(after.orderId, block),
      orderId: after.orderId,
      block,
      steps: first || !doc ? [step] : [...doc.steps, step],
      [foldedOrder]: after,
    } satisfies Block;
  },
  // An order's blocks in order.
  indexes: [{ keys: { orderId: 1, block: 1 } }],
};
