import type { OrderLiveEvent, OrderView } from '@tavico/contracts/client';

/** An order as the API answers it. */
export const order = (id: string, orderStatus: OrderView['orderStatus'] = 'confirmed'): OrderView => ({
  _id: id,
  userId: 'u1',
  userName: 'Lan',
  cartId: 'u1',
  cartItems: [{ productId: 'p', title: 'Bàn', image: '/p.png', price: 10, quantity: 1 }],
  addressInfo: { addressId: 'a', address: '1 Lê Lợi', city: 'Biên Hòa', pincode: '810000', phone: '0901', notes: '-' },
  orderStatus,
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  totalAmount: 10,
  orderDate: '2026-11-21T08:00:00.000Z',
  orderUpdateDate: '2026-11-21T08:00:00.000Z',
  paymentId: 'pay',
  payerId: 'payer',
  expiresAt: '2026-11-21T08:15:00.000Z',
});
/** A live push for an order, as the workers send it. */
export const push = (orderId: string, orderStatus: OrderView['orderStatus'], position: number): OrderLiveEvent => ({
  event: 'order:statusChanged',
  orderId,
  userId: 'u1',
  orderStatus,
  paymentStatus: 'paid',
  previousStatus: 'confirmed',
  position,
  at: '2026-11-21T09:00:00.000Z',
  row: {
    _id: orderId,
    userName: 'Lan',
    orderDate: '2026-11-21T08:00:00.000Z',
    orderUpdateDate: '2026-11-21T09:00:00.000Z',
    orderStatus,
    paymentStatus: 'paid',
    totalAmount: 10,
  },
});
