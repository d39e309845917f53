import { orderMessages, type OrderEvent } from '@tavico/contracts';
import { givenEvents, shippingAddress } from '../testing';
import { orderDecider } from './decide';

const placedData = {
  orderId: 'o1',
  userId: 'u1',
  userName: 'Lan',
  items: [
    { productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 24999, quantity: 2 },
    { productId: 'p2', title: 'Ghế', image: '/g.svg', priceCents: 1999, quantity: 3 },
  ],
  address: shippingAddress,
  paymentMethod: 'paypal' as const,
  placedAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:15:00.000Z',
};
const placed: OrderEvent = { type: 'OrderPlaced', data: { ...placedData, totalCents: 55995 } };
const at = (time: string) => `2026-11-21T${time}.000Z`;
const staff = { id: 'a1', name: 'Admin' };
describe('order decider', () => {
  describe('cash on delivery, waiting for staff to confirm it by phone (decisions §36)', () => {
    const deadline = '2026-11-22T10:00:00.000Z';
    const cod: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...placedData, paymentMethod: 'cod', expiresAt: deadline, totalCents: 55995 },
    };
    const confirmed = (time: string): OrderEvent => ({
      type: 'OrderConfirmed',
      data: { orderId: 'o1', by: staff, at: at(time) },
    });

    it('is pending until confirmed; confirming ends its deadline, once', () => {
      const given = givenEvents(orderDecider, [cod]);
      expect(given.state).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', expiresAt: deadline });
      given.when({ type: 'ConfirmOrder', by: staff, now: at('10:30:00') }).then([confirmed('10:30:00')]);
      const after = givenEvents(orderDecider, [cod, confirmed('10:30:00')]);
      expect(after.state).toMatchObject({ orderStatus: 'confirmed', expiresAt: null });
      expect(after.state?.timeline.map((s) => s.step)).toEqual(['placed', 'confirmed']);
      after.when({ type: 'ConfirmOrder', by: staff, now: at('10:31:00') }).then([]);
      after.when({ type: 'ExpireOrder', now: '2026-11-22T10:00:01.000Z' }).then([]);
    });

    it('expires at its deadline when nobody confirmed it', () => {
      givenEvents(orderDecider, [cod])
        .when({ type: 'ExpireOrder', now: at('23:00:00') })
        .then([]);
      givenEvents(orderDecider, [cod])
        .when({ type: 'ExpireOrder', now: deadline })
        .then([{ type: 'OrderExpired', data: { orderId: 'o1', at: deadline } }]);
    });

    it('is confirmed by being moved on (processing, shipping, delivered), not by being rejected', () => {
      givenEvents(orderDecider, [cod])
        .when({ type: 'ChangeOrderStatus', to: 'inProcess', by: staff, now: at('11:00:00') })
        .then([
          confirmed('11:00:00'),
          {
            type: 'OrderStatusChanged',
            data: { orderId: 'o1', from: 'confirmed', to: 'inProcess', at: at('11:00:00') },
          },
        ]);
      givenEvents(orderDecider, [cod])
        .when({ type: 'ChangeOrderStatus', to: 'rejected', by: staff, now: at('11:00:00') })
        .then([
          {
            type: 'OrderStatusChanged',
            data: { orderId: 'o1', from: 'pending', to: 'rejected', at: at('11:00:00') },
          },
        ]);
    });

    it('is not for other payment methods, nor for an order that ended', () => {
      givenEvents(orderDecider, [placed])
        .when({ type: 'ConfirmOrder', by: staff, now: at('10:30:00') })
        .thenRejects({ status: 400, message: orderMessages.notCod });
      givenEvents(orderDecider, [cod, { type: 'OrderCancelled', data: { orderId: 'o1', at: at('10:10:00') } }])
        .when({ type: 'ConfirmOrder', by: staff, now: at('10:30:00') })
        .thenRejects({ status: 409, message: orderMessages.statusFinal });
    });
  });
});
