import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { timelineOf } from './timeline';

const at = (hour: number) => `2026-11-21T${String(hour).padStart(2, '0')}:00:00.000Z`;
const withSteps = (o: OrderView, steps: [OrderView['timeline'][number]['step'], number][]): OrderView => ({
  ...o,
  timeline: steps.map(([step, hour]) => ({ step, at: at(hour) })),
});
const shown = (o: OrderView) => timelineOf(o).map(({ step, at, state }) => [step, at ? 'at' : '-', state]);

describe("the shopper's timeline", () => {
  it('shows a paid order done up to its payment, then the happy path still to come', () => {
    expect(shown(order('o1'))).toEqual([
      ['placed', 'at', 'done'],
      ['paid', 'at', 'done'],
      ['inProcess', '-', 'todo'],
      ['inShipping', '-', 'todo'],
      ['delivered', '-', 'todo'],
    ]);
  });

  it('puts the confirmation of cash on delivery first and its payment last, after delivery', () => {
    const cod = { ...order('o2', 'pending'), paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
    expect(shown(withSteps(cod, [['placed', 8]]))).toEqual([
      ['placed', 'at', 'done'],
      ['confirmed', '-', 'todo'],
      ['inProcess', '-', 'todo'],
      ['inShipping', '-', 'todo'],
      ['delivered', '-', 'todo'],
      ['paid', '-', 'todo'],
    ]);
    expect(
      shown(
        withSteps(cod, [
          ['placed', 8],
          ['delivered', 9],
          ['paid', 9],
        ]),
      ),
    ).toEqual([
      ['placed', 'at', 'done'],
      ['delivered', 'at', 'done'],
      ['paid', 'at', 'done'],
    ]);
  });

  it('leaves out what a skipped step would have been, and goes on from the furthest step reached', () => {
    expect(
      shown(
        withSteps(order('o3'), [
          ['placed', 8],
          ['paid', 8],
          ['inShipping', 10],
        ]),
      ),
    ).toEqual([
      ['placed', 'at', 'done'],
      ['paid', 'at', 'done'],
      ['inShipping', 'at', 'done'],
      ['delivered', '-', 'todo'],
    ]);
  });

  it.each(['cancelled', 'paymentCancelled', 'expired', 'rejected'] as const)(
    'ends with the %s step and nothing to come',
    (end) => {
      expect(
        shown(
          withSteps(order('o4', 'cancelled'), [
            ['placed', 8],
            [end, 9],
          ]),
        ),
      ).toEqual([
        ['placed', 'at', 'done'],
        [end, 'at', 'ended'],
      ]);
    },
  );
});
