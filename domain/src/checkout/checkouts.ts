import { TooManyRequests, orderMessages, type CheckoutEnded, type CheckoutEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `checkout-{userId}`: the buyer's orders that still await payment. Every checkout starts here
 * with the expected revision, so concurrent checkouts of one buyer take turns on the write side:
 * the same cart checked out again joins the order already under way (or placed from that very
 * cart), and a buyer may hold only so many unpaid orders (each held stock another shopper could
 * buy).
 */
export interface OpenCheckout {
  orderId: string;
  /** The cart's lines as checked out: the same key is the same checkout; '' once placed. */
  cartKey: string;
  /** The cart stream's revision the checkout read; null on checkouts started before it was kept. */
  cartRevision: number | null;
  expiresAt: string;
}
/** A cart an order took (placed to be paid later, or paid), as its checkout read it. */
export interface TakenCart {
  orderId: string;
  cartKey: string;
  cartRevision: number;
}
export interface CheckoutsState {
  open: OpenCheckout[];
  /**
   * The carts orders took (placed to be paid later, or paid): those of orders still counted, and
   * the latest even once its order has ended, so a request that read that cart before its lines
   * left it still finds it.
   */
  taken: TakenCart[];
}

export const initialState: CheckoutsState = { open: [], taken: [] };

/** Forgets the taken carts of orders that no longer count, but never the latest. */
const keepTaken = (open: OpenCheckout[], taken: TakenCart[]): CheckoutsState => ({
  open,
  taken: taken.filter((t, i) => i === taken.length - 1 || open.some((c) => c.orderId === t.orderId)),
});

export function evolve(state: CheckoutsState, event: CheckoutEvent): CheckoutsState {
  switch (event.type) {
    case 'CheckoutStarted': {
      const { orderId, cartKey, cartRevision, expiresAt, startedAt } = event.data;
      // Orders past their deadline have expired (or are about to): they no longer count.
      const open = state.open.filter((c) => c.expiresAt > startedAt);
      return keepTaken([...open, { orderId, cartKey, cartRevision: cartRevision ?? null, expiresAt }], state.taken);
    }
    case 'CheckoutEnded': {
      const { orderId, reason } = event.data;
      const ending = state.open.find((c) => c.orderId === orderId);
      const open = state.open.filter((c) => c.orderId !== orderId);
      // Paid before it was placed (PayPal): its lines leave the cart only now, so its cart is taken
      // as a placed one's is. Ended otherwise, its lines stay in the cart, free to check out again.
      if (reason !== 'paid' || !ending || ending.cartKey === '' || ending.cartRevision === null)
        return keepTaken(open, state.taken);
      const { cartKey, cartRevision } = ending;
      return keepTaken(open, [...state.taken, { orderId, cartKey, cartRevision }]);
    }
    case 'CheckoutPlaced': {
      // Its cart is taken: nothing joins it as a checkout under way any more, but it still counts
      // until it ends, and the cart as its checkout read it is that order.
      const { orderId, cartKey, cartRevision } = event.data;
      const open = state.open.map((c) => (c.orderId === orderId ? { ...c, cartKey: '' } : c));
      if (cartKey === undefined || cartRevision === undefined) return { ...state, open };
      const taken = [...state.taken.filter((t) => t.orderId !== orderId), { orderId, cartKey, cartRevision }];
      return keepTaken(open, taken);
    }
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
  /** The cart stream's revision the lines were read at. */
  cartRevision: number;
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

/**
 * The order a checkout is: its own, one already under way for the same cart, or one placed from
 * this cart as it stood (same lines, read at a revision no newer than that order's checkout read:
 * a request that read the cart before the order took its lines). A cart changed since, even back
 * to the same lines, is a new checkout. Null: none yet.
 */
export const joinedOrder = (
  state: CheckoutsState,
  { cartKey, cartRevision, now }: Pick<StartCheckout, 'cartKey' | 'cartRevision' | 'now'>,
): string | null => {
  const underWay = state.open.find((c) => c.cartKey !== '' && c.cartKey === cartKey && c.expiresAt > now);
  if (underWay) return underWay.orderId;
  const taken = state.taken
    .filter((t) => t.cartKey === cartKey && cartRevision <= t.cartRevision)
    .sort((a, b) => a.cartRevision - b.cartRevision);
  return taken[0]?.orderId ?? null;
};

export function decide(command: CheckoutCommand, state: CheckoutsState): CheckoutEvent[] {
  const { userId, orderId } = command;
  if (command.type === 'PlaceCheckout') {
    const placing = state.open.find((c) => c.orderId === orderId && c.cartKey !== '');
    if (!placing) return [];
    const { cartKey, cartRevision } = placing;
    const taken = cartRevision === null ? {} : { cartKey, cartRevision };
    return [{ type: 'CheckoutPlaced', data: { userId, orderId, ...taken } }];
  }
  if (command.type === 'EndCheckout') {
    if (!state.open.some((c) => c.orderId === orderId)) return [];
    return [{ type: 'CheckoutEnded', data: { userId, orderId, reason: command.reason } }];
  }
  const { cartKey, cartRevision, now, expiresAt, maxUnpaid } = command;
  if (joinedOrder(state, command)) return [];
  const open = state.open.filter((c) => c.expiresAt > now);
  if (open.length >= maxUnpaid) throw new TooManyRequests(orderMessages.tooManyUnpaid(maxUnpaid), 60);
  return [{ type: 'CheckoutStarted', data: { userId, orderId, cartKey, cartRevision, startedAt: now, expiresAt } }];
}

export const checkoutsDecider: Decider<CheckoutsState, CheckoutCommand, CheckoutEvent> = {
  // 3: a placed or paid checkout keeps the cart it took (key and revision), the latest even once ended.
  name: 'checkouts@3',
  initialState,
  evolve,
  decide,
};
