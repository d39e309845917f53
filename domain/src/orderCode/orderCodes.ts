import { orderCodeOf, type OrderCodeEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `order-codes-{year}`: the year's orders numbered in turn. Every number comes from the one
 * stream, appended with its expected revision, so two checkouts never share a number and none
 * is skipped. The state remembers only the last 50 codes given, so it stays small however many
 * orders a year brings: the same command handled again at once (a retry) gets the order's own
 * code back, but an order asking again after 50 others would be numbered a second time. The order's
 * own stream is what says its code: the checkout reads it first and asks here only for an order
 * not placed yet (see workflows/checkout.ts).
 */
export interface OrderCodesState {
  last: number;
  /** The most recent orders' codes, by order id, oldest first. */
  recent: Readonly<Record<string, string>>;
}

export type AssignOrderCode = { type: 'AssignOrderCode'; year: number; orderId: string };

const remembered = 50;

export const initialState: OrderCodesState = { last: 0, recent: {} };

export function evolve(state: OrderCodesState, event: OrderCodeEvent): OrderCodesState {
  const { number, code, orderId } = event.data;
  const kept = Object.entries(state.recent).slice(-(remembered - 1));
  return { last: Math.max(state.last, number), recent: { ...Object.fromEntries(kept), [orderId]: code } };
}

export function decide(command: AssignOrderCode, state: OrderCodesState): OrderCodeEvent[] {
  if (state.recent[command.orderId]) return [];
  const number = state.last + 1;
  const code = orderCodeOf(command.year, number);
  return [{ type: 'OrderCodeAssigned', data: { year: command.year, number, code, orderId: command.orderId } }];
}

/** The code an order was given, once the command has run; null for an order not among the last 50. */
export const codeOf = (state: OrderCodesState, orderId: string): string | null => state.recent[orderId] ?? null;

export const orderCodesDecider: Decider<OrderCodesState, AssignOrderCode, OrderCodeEvent> = {
  name: 'order-codes@1',
  initialState,
  evolve,
  decide,
};
