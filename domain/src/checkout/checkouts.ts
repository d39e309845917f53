import { TooManyRequests, orderMessages, type CheckoutEnded, type CheckoutEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `checkout-{userId}`: the buyer's orders that still await payment. Every checkout starts here
 * with the expected revision, so concurrent checkouts of one buyer take turns on the write side:
 * the same cart checked out again joins the order already under way, and a buyer may hold only so
 * many unpaid orders (each held stock another shopper could buy).
 */
export interface OpenCheckout {
  orderId: string;
  /** The cart's lines as checked out: the same key is the same checkout. */
  cartKey: string;
  expiresAt: string;
}
export interface CheckoutsState {
  open: OpenCheckout[];
}

export const initialState: CheckoutsState = { open: [] };

export function evolve(state: CheckoutsState, event: CheckoutEvent): CheckoutsState {
  switch (event.type) {
    case 'CheckoutStarted': {
      const { orderId, cartKey, expiresAt, startedAt } = event.data;
      // Orders past their deadline have expired (or are about to): they no longer count.
      const open = state.open.filter((c) => c.expiresAt > startedAt);
      return { open: [...open, { orderId, cartKey, expiresAt }] };
    }
    case 'CheckoutEnded':
      return { open: state.open.filter((c) => c.orderId !== event.data.orderId) };
    case 'CheckoutPlaced':
      // Its cart is taken: nothing joins it any more, but it still counts until it ends.
      return { open: state.open.map((c) => (c.orderId === event.data.orderId ? { ...c, cartKey: '' } : c)) };
  }
}

/** The cart's lines, in a canonical order: two identical carts have one key. */
export const cartKeyOf = (lines: readonly { productId: string; quantity: number }[]): string =>
  lines
    .map((l) => `${l.productId}:${l.quantity}`)
    .sort()
    .join(',');

export type StartCheckout = {
  type: 'StartCheckout';
  userId: string;
  orderId: string;
  cartKey: string;
  now: string;
  expiresAt: string;
  maxUnpaid: number;
};
export type EndCheckout = {
  type: 'EndCheckout';
  userId: string;
  orderId: string;
  reason: CheckoutEnded['data']['reason'];
};
/** An order placed to be paid later: its cart is taken (see CheckoutPlaced). */
export type PlaceCheckout = { type: 'PlaceCheckout'; userId: string; orderId: string };
export type CheckoutCommand = StartCheckout | EndCheckout | PlaceCheckout;

/** The checkout an order joins: its own, or one already under way for the same cart. */
export const joinedCheckout = (state: CheckoutsState, cartKey: string, now: string): OpenCheckout | null =>
  state.open.find((c) => c.cartKey !== '' && c.cartKey === cartKey && c.expiresAt > now) ?? null;

export function decide(command: CheckoutCommand, state: CheckoutsState): CheckoutEvent[] {
  const { userId, orderId } = command;
  if (command.type === 'PlaceCheckout') {
    if (!state.open.some((c) => c.orderId === orderId && c.cartKey !== '')) return [];
    return [{ type: 'CheckoutPlaced', data: { userId, orderId } }];
  }
  if (command.type === 'EndCheckout') {
    if (!state.open.some((c) => c.orderId === orderId)) return [];
    return [{ type: 'CheckoutEnded', data: { userId, orderId, reason: command.reason } }];
  }
  const { cartKey, now, expiresAt, maxUnpaid } = command;
  if (joinedCheckout(state, cartKey, now)) return [];
  const open = state.open.filter((c) => c.expiresAt > now);
  if (open.length >= maxUnpaid) throw new TooManyRequests(orderMessages.tooManyUnpaid(maxUnpaid), 60);
  return [{ type: 'CheckoutStarted', data: { userId, orderId, cartKey, startedAt: now, expiresAt } }];
}

export const checkoutsDecider: Decider<CheckoutsState, CheckoutCommand, CheckoutEvent> = {
  // 2: a placed checkout's cart is taken (CheckoutPlaced).
  name: 'checkouts@2',
  initialState,
  evolve,
  decide,
};
