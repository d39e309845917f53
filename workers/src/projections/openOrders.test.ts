import type { AnyEvent } from '@tavico/contracts';
import { openOrdersProjection } from './openOrders';
import { fold, recorded } from './recorded';

const deadline = '2026-11-22T10:00:00.000Z';
const reserved: AnyEvent = {
  type: 'StockReserved',
  data: { productId: 'p1', orderId: 'o1', quantity: 2, expiresAt: deadline },
};
const placedCod: AnyEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [{ productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 12550, quantity: 2 }],
    address: { addressId: 'a1', address: '1 Hàng Gai', city: 'Hà Nội', pincode: '', phone: '0912345678', notes: '' },
    totalCents: 25100,
    paymentMethod: 'cod',
    placedAt: '2026-11-21T10:00:00.000Z',
    expiresAt: deadline,
  },
};

describe('open orders (the deadlines still to keep)', () => {
  it('keeps a cash-on-delivery order’s confirmation deadline until staff confirm it, then none', () => {
    const waiting = fold(openOrdersProjection, [recorded(reserved), recorded(placedCod)]);
    expect(waiting).toMatchObject({ heldProducts: ['p1'], awaitingPayment: true, expiresAt: deadline });
    const confirmed = fold(openOrdersProjection, [
      recorded(reserved),
      recorded(placedCod),
      recorded({ type: 'OrderConfirmed', data: { orderId: 'o1', by: { id: 'a1', name: 'Admin' }, at: deadline } }),
    ]);
    // Still holding its stock and awaiting its cash at the door, with no deadline job to keep.
    expect(confirmed).toMatchObject({ heldProducts: ['p1'], awaitingPayment: true, expiresAt: null });
  });
});
