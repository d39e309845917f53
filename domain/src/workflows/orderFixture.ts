import { shippingAddress } from '../testing';
import type { OrderEvent, OrderState, PaymentMethod } from '@tavico/contracts';
import { evolve as evolveOrder } from '../order/order';

/** For workflow tests: order o1 of Lan (u1), two lines (p1, p2), paid as the test says. */
export const orderPlaced = (paymentMethod: PaymentMethod): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [
      { productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 10000, quantity: 2 },
      { productId: 'p2', title: 'Ghế', image: '/p2.svg', priceCents: 5000, quantity: 1 },
    ],
    address: shippingAddress,
    placedAt: '2026-11-21T10:00:00.000Z',
    // Cash on delivery has no deadline.
    expiresAt: paymentMethod === 'cod' ? null : '2026-11-21T10:15:00.000Z',
    totalCents: 25000,
    paymentMethod,
  },
});

/** The order these events leave. */
export const orderAfter = (...events: OrderEvent[]): OrderState =>
  events.reduce<OrderState | null>(evolveOrder, null) as OrderState;
