import { defaultCarriers, orderMessages, orderView, type OrderEvent, type OrderState } from '@tavico/contracts';
import { givenEvents, shippingAddress } from '../testing';
import { orderDecider } from './decide';
import { evolve } from './order';

const at = (time: string) => `2026-11-27T${time}.000Z`;
/** A paid order of one house line (no supplier's) and one supplier's line. */
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [
      { productId: 'p9', title: 'Tủ Tavico', image: '/t.svg', priceCents: 5_000_000, quantity: 1 },
      { productId: 'p1', title: 'Bàn trà', image: '/b.svg', priceCents: 3_200_000, quantity: 1, supplierId: 's1' },
    ],
    address: shippingAddress,
    paymentMethod: 'cod',
    currency: 'VND',
    placedAt: at('10:00:00'),
    expiresAt: null,
    totalCents: 8_200_000,
  },
} as OrderEvent;
const ghn = defaultCarriers.find((c) => c.id === 'ghn')!;
const truck = defaultCarriers.find((c) => c.id === 'own')!;
const by = { id: 'a1', name: 'Hà' };
const toShipping = (carrier?: typeof ghn, trackingCode?: string) => ({
  type: 'ChangeOrderStatus' as const,
  to: 'inShipping' as const,
  by,
  now: at('12:00:00'),
  ...(carrier ? { carrier, trackingCode } : {}),
});
const fold = (events: OrderEvent[]) => events.reduce<OrderState | null>(evolve, null) as OrderState;
const statusOf = (events: OrderEvent[]) => fold([placed, ...events]).orderStatus;

describe("an admin handing the house's own lines to a carrier", () => {
  it('records the carrier and number on the house lines when moving the order to shipping', () => {
    const before = [placed];
    const from = statusOf([]);
    givenEvents(orderDecider, before)
      .when(toShipping(ghn, 'GHN5NK8XT'))
      .then([
        {
          type: 'OrderLinesFulfilled',
          data: {
            orderId: 'o1',
            supplierId: '',
            productIds: ['p9'],
            to: 'handedOver',
            at: at('12:00:00'),
            shipment: {
              carrierId: 'ghn',
              carrierName: ghn.name,
              trackingCode: 'GHN5NK8XT',
              trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
            },
          },
        },
        { type: 'OrderStatusChanged', data: { orderId: 'o1', from, to: 'inShipping', at: at('12:00:00') } },
      ]);
  });

  it('shows the customer the parcel, on the house line only', () => {
    const order = fold([placed, ...orderDecider.decide(toShipping(truck, 'IGNORED1'), fold([placed]))]);
    const view = orderView(order);
    expect(view.orderStatus).toBe('inShipping');
    expect(view.shipments).toEqual([
      { carrierId: 'own', carrierName: truck.name, trackingCode: '', trackingUrl: null },
    ]);
    expect(view.cartItems.map((l) => l.shipment?.carrierId ?? null)).toEqual(['own', null]);
  });

  it("refuses a carrier with tracking but no number, as a supplier's hand-over is refused", () => {
    givenEvents(orderDecider, [placed])
      .when(toShipping(ghn, ''))
      .thenRejects({ status: 400, message: orderMessages.trackingNeeded(ghn.name) });
  });

  it('changes only the status without a carrier, for another status, or once the house lines went', () => {
    const changedOnly = (events: OrderEvent[]) => events.map((e) => e.type);
    expect(changedOnly(orderDecider.decide(toShipping(), fold([placed])))).toEqual(['OrderStatusChanged']);
    expect(
      changedOnly(orderDecider.decide({ ...toShipping(ghn, 'GHN5NK8XT'), to: 'inProcess' }, fold([placed]))),
    ).toEqual(['OrderStatusChanged']);
    const shipped = [placed, ...orderDecider.decide(toShipping(truck), fold([placed]))];
    const back = [...shipped, ...orderDecider.decide({ ...toShipping(), to: 'inProcess' }, fold(shipped))];
    expect(changedOnly(orderDecider.decide(toShipping(ghn, 'GHN5NK8XT'), fold(back)))).toEqual(['OrderStatusChanged']);
  });
});
