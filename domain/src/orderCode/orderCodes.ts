import { orderCodeOf, type OrderCodeEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `order-codes-{year}`: the year's orders numbered in turn. Every number comes from the one
 * stream, appended with its expected revision, so two checkouts never share a number and none
 * is skipped. The state remembers the last codes given, so a checkout that asks again (a retry)
 * gets its own code back rather than a second one.
 */
export interface OrderCodesState {
  last: number;
  /** The most recent orders' codes, by order id (a retry comes within moments). */
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

/** The code an order was given, once the command has run. */
export const codeOf = (state: OrderCodesState, orderId: string): string | null => state.recent[orderId] ?? null;

export const orderCodesDecider: Decider<OrderCodesState, AssignOrderCode, OrderCodeEvent> = {
  name: 'order-codes@1',
  initialState,
  evolve,
  decide,
};
