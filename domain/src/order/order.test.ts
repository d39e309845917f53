import { orderMessages, orderView, type OrderEvent, type OrderState } from '@tavico/contracts';
import { decide as decideOrder } from './decide';
import { evolve as evolveOrder } from './order';
import { orderChanges } from './history';

const placedData = {
  orderId: 'o1',
  userId: 'u1',
  userName: 'Lan',
  items: [
    { productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 24999, quantity: 2 },
    { productId: 'p2', title: 'Ghế', image: '/g.svg', priceCents: 1999, quantity: 3 },
  ],
  address: {
    addressId: 'a1',
    address: '1 Đồng Khởi',
    city: 'Biên Hòa',
    pincode: '810000',
    phone: '0912345678',
    notes: '-',
  },
  placedAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:15:00.000Z',
};
const placed: OrderEvent = { type: 'OrderPlaced', data: { ...placedData, totalCents: 55995, paymentMethod: 'paypal' } };
const paymentCreated: OrderEvent = {
  type: 'OrderPaymentCreated',
  data: {
    orderId: 'o1',
    provider: 'sandbox',
    paymentId: 'SBX-1',
    approvalURL: '/sandbox-pay/SBX-1',
    at: placedData.placedAt,
  },
};
const at = (time: string) => `2026-11-21T${time}.000Z`;
const fold = (events: OrderEvent[]) => events.reduce<OrderState | null>(evolveOrder, null);
const rejects = (run: () => unknown, error: { status: number; message?: string }) => {
  let thrown: unknown = null;
  try {
    run();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toMatchObject(error);
};

describe('order decider', () => {
  it('places an order priced in cents, pending, paypal; never twice', () => {
    const events = decideOrder({ type: 'PlaceOrder', data: placedData }, null);
    expect(events).toEqual([placed]);
    expect(fold(events)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', totalCents: 55995 });
    rejects(() => decideOrder({ type: 'PlaceOrder', data: placedData }, fold(events)), { status: 409 });
  });

  it('starts a capture only with its own payment id, before it expires', () => {
    const open = fold([placed, paymentCreated]);
    const start = { type: 'StartCapture' as const, paymentId: 'SBX-1', payerId: 'P', now: at('10:05:00') };
    expect(decideOrder(start, open)).toEqual([
      { type: 'OrderCaptureStarted', data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', at: at('10:05:00') } },
    ]);
    rejects(() => decideOrder({ ...start, paymentId: 'SBX-2' }, open), {
      status: 400,
      message: orderMessages.wrongPayment,
    });
    rejects(() => decideOrder({ ...start, now: at('10:15:00') }, open), {
      status: 400,
      message: orderMessages.expired,
    });
  });

  it('confirms a payment once; a paid order ignores a second capture', () => {
    const capturing = fold([
      placed,
      paymentCreated,
      { type: 'OrderCaptureStarted', data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', at: at('10:05:00') } },
    ]);
    const confirm = { type: 'ConfirmPayment' as const, payerId: 'P', captureId: 'C', now: at('10:05:01') };
    const events = decideOrder(confirm, capturing);
    const paid = fold([placed, paymentCreated, ...events]);
    expect(paid).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', captureStartedAt: null });
    expect(decideOrder(confirm, paid)).toEqual([]);
    expect(decideOrder({ type: 'StartCapture', paymentId: 'SBX-1', payerId: 'P', now: at('10:30:00') }, paid)).toEqual(
      [],
    );
  });

  it('expires an unpaid order at its deadline, not before, not while a capture is under way', () => {
    const open = fold([placed, paymentCreated]);
    expect(decideOrder({ type: 'ExpireOrder', now: at('10:14:59') }, open)).toEqual([]);
    const expired = decideOrder({ type: 'ExpireOrder', now: at('10:15:00') }, open);
    expect(fold([placed, paymentCreated, ...expired])).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'expired',
    });
    const capturing = fold([
      placed,
      paymentCreated,
      { type: 'OrderCaptureStarted', data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', at: at('10:14:00') } },
    ]);
    expect(decideOrder({ type: 'ExpireOrder', now: at('10:20:00') }, capturing)).toEqual([]);
    const start = { type: 'StartCapture' as const, paymentId: 'SBX-1', payerId: 'P', now: at('10:16:00') };
    rejects(() => decideOrder(start, fold([placed, paymentCreated, ...expired])), {
      status: 400,
      message: orderMessages.expired,
    });
  });

  it('changes the status as admins ask; rejecting an unpaid order cancels its payment', () => {
    const open = fold([placed, paymentCreated]);
    const reject = { type: 'ChangeOrderStatus' as const, to: 'rejected' as const, now: at('10:06:00') };
    const events = decideOrder(reject, open);
    expect(events).toEqual([
      { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'rejected', at: at('10:06:00') } },
    ]);
    const rejected = fold([placed, paymentCreated, ...events]);
    expect(rejected).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'cancelled' });
    expect(decideOrder(reject, rejected)).toEqual([]);
    rejects(
      () => decideOrder({ type: 'StartCapture', paymentId: 'SBX-1', payerId: 'P', now: at('10:07:00') }, rejected),
      {
        status: 400,
        message: orderMessages.cancelled,
      },
    );
  });

  it('answers 404 for commands on an order that does not exist', () => {
    rejects(() => decideOrder({ type: 'ChangeOrderStatus', to: 'delivered', now: at('10:00:00') }, null), {
      status: 404,
    });
  });

  it('shows the order in the spec’s fields and names what each event changed', () => {
    const before = orderView(fold([placed]) as OrderState);
    expect(before).toMatchObject({
      _id: 'o1',
      cartItems: [
        { productId: 'p1', price: 249.99, quantity: 2 },
        { productId: 'p2', price: 19.99, quantity: 3 },
      ],
      totalAmount: 559.95,
      orderDate: placedData.placedAt,
      paymentId: null,
    });
    const after = orderView(fold([placed, paymentCreated]) as OrderState);
    expect(orderChanges(before, after)).toEqual([{ field: 'paymentId', from: null, to: 'SBX-1' }]);
  });
});
