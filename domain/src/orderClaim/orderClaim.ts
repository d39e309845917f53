import {
  Conflict,
  Forbidden,
  ValidationError,
  claimMessages,
  normalizeEmail,
  type CheckoutEvent,
  type ClaimedOrderRef,
  type GuestEmailEvent,
  type OrderClaimEvent,
  type OrderState,
} from '@tavico/contracts';
import type { Decider, Fold } from '../decider';
import type { UserState } from '../user/user';

/**
 * `order-claim-{hash}`: one link attaching guest orders to an account, named by the SHA-256 of its
 * token (the token itself is never kept). It names the account it was sent for and the orders it
 * attaches; it opens once, until it expires, and only for that account.
 */
export type OrderClaimState = null | {
  accountId: string;
  orders: ClaimedOrderRef[];
  expiresAt: string;
  usedAt: string | null;
};

export type RequestOrderClaim = {
  type: 'RequestOrderClaim';
  tokenHash: string;
  accountId: string;
  orders: ClaimedOrderRef[];
  now: Date;
  expiresAt: Date;
};
export type UseOrderClaim = { type: 'UseOrderClaim'; tokenHash: string; accountId: string; now: Date };
export type OrderClaimCommand = RequestOrderClaim | UseOrderClaim;

function evolve(state: OrderClaimState, event: OrderClaimEvent): OrderClaimState {
  switch (event.type) {
    case 'OrderClaimRequested': {
      const { accountId, orders, expiresAt } = event.data;
      return { accountId, orders, expiresAt, usedAt: null };
    }
    case 'OrderClaimUsed':
      return state && { ...state, usedAt: event.data.usedAt };
  }
}

function decide(command: OrderClaimCommand, state: OrderClaimState): OrderClaimEvent[] {
  if (command.type === 'RequestOrderClaim') {
    // 32 random bytes do not repeat: a second request under one hash is a bug.
    if (state) throw new Conflict(claimMessages.tokenInvalid);
    if (command.orders.length === 0) throw new ValidationError(claimMessages.tokenInvalid);
    const { tokenHash, accountId, orders, now, expiresAt } = command;
    return [
      {
        type: 'OrderClaimRequested',
        data: { tokenHash, accountId, orders, requestedAt: now.toISOString(), expiresAt: expiresAt.toISOString() },
      },
    ];
  }
  if (!state) throw new ValidationError(claimMessages.tokenInvalid);
  // Another account holding the link (forwarded, or opened signed in as someone else) gets nothing.
  if (state.accountId !== command.accountId) throw new Forbidden(claimMessages.otherAccount);
  if (state.usedAt) throw new ValidationError(claimMessages.tokenUsed);
  if (new Date(state.expiresAt) <= command.now) throw new ValidationError(claimMessages.tokenExpired);
  const { tokenHash, accountId, now } = command;
  return [{ type: 'OrderClaimUsed', data: { tokenHash, accountId, usedAt: now.toISOString() } }];
}

export const orderClaimDecider: Decider<OrderClaimState, OrderClaimCommand, OrderClaimEvent> = {
  name: 'order-claim@1',
  initialState: null,
  evolve,
  decide,
};

/** `guest-email-{email}`: the guests that gave this e-mail at checkout, in order. */
export type NoteGuestEmail = { type: 'NoteGuestEmail'; email: string; guestId: string };
export const guestEmailDecider: Decider<string[], NoteGuestEmail, GuestEmailEvent> = {
  name: 'guest-email@1',
  initialState: [],
  evolve: (guestIds, event) => (guestIds.includes(event.data.guestId) ? guestIds : [...guestIds, event.data.guestId]),
  decide: (command, guestIds) =>
    guestIds.includes(command.guestId)
      ? []
      : [{ type: 'GuestEmailNoted', data: { email: normalizeEmail(command.email), guestId: command.guestId } }],
};

/** The orders a buyer's checkouts started (`checkout-{userId}`): every order it placed is among them. */
export const checkoutOrdersFold: Fold<string[], CheckoutEvent> = {
  name: 'checkout-orders@1',
  initialState: [],
  evolve: (orderIds, event) =>
    event.type === 'CheckoutStarted' && !orderIds.includes(event.data.orderId)
      ? [...orderIds, event.data.orderId]
      : orderIds,
};

/**
 * The guest orders an account may claim by its e-mail: those of guests that gave that e-mail
 * (compared trimmed, in any case), never joined an account, and still own the order. An order
 * already moved (to this account or any other) is not offered again.
 */
export function claimableOrders(
  accountEmail: string,
  guests: { guest: UserState; orders: (OrderState | null)[] }[],
): ClaimedOrderRef[] {
  const email = normalizeEmail(accountEmail);
  return guests.flatMap(({ guest, orders }) => {
    if (!guest || guest.role !== 'guest' || guest.joinedAccountId) return [];
    if (!guest.contactEmail || normalizeEmail(guest.contactEmail) !== email) return [];
    return orders
      .filter((order): order is OrderState => !!order && order.userId === guest.userId)
      .map((order) => ({ orderId: order.orderId, fromUserId: guest.userId }));
  });
}

/**
 * The orders of a link that may still move when it is opened: those the link named that the same
 * rule would offer now. A guest that has since given another e-mail (a mistyped one corrected),
 * joined an account, or lost the order keeps it: the e-mail was never verified, so only its
 * standing at the moment of use counts.
 */
export function stillClaimable(
  accountEmail: string,
  named: ClaimedOrderRef[],
  guests: { guest: UserState; orders: (OrderState | null)[] }[],
): ClaimedOrderRef[] {
  const now = claimableOrders(accountEmail, guests);
  return named.filter((ref) => now.some((o) => o.orderId === ref.orderId && o.fromUserId === ref.fromUserId));
}
