import type { OrderCodeEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { codeOf, orderCodesDecider } from './orderCodes';

const assigned = (number: number, orderId: string): OrderCodeEvent => ({
  type: 'OrderCodeAssigned',
  data: { year: 2026, number, code: `TV-26-${String(number).padStart(7, '0')}`, orderId },
});

describe('order codes', () => {
  it("gives the year's first order number 1, as TV-26-0000001", () => {
    givenEvents(orderCodesDecider, [])
      .when({ type: 'AssignOrderCode', year: 2026, orderId: 'o1' })
      .then([assigned(1, 'o1')]);
  });

  it('numbers each next order one more, with no gap', () => {
    givenEvents(orderCodesDecider, [assigned(1, 'o1'), assigned(2, 'o2')])
      .when({ type: 'AssignOrderCode', year: 2026, orderId: 'o3' })
      .then([assigned(3, 'o3')]);
  });

  it('gives an order asking again (a retry) its own code, not a second one', () => {
    const given = givenEvents(orderCodesDecider, [assigned(1, 'o1'), assigned(2, 'o2')]);
    given.when({ type: 'AssignOrderCode', year: 2026, orderId: 'o1' }).then([]);
    expect(codeOf(given.state, 'o1')).toBe('TV-26-0000001');
  });

  it('gives an order its own code back through 49 later orders, and forgets it at the 50th', () => {
    const later = (count: number) => Array.from({ length: count }, (_, i) => assigned(i + 2, `later${i + 1}`));
    const retriedInTime = givenEvents(orderCodesDecider, [assigned(1, 'o1'), ...later(49)]);
    retriedInTime.when({ type: 'AssignOrderCode', year: 2026, orderId: 'o1' }).then([]);
    expect(codeOf(retriedInTime.state, 'o1')).toBe('TV-26-0000001');
    // Past that, this stream cannot tell: the order's own stream says its code (the checkout reads it first).
    const forgotten = givenEvents(orderCodesDecider, [assigned(1, 'o1'), ...later(50)]);
    expect(codeOf(forgotten.state, 'o1')).toBeNull();
  });

  it('remembers only the latest codes, so its state stays small however many orders a year brings', () => {
    const many = Array.from({ length: 500 }, (_, i) => assigned(i + 1, `o${i + 1}`));
    const { state } = givenEvents(orderCodesDecider, many);
    expect(state.last).toBe(500);
    expect(Object.keys(state.recent).length).toBeLessThanOrEqual(50);
    expect(codeOf(state, 'o500')).toBe('TV-26-0000500');
  });
});
