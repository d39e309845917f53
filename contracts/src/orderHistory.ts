import type { ActorRole } from './roles';
import type { OrderEvent, OrderState } from './orders';
import { orderView, type OrderView } from './orderViews';
import type { OrderStep } from './storefront';

/** One step of an order's history: the event, who did it, and the order right after it. */
export interface OrderHistoryEntry {
  position: number;
  revision: number;
  type: OrderEvent['type'];
  time: string;
  actor: { id: string | null; name: string | null; role: ActorRole | null };
  /** The fields this event changed, before and after. */
  changes: { field: string; from: unknown; to: unknown }[];
  state: OrderView;
}

/**
 * One step of an order's history as the read model keeps it: the event, its actor's id, and what
 * it changed in the order (not the view: the changes an auditor reads are worked out when read).
 * Every `historyKeyframeEvery`-th step, and an order's first, keeps the whole order instead.
 */
export interface OrderHistoryStep {
  position: number;
  revision: number;
  type: OrderEvent['type'];
  time: string;
  actor: Omit<OrderHistoryEntry['actor'], 'name'>;
  /** The order's top-level fields the event set, with their new values. */
  set?: Partial<OrderState>;
  /** The fields it removed. */
  unset?: string[];
  /** What it added at the end of the timeline (a timeline that changed otherwise is in `set`). */
  appended?: OrderStep[];
  /** The whole order right after the event: a keyframe, which the next steps are rebuilt from. */
  order?: OrderState;
}

/** A keyframe every this many revisions: a page of steps reads at most this many less one before it. */
export const historyKeyframeEvery = 25;

/** Whether a step keeps the whole order: revisions 0, 25, 50… (and any step whose order before is unknown). */
export const isKeyframe = (revision: number) => revision % historyKeyframeEvery === 0;

/** The block of 25 steps (one document of the history's read model) a revision is in. */
export const historyBlock = (revision: number) => Math.floor(revision / historyKeyframeEvery);

/** The revision of the keyframe at or before a step's. */
export const keyframeBefore = (revision: number) => revision - (revision % historyKeyframeEvery);

/** Whether a timeline is another with steps added at its end (the same steps, not copies of them). */
function appends(from: readonly OrderStep[], to: readonly OrderStep[]): boolean {
  if (to.length <= from.length) return false;
  for (let i = from.length - 1; i >= 0; i--) if (to[i] !== from[i]) return false;
  return true;
}

/** What an event changed in an order: its top-level fields compared by reference (orders are never changed in place). */
export function orderDiff(
  before: OrderState,
  after: OrderState,
): { set: Partial<OrderState>; unset?: string[]; appended?: OrderStep[] } {
  const set: Record<string, unknown> = {};
  const was = before as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  let appended: OrderStep[] | undefined;
  for (const key in now) {
    if (now[key] === was[key]) continue;
    if (key === 'timeline') {
      const from = before.timeline;
      if (from && after.timeline && appends(from, after.timeline)) {
        appended = after.timeline.slice(from.length);
        continue;
      }
    }
    set[key] = now[key];
  }
  let unset: string[] | undefined;
  for (const key in was) if (!(key in now)) (unset ??= []).push(key);
  const diff: ReturnType<typeof orderDiff> = { set };
  if (unset) diff.unset = unset;
  if (appended) diff.appended = appended;
  return diff;
}

/** The order after a step, from the order before it (null: unknown, unless the step is a keyframe). */
export function orderAfter(before: OrderState | null, step: OrderHistoryStep): OrderState | null {
  if (step.order) return step.order;
  if (!before) return null;
  const after: Record<string, unknown> = { ...before, ...step.set };
  for (const key of step.unset ?? []) delete after[key];
  if (step.appended) after.timeline = [...before.timeline, ...step.appended];
  return after as unknown as OrderState;
}

/** Equal as JSON values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Not listed as changes: the date moves with every event, the timeline lists the steps themselves,
 * and these flags only follow from the statuses (awaitsConfirmation, older, stays listed).
 */
const unlisted: ReadonlySet<keyof OrderView> = new Set([
  'orderUpdateDate',
  'timeline',
  'canCancel',
  'awaitsReceipt',
  'readyToFulfil',
]);

/** What an event changed in the order's view, field by field. */
export function orderChanges(before: OrderView | null, after: OrderView): OrderHistoryEntry['changes'] {
  const changes: OrderHistoryEntry['changes'] = [];
  for (const field of Object.keys(after) as (keyof OrderView)[]) {
    if (unlisted.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after[field];
    if (!sameValue(from, to ?? null)) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * A history's steps from revision `from` on as entries: each step's order rebuilt from the
 * keyframe before it, what it changed in the order's view, and each actor's name as it is now
 * (the steps keep only ids). `steps` are in revision order, from a keyframe on; for the changes
 * of `from` itself, from one at or before `from - 1`.
 */
export function namedHistory(
  steps: OrderHistoryStep[],
  names: ReadonlyMap<string, string>,
  from = steps[0]?.revision ?? 0,
): OrderHistoryEntry[] {
  const entries: OrderHistoryEntry[] = [];
  let order: OrderState | null = null;
  /** The view of `order`, once made. */
  let view: OrderView | null = null;
  for (const step of steps) {
    const after = orderAfter(order, step);
    if (!after) throw new Error(`Step ${step.revision} of an order's history has no keyframe before it`);
    if (step.revision >= from) {
      if (order && !view) view = orderView(order);
      const shown = orderView(after);
      const { position, revision, type, time, actor } = step;
      entries.push({
        position,
        revision,
        type,
        time,
        actor: { ...actor, name: actor.id ? (names.get(actor.id) ?? null) : null },
        changes: orderChanges(view, shown),
        state: shown,
      });
      view = shown;
    } else view = null;
    order = after;
  }
  return entries;
}
