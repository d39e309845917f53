import { claimMessages, type OrderClaimEvent, type OrderEvent, type OrderState } from '@tavico/contracts';
import { givenEvents, orderPlaced } from '../testing';
import { orderDecider } from '../order/decide';
import { evolve as evolveOrder } from '../order/order';
import type { UserState } from '../user/user';
import { claimableOrders, guestEmailDecider, orderClaimDecider, stillClaimable } from './orderClaim';

const hash = 'c'.repeat(64);
const now = new Date('2026-11-21T10:00:00.000Z');
const expiresAt = new Date('2026-11-22T10:00:00.000Z');
const orders = [{ orderId: 'o1', fromUserId: 'g1' }];
const requested: OrderClaimEvent = {
  type: 'OrderClaimRequested',
  data: {
    tokenHash: hash,
    accountId: 'a1',
    orders,
    requestedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  },
};
const later = (hours: number) => new Date(now.getTime() + hours * 3600_000);
const used = (hours: number): OrderClaimEvent => ({
  type: 'OrderClaimUsed',
  data: { tokenHash: hash, accountId: 'a1', usedAt: later(hours).toISOString() },
});

describe('order claim link', () => {
  it('records the account and the orders it attaches, by the hash; never empty, never twice', () => {
    givenEvents(orderClaimDecider, [])
      .when({ type: 'RequestOrderClaim', tokenHash: hash, accountId: 'a1', orders, now, expiresAt })
      .then([requested]);
    givenEvents(orderClaimDecider, [])
      .when({ type: 'RequestOrderClaim', tokenHash: hash, accountId: 'a1', orders: [], now, expiresAt })
      .thenRejects({ status: 400 });
    givenEvents(orderClaimDecider, [requested])
      .when({ type: 'RequestOrderClaim', tokenHash: hash, accountId: 'a1', orders, now, expiresAt })
      .thenRejects({ status: 409 });
  });

  it('opens once, for its account, before it expires', () => {
    givenEvents(orderClaimDecider, [requested])
      .when({ type: 'UseOrderClaim', tokenHash: hash, accountId: 'a1', now: later(23) })
      .then([used(23)]);
    givenEvents(orderClaimDecider, [requested, used(1)])
      .when({ type: 'UseOrderClaim', tokenHash: hash, accountId: 'a1', now: later(2) })
      .thenRejects({ status: 400, message: claimMessages.tokenUsed });
    givenEvents(orderClaimDecider, [requested])
      .when({ type: 'UseOrderClaim', tokenHash: hash, accountId: 'a1', now: later(24) })
      .thenRejects({ status: 400, message: claimMessages.tokenExpired });
    givenEvents(orderClaimDecider, [requested])
      .when({ type: 'UseOrderClaim', tokenHash: hash, accountId: 'a2', now: later(1) })
      .thenRejects({ status: 403, message: claimMessages.otherAccount });
    givenEvents(orderClaimDecider, [])
      .when({ type: 'UseOrderClaim', tokenHash: hash, accountId: 'a1', now: later(1) })
      .thenRejects({ status: 400, message: claimMessages.tokenInvalid });
  });

  it('notes each guest of an e-mail once', () => {
    const noted = { type: 'GuestEmailNoted', data: { email: 'lan@example.vn', guestId: 'g1' } } as const;
    givenEvents(guestEmailDecider, [])
      .when({ type: 'NoteGuestEmail', email: ' Lan@Example.VN ', guestId: 'g1' })
      .then([noted]);
    givenEvents(guestEmailDecider, [noted])
      .when({ type: 'NoteGuestEmail', email: 'lan@example.vn', guestId: 'g1' })
      .then([]);
  });
});

describe('claiming an order', () => {
  const placed: OrderEvent = { ...orderPlaced('paypal') };
  const guestId = (placed.data as { userId: string }).userId;
  const claimed = (to: string): OrderEvent => ({
    type: 'OrderClaimed',
    data: { orderId: 'o1', fromUserId: guestId, toUserId: to, how: 'emailLink', at: now.toISOString() },
  });
  const claim = (to: string) =>
    ({ type: 'ClaimOrder', fromUserId: guestId, toUserId: to, how: 'emailLink', now: now.toISOString() }) as const;

  it("moves the guest's order to the account, whose it is from then on", () => {
    const given = givenEvents(orderDecider, [placed]);
    given.when(claim('a1')).then([claimed('a1')]);
    const moved = givenEvents(orderDecider, [placed, claimed('a1')]);
    expect(moved.state?.userId).toBe('a1');
    // The account's own, now: its owner may cancel it.
    moved
      .when({ type: 'CancelOrder', now: now.toISOString() })
      .then([{ type: 'OrderCancelled', data: { orderId: 'o1', at: now.toISOString() } }]);
  });

  it('moves an order once: again to the same account is nothing, to another refused', () => {
    givenEvents(orderDecider, [placed, claimed('a1')])
      .when(claim('a1'))
      .then([]);
    givenEvents(orderDecider, [placed, claimed('a1')])
      .when(claim('a2'))
      .thenRejects({ status: 409, message: claimMessages.orderTaken });
    givenEvents(orderDecider, []).when(claim('a1')).thenRejects({ status: 404 });
  });

  it('offers only orders of unjoined guests that gave the e-mail and still own them', () => {
    const order = (orderId: string, userId: string) =>
      ({ ...evolveOrder(null, placed)!, orderId, userId }) as OrderState;
    const guest = (userId: string, contactEmail: string, joinedAccountId?: string): UserState => ({
      userId,
      userName: 'Lan',
      email: `guest-${userId}@guest.invalid`,
      passwordHash: '',
      role: 'guest',
      registeredAt: now.toISOString(),
      sessions: [],
      contactEmail,
      ...(joinedAccountId ? { joinedAccountId } : {}),
    });
    const offered = claimableOrders(' LAN@example.vn', [
      { guest: guest('g1', 'lan@Example.vn '), orders: [order('o1', 'g1'), order('o2', 'a9'), null] },
      { guest: guest('g2', 'other@example.vn'), orders: [order('o3', 'g2')] },
      { guest: guest('g3', 'lan@example.vn', 'a7'), orders: [order('o4', 'g3')] },
      { guest: null, orders: [] },
    ]);
    expect(offered).toEqual([{ orderId: 'o1', fromUserId: 'g1' }]);

    // When the link is opened: only what it named and the rule would still offer.
    const named = [
      { orderId: 'o1', fromUserId: 'g1' },
      { orderId: 'o5', fromUserId: 'g4' },
      { orderId: 'o6', fromUserId: 'g1' },
    ];
    const standing = [
      { guest: guest('g1', 'lan@example.vn'), orders: [order('o1', 'g1'), order('o7', 'g1')] },
      // Corrected its mistyped e-mail since the link was sent.
      { guest: guest('g4', 'lan.that@example.vn'), orders: [order('o5', 'g4')] },
    ];
    expect(stillClaimable('lan@example.vn', named, standing)).toEqual([{ orderId: 'o1', fromUserId: 'g1' }]);
  });
});
