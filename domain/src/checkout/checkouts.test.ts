import { orderMessages, type CheckoutEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { cartKeyOf, checkoutsDecider } from './checkouts';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const started = (orderId: string, cartKey: string, minute: number): CheckoutEvent => ({
  type: 'CheckoutStarted',
  data: { userId: 'u1', orderId, cartKey, startedAt: at(minute), expiresAt: at(minute + 15) },
});
const start = (orderId: string, cartKey: string, minute: number) => ({
  type: 'StartCheckout' as const,
  userId: 'u1',
  orderId,
  cartKey,
  now: at(minute),
  expiresAt: at(minute + 15),
  maxUnpaid: 2,
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

  it('starts a checkout, and joins (changes nothing for) the same cart under way', () => {
    givenEvents(checkoutsDecider, [])
      .when(start('o1', 'a:2', 0))
      .then([started('o1', 'a:2', 0)]);
    givenEvents(checkoutsDecider, [started('o1', 'a:2', 0)])
      .when(start('o2', 'a:2', 1))
      .then([]);
  });

  it('refuses a third unpaid order with 429, but counts neither ended nor expired ones', () => {
    const two = [started('o1', 'a:1', 0), started('o2', 'b:1', 1)];
    givenEvents(checkoutsDecider, two)
      .when(start('o3', 'c:1', 2))
      .thenRejects({ status: 429, message: orderMessages.tooManyUnpaid(2) });
    const ended: CheckoutEvent = { type: 'CheckoutEnded', data: { userId: 'u1', orderId: 'o1', reason: 'paid' } };
    givenEvents(checkoutsDecider, [...two, ended])
      .when(start('o3', 'c:1', 2))
      .then([started('o3', 'c:1', 2)]);
    // o1's deadline (10:15) has passed by 10:16.
    givenEvents(checkoutsDecider, two)
      .when(start('o3', 'c:1', 16))
      .then([started('o3', 'c:1', 16)]);
  });

  it('takes the cart of a checkout placed to be paid later: the same lines again are a new order, the placed one still counts', () => {
    const placed: CheckoutEvent = { type: 'CheckoutPlaced', data: { userId: 'u1', orderId: 'o1' } };
    const place = { type: 'PlaceCheckout' as const, userId: 'u1', orderId: 'o1' };
    givenEvents(checkoutsDecider, [started('o1', 'a:2', 0)])
      .when(place)
      .then([placed]);
    givenEvents(checkoutsDecider, [started('o1', 'a:2', 0), placed])
      .when(place)
      .then([]);
    givenEvents(checkoutsDecider, [started('o1', 'a:2', 0), placed])
      .when(start('o2', 'a:2', 1))
      .then([started('o2', 'a:2', 1)]);
    givenEvents(checkoutsDecider, [started('o1', 'a:2', 0), placed, started('o2', 'b:1', 1)])
      .when(start('o3', 'c:1', 2))
      .thenRejects({ status: 429, message: orderMessages.tooManyUnpaid(2) });
  });

  it('ends a checkout once', () => {
    const end = { type: 'EndCheckout' as const, userId: 'u1', orderId: 'o1', reason: 'paid' as const };
    givenEvents(checkoutsDecider, [started('o1', 'a:1', 0)])
      .when(end)
      .then([{ type: 'CheckoutEnded', data: { userId: 'u1', orderId: 'o1', reason: 'paid' } }]);
    givenEvents(checkoutsDecider, []).when(end).then([]);
  });
});
