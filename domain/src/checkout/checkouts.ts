import {
  TooManyRequests,
  ValidationError,
  orderMessages,
  type CheckoutEnded,
  type CheckoutEvent,
  type PaymentMethod,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import type { CheckoutPolicy } from './policy';

/**
 * `checkout-{userId}`: the buyer's orders that still await payment (or, cash on delivery, their
 * delivery). Every checkout starts here with the expected revision, so concurrent checkouts of one
 * buyer take turns on the write side: the same cart checked out again joins the order already
 * under way (or placed from that very cart), and a buyer may hold only so much (each held unit is
 * stock another shopper could buy): so many unpaid orders, so many open cash-on-delivery ones, and
 * so many units of one product in orders not yet paid or confirmed.
 */
export interface OpenCheckout {
  orderId: string;
  /** The cart's lines as checked out: the same key is the same checkout; '' once placed. */
  cartKey: string;
  /** The cart stream's revision the checkout read; null on checkouts started before it was kept. */
  cartRevision: number | null;
  expiresAt: string;
  /** How it is paid; null on checkouts started before it was kept (counted as unpaid orders). */
  method: PaymentMethod | null;
  /** The units it holds, by product (from the cart's lines as checked out). */
  units: Record<string, number>;
  /** A cash-on-delivery order staff confirmed: no deadline, open until it ends. */
  confirmed: boolean;
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

/** Still counted at `now`: before its deadline, or a confirmed cash-on-delivery order (it has none). */
const alive = (c: OpenCheckout, now: string) => c.confirmed || c.expiresAt > now;

export function evolve(state: CheckoutsState, event: CheckoutEvent): CheckoutsState {
  switch (event.type) {
    case 'CheckoutStarted': {
      const { orderId, cartKey, cartRevision, expiresAt, startedAt, method } = event.data;
      // Orders past their deadline have expired (or are about to): they no longer count.
      const open = state.open.filter((c) => alive(c, startedAt));
      const checkout: OpenCheckout = {
        orderId,
        cartKey,
        cartRevision: cartRevision ?? null,
        expiresAt,
        method: method ?? null,
        units: unitsOf(cartKey),
        confirmed: false,
      };
      return keepTaken([...open, checkout], state.taken);
    }
    case 'CheckoutConfirmed': {
      const { orderId } = event.data;
      return { ...state, open: state.open.map((c) => (c.orderId === orderId ? { ...c, confirmed: true } : c)) };
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

/** The cart's lines, in a canonical order: two identical carts have one key (a variant's line: `id|sku:n`). */
export const cartKeyOf = (lines: readonly { productId: string; quantity: number; sku?: string }[]): string =>
  lines
    .map((l) => `${l.sku ? `${l.productId}|${l.sku}` : l.productId}:${l.quantity}`)
    .sort()
    .join(',');

/** The units a cart key holds, by product (its variants together). */
const unitsOf = (cartKey: string): Record<string, number> =>
  cartKey
    .split(',')
    .filter((line) => line !== '')
    .reduce<Record<string, number>>((units, line) => {
      const at = line.lastIndexOf(':');
      const productId = line.slice(0, at).split('|')[0]!;
      units[productId] = (units[productId] ?? 0) + Number(line.slice(at + 1));
      return units;
    }, {});
/** How many lines a cart key holds. */
const linesIn = (cartKey: string): number => (cartKey === '' ? 0 : cartKey.split(',').length);

export type StartCheckout = {
  type: 'StartCheckout';
  userId: string;
  orderId: string;
  cartKey: string;
  /** The cart stream's revision the lines were read at. */
  cartRevision: number;
  now: string;
  expiresAt: string;
  method: PaymentMethod;
  policy: Pick<CheckoutPolicy, 'maxUnpaid' | 'maxOpenCod' | 'maxHeldUnitsPerProduct'>;
  /** The shop's hotline, named to a buyer who wants more than the shop holds for one (wholesale). */
  hotline: string;
};
export type EndCheckout = {
  type: 'EndCheckout';
  userId: string;
  orderId: string;
  reason: CheckoutEnded['data']['reason'];
};
/** An order placed to be paid later: its cart is taken (see CheckoutPlaced). */
export type PlaceCheckout = { type: 'PlaceCheckout'; userId: string; orderId: string };
/** Staff confirmed a cash-on-delivery order: it keeps counting as open, but holds without a deadline. */
export type ConfirmCheckout = { type: 'ConfirmCheckout'; userId: string; orderId: string };
export type CheckoutCommand = StartCheckout | EndCheckout | PlaceCheckout | ConfirmCheckout;

/**
 * The order a checkout is: its own, one already under way for the same cart, or one placed from
 * this cart as it stood (same lines, read at a revision no newer than that order's checkout read:
 * a request that read the cart before the order took its lines). An empty cart read just as an
 * order still open left it (its lines taken, nothing since) is that order too: the same checkout
 * sent again a moment later. A cart changed since, even back to the same lines, is a new
 * checkout. Null: none yet.
 */
export const joinedOrder = (
  state: CheckoutsState,
  { cartKey, cartRevision, now }: Pick<StartCheckout, 'cartKey' | 'cartRevision' | 'now'>,
): string | null => {
  if (cartKey === '') {
    // Its lines taken (placed), or being taken right now (its checkout still open, not yet placed).
    const left = (c: { cartKey: string; cartRevision: number | null }) =>
      c.cartKey !== '' && c.cartRevision !== null && c.cartRevision + linesIn(c.cartKey) === cartRevision;
    const leftBy =
      state.taken.find((t) => left(t) && state.open.some((c) => c.orderId === t.orderId && alive(c, now))) ??
      // (PayPal's lines leave the cart only once paid: an empty cart is never one of those.)
      state.open.find((c) => c.method !== 'paypal' && left(c) && alive(c, now));
    return leftBy?.orderId ?? null;
  }
  const underWay = state.open.find((c) => c.cartKey !== '' && c.cartKey === cartKey && c.expiresAt > now);
  if (underWay) return underWay.orderId;
  const taken = state.taken
    .filter((t) => t.cartKey === cartKey && cartRevision <= t.cartRevision)
    .sort((a, b) => a.cartRevision - b.cartRevision);
  return taken[0]?.orderId ?? null;
};

/** Refuses a checkout that would hold more than the policy lets one buyer hold. */
function checkHolds(open: OpenCheckout[], command: StartCheckout): void {
  const { method, policy } = command;
  if (method === 'cod') {
    const openCod = open.filter((c) => c.method === 'cod').length;
    if (openCod >= policy.maxOpenCod) throw new TooManyRequests(orderMessages.tooManyOpenCod(policy.maxOpenCod), 60);
  } else if (open.filter((c) => c.method !== 'cod').length >= policy.maxUnpaid) {
    throw new TooManyRequests(orderMessages.tooManyUnpaid(policy.maxUnpaid), 60);
  }
  // PayPal is paid at once: only orders paid (or confirmed) later are held to the units cap.
  if (method === 'paypal') return;
  const held: Record<string, number> = { ...unitsOf(command.cartKey) };
  for (const c of open) {
    if (c.method !== 'bank-transfer' && !(c.method === 'cod' && !c.confirmed)) continue;
    for (const [productId, units] of Object.entries(c.units)) held[productId] = (held[productId] ?? 0) + units;
  }
  if (Object.values(held).some((units) => units > policy.maxHeldUnitsPerProduct))
    throw new ValidationError(orderMessages.tooManyHeldUnits(policy.maxHeldUnitsPerProduct, command.hotline));
}

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
  if (command.type === 'ConfirmCheckout') {
    if (!state.open.some((c) => c.orderId === orderId && !c.confirmed)) return [];
    return [{ type: 'CheckoutConfirmed', data: { userId, orderId } }];
  }
  const { cartKey, cartRevision, now, expiresAt, method } = command;
  if (joinedOrder(state, command)) return [];
  // An empty cart that is no order's leftover: there is nothing to check out.
  if (cartKey === '') throw new ValidationError(orderMessages.emptyCart);
  checkHolds(
    state.open.filter((c) => alive(c, now)),
    command,
  );
  return [
    { type: 'CheckoutStarted', data: { userId, orderId, cartKey, cartRevision, startedAt: now, expiresAt, method } },
  ];
}

export const checkoutsDecider: Decider<CheckoutsState, CheckoutCommand, CheckoutEvent> = {
  // 3: a placed or paid checkout keeps the cart it took (key and revision), the latest even once ended.
  // 4: each open checkout keeps its method, its units and whether staff confirmed it (cash on delivery).
  name: 'checkouts@4',
  initialState,
  evolve,
  decide,
};
