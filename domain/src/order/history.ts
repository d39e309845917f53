import type { OrderHistoryEntry, OrderView } from '@tavico/contracts';

/** Equal as JSON values (replays compare every order event's view: no strings built). */
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
