import { orderMessages, type CheckoutEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { cartKeyOf, checkoutsDecider, joinedOrder } from './checkouts';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** A checkout of the cart `cartKey` as read at `cartRevision` (none: started before it was kept). */
const started = (orderId: string, cartKey: string, minute: number, cartRevision?: number): CheckoutEvent => ({
  type: 'CheckoutStarted',
  data: {
    userId: 'u1',
    orderId,
    cartKey,
    ...(cartRevision === undefined ? {} : { cartRevision }),
    startedAt: at(minute),
    expiresAt: at(minute + 15),
  },
});
const start = (orderId: string, cartKey: string, minute: number, cartRevision = 0) => ({
  type: 'StartCheckout' as const,
  userId: 'u1',
  orderId,
  cartKey,
  cartRevision,
  now: at(minute),
  expiresAt: at(minute + 15),
  maxUnpaid: 2,
});
const place = (orderId: string) => ({ type: 'PlaceCheckout' as const, userId: 'u1', orderId });
const placed = (orderId: string, cartKey: string, cartRevision: number): CheckoutEvent => ({
  type: 'CheckoutPlaced',
  data: { userId: 'u1', orderId, cartKey, cartRevision },
});
const ended = (orderId: string, reason: 'paid' | 'cancelled' = 'paid'): CheckoutEvent => ({
  type: 'CheckoutEnded',
  data: { userId: 'u1', orderId, reason },
});

describe('checkouts decider (one buyer’s unpaid orders)', () => {
  it('keys a cart by its lines whatever their order', () => {
    expect(
      cartKeyOf([
        { productId: 'b', quantity: 1 },
        { productId: 'a', quantity: 2 },
      ]),
    ).toBe('a:2,b:1');
  });

  it('starts a checkout with the cart revision it read, and joins (changes nothing for) the same cart under way', () => {
    givenEvents(checkoutsDecider, [])
      .when(start('o1', 'a:2', 0, 3))
      .then([started('o1', 'a:2', 0, 3)]);
    const underWay = givenEvents(checkoutsDecider, [started('o1', 'a:2', 0, 3)]);
    underWay.when(start('o2', 'a:2', 1, 3)).then([]);
    // Under way, the same lines are that checkout whatever revision they were read at.
    underWay.when(start('o2', 'a:2', 1, 7)).then([]);
    expect(joinedOrder(underWay.state, start('o2', 'a:2', 1, 7))).toBe('o1');
  });

  it('refuses a third unpaid order with 429, but counts neither ended nor expired ones', () => {
    const two = [started('o1', 'a:1', 0, 1), started('o2', 'b:1', 1, 2)];
    givenEvents(checkoutsDecider, two)
      .when(start('o3', 'c:1', 2, 3))
      .thenRejects({ status: 429, message: orderMessages.tooManyUnpaid(2) });
    givenEvents(checkoutsDecider, [...two, ended('o1')])
      .when(start('o3', 'c:1', 2, 3))
      .then([started('o3', 'c:1', 2, 3)]);
    // o1's deadline (10:15) has passed by 10:16.
    givenEvents(checkoutsDecider, two)
      .when(start('o3', 'c:1', 16, 3))
      .then([started('o3', 'c:1', 16, 3)]);
  });

  describe('a checkout placed to be paid later (cash on delivery, bank transfer)', () => {
    const placedO1 = [started('o1', 'a:2', 0, 4), placed('o1', 'a:2', 4)];

    it('is placed once, keeping the cart key and revision it took', () => {
      givenEvents(checkoutsDecider, [started('o1', 'a:2', 0, 4)])
        .when(place('o1'))
        .then([placed('o1', 'a:2', 4)]);
      givenEvents(checkoutsDecider, placedO1).when(place('o1')).then([]);
    });

    it('is the order of a checkout that read the cart before the order took its lines: it joins it', () => {
      const given = givenEvents(checkoutsDecider, placedO1);
      given.when(start('o2', 'a:2', 1, 4)).then([]);
      given.when(start('o2', 'a:2', 1, 2)).then([]);
      expect(joinedOrder(given.state, start('o2', 'a:2', 1, 4))).toBe('o1');
    });

    it('is not the order of the same lines added again (a newer cart): they start a new checkout, the placed one still counts', () => {
      givenEvents(checkoutsDecider, placedO1)
        .when(start('o2', 'a:2', 1, 7))
        .then([started('o2', 'a:2', 1, 7)]);
      // Other lines, even read at an older revision, are not that cart.
      givenEvents(checkoutsDecider, placedO1)
        .when(start('o2', 'b:1', 1, 2))
        .then([started('o2', 'b:1', 1, 2)]);
      givenEvents(checkoutsDecider, [...placedO1, started('o2', 'b:1', 1, 6)])
        .when(start('o3', 'c:1', 2, 8))
        .thenRejects({ status: 429, message: orderMessages.tooManyUnpaid(2) });
    });

    it('is still the order of that cart once it has ended (paid, cancelled): no new checkout, though it no longer counts', () => {
      const over = givenEvents(checkoutsDecider, [...placedO1, ended('o1', 'cancelled')]);
      over.when(start('o2', 'a:2', 1, 4)).then([]);
      expect(joinedOrder(over.state, start('o2', 'a:2', 1, 4))).toBe('o1');
      over.when(start('o2', 'a:2', 1, 7)).then([started('o2', 'a:2', 1, 7)]);
      expect(over.state.open).toEqual([]);
    });

    it('keeps the carts of unpaid orders and the latest taken one, forgetting older ended ones', () => {
      const second = [started('o2', 'b:1', 1, 8), placed('o2', 'b:1', 8)];
      // Both unpaid: each is the order of its own cart as it was read.
      const both = givenEvents(checkoutsDecider, [...placedO1, ...second]);
      expect(joinedOrder(both.state, start('o3', 'a:2', 2, 4))).toBe('o1');
      expect(joinedOrder(both.state, start('o3', 'b:1', 2, 8))).toBe('o2');
      // o1 paid and a later order placed: o1's cart is forgotten, the latest is kept once ended.
      const later = givenEvents(checkoutsDecider, [...placedO1, ended('o1'), ...second, ended('o2')]);
      expect(later.state.taken).toEqual([{ orderId: 'o2', cartKey: 'b:1', cartRevision: 8 }]);
    });

    it('reads events from before the revision was kept as before: the placed cart is taken, the same lines are a new order', () => {
      const old: CheckoutEvent[] = [
        started('o1', 'a:2', 0),
        { type: 'CheckoutPlaced', data: { userId: 'u1', orderId: 'o1' } },
      ];
      givenEvents(checkoutsDecider, old)
        .when(start('o2', 'a:2', 1, 0))
        .then([started('o2', 'a:2', 1, 0)]);
      givenEvents(checkoutsDecider, [...old, started('o2', 'b:1', 1, 2)])
        .when(start('o3', 'c:1', 2, 3))
        .thenRejects({ status: 429, message: orderMessages.tooManyUnpaid(2) });
      // Started before, placed now: nothing is known of the revision it read, so none is kept.
      givenEvents(checkoutsDecider, [started('o1', 'a:2', 0)])
        .when(place('o1'))
        .then([{ type: 'CheckoutPlaced', data: { userId: 'u1', orderId: 'o1' } }]);
    });
  });

  it('takes the cart of a checkout paid before it was placed (PayPal), and of no checkout ended otherwise', () => {
    const paypal = [started('o1', 'a:2', 0, 4)];
    // Paid: the lines left the cart with the payment; a request that read them before is that order.
    const paid = givenEvents(checkoutsDecider, [...paypal, ended('o1')]);
    paid.when(start('o2', 'a:2', 1, 4)).then([]);
    expect(joinedOrder(paid.state, start('o2', 'a:2', 1, 4))).toBe('o1');
    paid.when(start('o2', 'a:2', 1, 6)).then([started('o2', 'a:2', 1, 6)]);
    // Cancelled (or expired, failed): the lines are still in the cart, as they were, to order again.
    givenEvents(checkoutsDecider, [...paypal, ended('o1', 'cancelled')])
      .when(start('o2', 'a:2', 1, 4))
      .then([started('o2', 'a:2', 1, 4)]);
  });

  it('ends a checkout once', () => {
    const end = { type: 'EndCheckout' as const, userId: 'u1', orderId: 'o1', reason: 'paid' as const };
    givenEvents(checkoutsDecider, [started('o1', 'a:1', 0, 1)])
      .when(end)
      .then([ended('o1')]);
    givenEvents(checkoutsDecider, []).when(end).then([]);
  });
});
