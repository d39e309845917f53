import {
  defaultCarriers,
  orderMessages,
  orderView,
  supplierOrderView,
  type OrderEvent,
  type OrderState,
} from '@tavico/contracts';
import { givenEvents, shippingAddress } from '../testing';
import { orderDecider } from './decide';
import { evolve } from './order';

const at = (time: string) => `2026-11-27T${time}.000Z`;
const lines = [
  { productId: 'p1', title: 'Bàn trà', image: '/b.svg', priceCents: 3_200_000, quantity: 1, supplierId: 's1' },
  { productId: 'p2', title: 'Ghế đẩu', image: '/g.svg', priceCents: 450_000, quantity: 2, supplierId: 's2' },
];
/** A cash-on-delivery order of two suppliers' lines, in đồng, confirmed at once (no deadline). */
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: lines,
    address: shippingAddress,
    paymentMethod: 'cod',
    currency: 'VND',
    shipping: { zone: 'Nội thành', feeCents: 30_000, minDays: 1, maxDays: 2 },
    placedAt: at('10:00:00'),
    expiresAt: null,
    totalCents: 4_130_000,
  },
} as OrderEvent;
const ghn = defaultCarriers.find((c) => c.id === 'ghn')!;
const truck = defaultCarriers.find((c) => c.id === 'own')!;
const handOver = (supplierId: string, carrier?: typeof ghn, trackingCode?: string) => ({
  type: 'FulfilLines' as const,
  supplierId,
  to: 'handedOver' as const,
  carrier,
  trackingCode,
  now: at('11:00:00'),
});
const fold = (events: OrderEvent[]) => events.reduce<OrderState | null>(evolve, null) as OrderState;

describe('handing lines to a carrier', () => {
  it('records the carrier, the tracking number and the link to its tracking page', () => {
    givenEvents(orderDecider, [placed])
      .when(handOver('s1', ghn, 'GHN5NK8XT'))
      .then([
        {
          type: 'OrderLinesFulfilled',
          data: {
            orderId: 'o1',
            supplierId: 's1',
            productIds: ['p1'],
            to: 'handedOver',
            at: at('11:00:00'),
            shipment: {
              carrierId: 'ghn',
              carrierName: ghn.name,
              trackingCode: 'GHN5NK8XT',
              trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
            },
          },
        },
      ]);
  });

  it('refuses a hand-over without a carrier, or without the number a carrier with tracking needs', () => {
    givenEvents(orderDecider, [placed])
      .when(handOver('s1'))
      .thenRejects({ status: 400, message: orderMessages.carrierNeeded });
    givenEvents(orderDecider, [placed])
      .when(handOver('s1', ghn, ''))
      .thenRejects({ status: 400, message: orderMessages.trackingNeeded(ghn.name) });
  });

  it('takes the shop’s own truck without a number, and packing needs no carrier', () => {
    const [event] = orderDecider.decide(handOver('s2', truck, 'IGNORED1'), fold([placed]));
    expect(event).toMatchObject({
      data: { shipment: { carrierId: 'own', trackingCode: '', trackingUrl: null } },
    });
    const packed = orderDecider.decide(
      { type: 'FulfilLines', supplierId: 's1', to: 'packed', now: at('10:30:00') },
      fold([placed]),
    );
    expect(packed).toHaveLength(1);
    expect(packed[0].data).not.toHaveProperty('shipment');
  });

  it('shows the customer each parcel once, and each supplier what to collect on delivery', () => {
    const handed = orderDecider.decide(handOver('s1', ghn, 'GHN5NK8XT'), fold([placed]));
    const order = fold([placed, ...handed]);
    const view = orderView(order);
    expect(view.shipments).toEqual([
      {
        carrierId: 'ghn',
        carrierName: ghn.name,
        trackingCode: 'GHN5NK8XT',
        trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
      },
    ]);
    expect(view.cartItems.map((l) => l.shipment?.trackingCode ?? null)).toEqual(['GHN5NK8XT', null]);
    // Two suppliers: each parcel collects its own lines; the fee goes with neither alone.
    expect(supplierOrderView(order, 's1').codToCollect).toBe(3_200_000);
    expect(supplierOrderView(order, 's2').codToCollect).toBe(900_000);
    // One supplier's whole order: its parcel collects the shipping fee too.
    const alone = fold([
      { ...placed, data: { ...placed.data, items: [lines[0]], totalCents: 3_230_000 } } as OrderEvent,
    ]);
    expect(supplierOrderView(alone, 's1').codToCollect).toBe(3_230_000);
    // Paid already (or not cash): nothing to collect.
    expect(supplierOrderView({ ...order, paymentStatus: 'paid' }, 's1').codToCollect).toBeNull();
  });
});
