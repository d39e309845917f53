import {
  keyframeBefore,
  namedHistory,
  orderAfter,
  orderChanges,
  orderView,
  type AnyEvent,
  type OrderHistoryDocument,
  type OrderHistoryStep,
  type OrderState,
  type OrderStatus,
  type RecordedEvent,
} from '@tavico/contracts';
import { evolveOrder } from '@tavico/domain';
import { orderHistoriesProjection as histories } from './orderHistories';
import { recorded } from './recorded';

/** A long order: placed, paid, then 128 status changes (130 events, revisions 0 to 129). */
function longOrder(): RecordedEvent<AnyEvent>[] {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 21, 10, i)).toISOString();
  const events: AnyEvent[] = [
    {
      type: 'OrderPlaced',
      data: {
        orderId: 'o9',
        userId: 'u1',
        userName: 'Lan',
        items: [{ productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 12550, quantity: 2 }],
        address: {
          addressId: 'a1',
          address: '1 Hàng Gai',
          city: 'Hà Nội',
          pincode: '1',
          phone: '0912345678',
          notes: '-',
        },
        totalCents: 25100,
        paymentMethod: 'paypal',
        placedAt: at(0),
        expiresAt: at(15),
      },
    },
    {
      type: 'OrderPaid',
      data: { orderId: 'o9', paymentId: 'SBX-1', payerId: 'P1', captureId: 'C1', totalCents: 25100, at: at(1) },
    },
  ];
  let from: OrderStatus = 'confirmed';
  while (events.length < 130) {
    const to: OrderStatus = from === 'inProcess' ? 'inShipping' : 'inProcess';
    events.push({ type: 'OrderStatusChanged', data: { orderId: 'o9', from, to, at: at(events.length) } });
    from = to;
  }
  return events.map((e, revision) => ({ ...recorded(e, at(revision)), revision }));
}

/**
 * Folds the events as the runner does, each onto its block and the block it follows, as this
 * process made them or as stored (read back as JSON); gives every step in order.
 */
function project(events: RecordedEvent<AnyEvent>[], stored: boolean): OrderHistoryStep[] {
  const docs = new Map<string, OrderHistoryDocument>();
  for (const event of events) {
    const id = histories.documentId(event)!;
    const followed = histories.follows!(event).map((b) => docs.get(b) ?? null);
    const block = histories.evolve(docs.get(id) ?? null, event, followed)!;
    docs.set(id, stored ? (JSON.parse(JSON.stringify(block)) as OrderHistoryDocument) : block);
  }
  expect([...docs.keys()]).toEqual(['o9:0', 'o9:1', 'o9:2', 'o9:3', 'o9:4', 'o9:5']);
  return [...docs.values()].flatMap((block) => block.steps);
}

describe('order history steps', () => {
  const events = longOrder();
  // The order after each event, folded directly.
  const orders: OrderState[] = [];
  events.forEach((e, i) => orders.push(evolveOrder(orders[i - 1] ?? null, e as never)!));

  it.each([false, true])(
    'keeps 25 steps a document and rebuilds each step’s order as folded directly (steps read back from the store: %s)',
    (stored) => {
      const steps = project(events, stored);
      expect(steps.map((s) => s.revision)).toEqual(events.map((_, i) => i));
      // Whole orders at 0, 25, 50…; the others keep what changed, the timeline as what was appended.
      expect(steps.filter((s) => s.order).map((s) => s.revision)).toEqual([0, 25, 50, 75, 100, 125]);
      expect(steps[60]).toMatchObject({ set: { orderStatus: orders[60].orderStatus }, appended: [expect.anything()] });
      expect(JSON.stringify(steps[60]).length).toBeLessThan(400);
      let order: OrderState | null = null;
      for (const step of steps) {
        order = orderAfter(order, JSON.parse(JSON.stringify(step)) as OrderHistoryStep);
        expect(order).toEqual(orders[step.revision]);
      }
    },
  );

  it('answers pages of 100 from the keyframe before them with the views and changes of each step', () => {
    const steps = project(events, true);
    for (const [from, to] of [
      [0, 99],
      [100, 129],
      [30, 129],
    ]) {
      const read = steps.filter((s) => s.revision >= (from === 0 ? 0 : keyframeBefore(from - 1)) && s.revision <= to);
      const entries = namedHistory(read, new Map([['a1', 'Admin']]), from);
      expect(entries.map((e) => e.revision)).toEqual(events.slice(from, to + 1).map((_, i) => from + i));
      entries.forEach((entry) => {
        const r = entry.revision;
        expect(entry.state).toEqual(orderView(orders[r]));
        expect(entry.changes).toEqual(orderChanges(r === 0 ? null : orderView(orders[r - 1]), orderView(orders[r])));
        expect(entry.actor).toEqual({ id: 'a1', name: 'Admin', role: 'admin' });
      });
    }
    // Each status change shows as one, from the status before.
    const [entry] = namedHistory(steps.slice(75, 101), new Map(), 100);
    expect(entry.changes).toEqual([
      { field: 'orderStatus', from: orders[99].orderStatus, to: orders[100].orderStatus },
    ]);
  });
});
