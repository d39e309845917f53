import { orderMessages, type CheckoutEvent, type PaymentMethod } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { cartKeyOf, checkoutsDecider, joinedOrder } from './checkouts';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** A checkout of the cart `cartKey` as read at `cartRevision` (none: started before it was kept). */
const started = (
  orderId: string,
  cartKey: string,
  minute: number,
  cartRevision?: number,
  method: PaymentMethod = 'paypal',
): CheckoutEvent => ({
  type: 'CheckoutStarted',
  data: {
    userId: 'u1',
    orderId,
    cartKey,
    ...(cartRevision === undefined ? {} : { cartRevision }),
    startedAt: at(minute),
    expiresAt: at(minute + 15),
    method,
  },
});
const policy = { maxUnpaid: 2, maxOpenCod: 3, maxHeldUnitsPerProduct: 10 };
const start = (
  orderId: string,
  cartKey: string,
  minute: number,
  cartRevision = 0,
  method: PaymentMethod = 'paypal',
) => ({
  type: 'StartCheckout' as const,
  userId: 'u1',
  orderId,
  cartKey,
  cartRevision,
  now: at(minute),
  expiresAt: at(minute + 15),
  method,
  policy,
  hotline: '0909 123 456',
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

  describe('what one buyer may hold (decisions §36)', () => {
    const confirm = (orderId: string) => ({ type: 'ConfirmCheckout' as const, userId: 'u1', orderId });
    const confirmed = (orderId: string): CheckoutEvent => ({
      type: 'CheckoutConfirmed',
      data: { userId: 'u1', orderId },
    });
    const heldTooMuch = { status: 400, message: orderMessages.tooManyHeldUnits(10, '0909 123 456') };

    it('does not count cash-on-delivery orders as unpaid: they have a cap of their own', () => {
      const twoUnpaid = [started('o1', 'a:1', 0, 1), started('o2', 'b:1', 1, 2, 'bank-transfer')];
      givenEvents(checkoutsDecider, twoUnpaid)
        .when(start('o3', 'c:1', 2, 3, 'cod'))
        .then([started('o3', 'c:1', 2, 3, 'cod')]);
      const threeCod = [
        started('o1', 'a:1', 0, 1, 'cod'),
        started('o2', 'b:1', 1, 2, 'cod'),
        started('o3', 'c:1', 2, 3, 'cod'),
      ];
      givenEvents(checkoutsDecider, threeCod)
        .when(start('o4', 'd:1', 3, 4, 'cod'))
        .thenRejects({ status: 429, message: orderMessages.tooManyOpenCod(3) });
      givenEvents(checkoutsDecider, threeCod)
        .when(start('o4', 'd:1', 3, 4, 'bank-transfer'))
        .then([started('o4', 'd:1', 3, 4, 'bank-transfer')]);
    });

    it('keeps a confirmed cash-on-delivery order open past its deadline, until it ends', () => {
      const given = givenEvents(checkoutsDecider, [started('o1', 'a:1', 0, 1, 'cod')]);
      given.when(confirm('o1')).then([confirmed('o1')]);
      const threeCod = [
        started('o1', 'a:1', 0, 1, 'cod'),
        confirmed('o1'),
        started('o2', 'b:1', 1, 2, 'cod'),
        started('o3', 'c:1', 2, 3, 'cod'),
      ];
      givenEvents(checkoutsDecider, threeCod).when(confirm('o1')).then([]);
      // At 10:17, o2's and o3's deadlines (10:16, 10:17) have passed; o1, confirmed, still counts.
      givenEvents(checkoutsDecider, [...threeCod, started('o4', 'd:1', 3, 4, 'cod')])
        .when(start('o5', 'e:1', 17, 5, 'cod'))
        .then([started('o5', 'e:1', 17, 5, 'cod')]);
      givenEvents(checkoutsDecider, [
        ...threeCod,
        started('o4', 'd:1', 3, 4, 'cod'),
        started('o5', 'e:1', 17, 5, 'cod'),
      ])
        .when(start('o6', 'f:1', 17, 6, 'cod'))
        .thenRejects({ status: 429, message: orderMessages.tooManyOpenCod(3) });
      givenEvents(checkoutsDecider, [...threeCod, ended('o1')])
        .when(start('o4', 'd:1', 3, 4, 'cod'))
        .then([started('o4', 'd:1', 3, 4, 'cod')]);
    });

    it('holds at most 10 units of one product in orders not yet paid or confirmed, naming the hotline', () => {
      givenEvents(checkoutsDecider, [])
        .when(start('o1', 'a:11', 0, 1, 'cod'))
        .thenRejects(heldTooMuch);
      givenEvents(checkoutsDecider, [])
        .when(start('o1', 'a:10,b:10', 0, 1, 'bank-transfer'))
        .then([started('o1', 'a:10,b:10', 0, 1, 'bank-transfer')]);
      const eight = [started('o1', 'a:5', 0, 1, 'bank-transfer'), started('o2', 'a:3,b:1', 1, 2, 'cod')];
      givenEvents(checkoutsDecider, eight)
        .when(start('o3', 'a:3', 2, 3, 'cod'))
        .thenRejects(heldTooMuch);
      givenEvents(checkoutsDecider, eight)
        .when(start('o3', 'a:2,b:9', 2, 3, 'cod'))
        .then([started('o3', 'a:2,b:9', 2, 3, 'cod')]);
      // Paid at once, PayPal is not capped; a confirmed COD order no longer holds against the cap.
      givenEvents(checkoutsDecider, eight)
        .when(start('o3', 'a:50', 2, 3))
        .then([started('o3', 'a:50', 2, 3)]);
      givenEvents(checkoutsDecider, eight)
        .when(start('o3', 'a:4', 2, 3, 'cod'))
        .thenRejects(heldTooMuch);
      givenEvents(checkoutsDecider, [...eight, confirmed('o2')])
        .when(start('o3', 'a:4', 2, 3, 'cod'))
        .then([started('o3', 'a:4', 2, 3, 'cod')]);
      // Nor do orders past their deadline, nor PayPal ones.
      givenEvents(checkoutsDecider, [started('o1', 'a:9', 0, 1), started('o2', 'a:9', 1, 2, 'cod')])
        .when(start('o3', 'a:5', 20, 3, 'cod'))
        .then([started('o3', 'a:5', 20, 3, 'cod')]);
    });

    it('answers an empty cart left by an order just placed with that order, and refuses any other', () => {
      // o1 read the cart at revision 4 with two lines, and took them: the cart is empty at revision 6.
      const placedO1 = [started('o1', 'a:2,b:1', 0, 4, 'cod'), placed('o1', 'a:2,b:1', 4)];
      const given = givenEvents(checkoutsDecider, placedO1);
      given.when(start('o2', '', 1, 6, 'cod')).then([]);
      expect(joinedOrder(given.state, start('o2', '', 1, 6))).toBe('o1');
      // The cart changed since (revision 7), or o1 ended: there is nothing to check out.
      const empty = { status: 400, message: orderMessages.emptyCart };
      given.when(start('o2', '', 1, 7, 'cod')).thenRejects(empty);
      givenEvents(checkoutsDecider, [...placedO1, ended('o1', 'cancelled')])
        .when(start('o2', '', 1, 6, 'cod'))
        .thenRejects(empty);
      givenEvents(checkoutsDecider, [])
        .when(start('o1', '', 1, -1))
        .thenRejects(empty);
    });
  });

  it('ends a checkout once', () => {
    const end = { type: 'EndCheckout' as const, userId: 'u1', orderId: 'o1', reason: 'paid' as const };
    givenEvents(checkoutsDecider, [started('o1', 'a:1', 0, 1)])
      .when(end)
      .then([ended('o1')]);
    givenEvents(checkoutsDecider, []).when(end).then([]);
  });
});
