import {
  collections,
  streams,
  type AnyEvent,
  type OrderDocument,
  type OrderLiveEvent,
  type RecordedEvent,
  type SupplierOrderLiveEvent,
} from '@tavico/contracts';
import { createMemoryDocumentStore, createMetrics, type LiveNotifier } from '@tavico/infrastructure';
import { ordersProjection } from '../projections/orders';
import { orderPushReactor } from './orderPushes';

const at = '2026-11-21T10:00:00.000Z';
const placed: AnyEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [{ productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 12550, quantity: 2, supplierId: 's1' }],
    address: { addressId: 'a1', address: '1 Hàng Gai', city: 'Hà Nội', pincode: '100000', phone: '0912', notes: '-' },
    totalCents: 25100,
    paymentMethod: 'paypal',
    placedAt: at,
    expiresAt: '2026-11-21T10:15:00.000Z',
  },
};
const paymentCreated: AnyEvent = {
  type: 'OrderPaymentCreated',
  data: { orderId: 'o1', provider: 'sandbox', paymentId: 'SBX-1', approvalURL: '/pay', at },
};
const paid: AnyEvent = {
  type: 'OrderPaid',
  data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P1', captureId: 'C1', totalCents: 25100, at },
};

/** The order's stream as the log gives it: revisions 0, 1, 2 among other streams' positions. */
const stream: RecordedEvent<AnyEvent>[] = [placed, paymentCreated, paid].map((event, revision) => ({
  ...event,
  id: `e${revision}`,
  streamId: streams.order('o1'),
  revision,
  position: 10 + revision * 3,
  metadata: { actorId: 'u1', actorRole: 'customer', correlationId: 'c', causationId: null, time: at },
}));

describe('order pushes', () => {
  it("pushes every event of an order with its revision in the order's stream; suppliers hear of all but the payment's steps", async () => {
    const store = createMemoryDocumentStore();
    const emitted: { rooms: string[]; event: string; payload: unknown }[] = [];
    const live: LiveNotifier = {
      emit: (rooms, event, payload) => void emitted.push({ rooms: [rooms].flat(), event, payload }),
      close: async () => undefined,
    };
    const reactor = orderPushReactor({ store, live, metrics: createMetrics('test') });
    const orders = store.collection<OrderDocument>(collections.orders);
    let order: OrderDocument | null = null;
    // As the runner does: the projection first, then the reactor, event by event.
    for (const event of stream) {
      order = ordersProjection.evolve(order, event);
      await orders.replaceOne({ _id: 'o1' }, order as OrderDocument, { upsert: true });
      await reactor.react(event);
    }
    expect(order?.revision).toBe(2);

    const toBrowsers = emitted.filter((e) => e.rooms.includes('admins'));
    expect(toBrowsers.map((e) => e.rooms)).toEqual(Array(3).fill(['user:u1', 'admins']));
    expect(
      toBrowsers.map((e) => {
        const push = e.payload as OrderLiveEvent;
        return [e.event, push.revision, push.position, push.orderStatus];
      }),
    ).toEqual([
      ['order:placed', 0, 10, 'pending'],
      ['order:updated', 1, 13, 'pending'],
      ['order:paid', 2, 16, 'confirmed'],
    ]);
    const toSuppliers = emitted.filter((e) => e.rooms.includes('user:s1'));
    expect(toSuppliers.map((e) => [e.event, (e.payload as SupplierOrderLiveEvent).revision])).toEqual([
      ['supplierOrder:changed', 0],
      ['supplierOrder:changed', 2],
    ]);
  });
});
