import {
  orderChanges,
  orderMessages,
  orderStatusText,
  orderView,
  type OrderEvent,
  type OrderState,
} from '@tavico/contracts';
import { givenEvents, shippingAddress } from '../testing';
import { orderDecider } from './decide';
import { evolve as evolveOrder } from './order';

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
const staff = { id: 'a1', name: 'Admin' };
const captureStarted = (time: string): OrderEvent => ({
  type: 'OrderCaptureStarted',
  data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', at: at(time) },
});

describe('order decider', () => {
  it('places an order priced in cents, pending, paypal; never twice', () => {
    givenEvents(orderDecider, []).when({ type: 'PlaceOrder', data: placedData }).then([placed]);
    expect(fold([placed])).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', totalCents: 55995 });
    givenEvents(orderDecider, [placed]).when({ type: 'PlaceOrder', data: placedData }).thenRejects({ status: 409 });
  });

  it('starts a capture only with its own payment id, before it expires', () => {
    const start = { type: 'StartCapture' as const, paymentId: 'SBX-1', payerId: 'P', now: at('10:05:00') };
    givenEvents(orderDecider, [placed, paymentCreated])
      .when(start)
      .then([captureStarted('10:05:00')]);
    givenEvents(orderDecider, [placed, paymentCreated])
      .when({ ...start, paymentId: 'SBX-2' })
      .thenRejects({ status: 400, message: orderMessages.wrongPayment });
    givenEvents(orderDecider, [placed, paymentCreated])
      .when({ ...start, now: at('10:15:00') })
      .thenRejects({ status: 400, message: orderMessages.expired });
  });

  it('confirms a payment once; a paid order ignores a second capture', () => {
    const confirm = { type: 'ConfirmPayment' as const, payerId: 'P', captureId: 'C', now: at('10:05:01') };
    const capturing = [placed, paymentCreated, captureStarted('10:05:00')];
    const paidEvents = orderDecider.decide(confirm, fold(capturing));
    const paid = givenEvents(orderDecider, [...capturing, ...paidEvents]);
    expect(paid.state).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', captureStartedAt: null });
    paid.when(confirm).then([]);
    givenEvents(orderDecider, [...capturing, ...paidEvents])
      .when({ type: 'StartCapture', paymentId: 'SBX-1', payerId: 'P', now: at('10:30:00') })
      .then([]);
  });

  it('expires an unpaid order at its deadline, not before, not while a capture is under way', () => {
    givenEvents(orderDecider, [placed, paymentCreated])
      .when({ type: 'ExpireOrder', now: at('10:14:59') })
      .then([]);
    const expiring = orderDecider.decide({ type: 'ExpireOrder', now: at('10:15:00') }, fold([placed, paymentCreated]));
    expect(fold([placed, paymentCreated, ...expiring])).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'expired',
    });
    givenEvents(orderDecider, [placed, paymentCreated, captureStarted('10:14:00')])
      .when({ type: 'ExpireOrder', now: at('10:20:00') })
      .then([]);
    givenEvents(orderDecider, [placed, paymentCreated, ...expiring])
      .when({ type: 'StartCapture', paymentId: 'SBX-1', payerId: 'P', now: at('10:16:00') })
      .thenRejects({ status: 400, message: orderMessages.expired });
  });

  it('changes the status as admins ask; rejecting an unpaid order cancels its payment', () => {
    const reject = { type: 'ChangeOrderStatus' as const, to: 'rejected' as const, by: staff, now: at('10:06:00') };
    const changed: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: 'pending', to: 'rejected', at: at('10:06:00') },
    };
    givenEvents(orderDecider, [placed, paymentCreated]).when(reject).then([changed]);
    const rejected = givenEvents(orderDecider, [placed, paymentCreated, changed]);
    expect(rejected.state).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'cancelled' });
    rejected.when(reject).then([]);
    rejected
      .when({ type: 'StartCapture', paymentId: 'SBX-1', payerId: 'P', now: at('10:07:00') })
      .thenRejects({ status: 400, message: orderMessages.cancelled });
  });

  it('keeps an old cash-on-delivery order, placed with no deadline, confirmed: it never expires', () => {
    const cod: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...placedData, paymentMethod: 'cod', expiresAt: null, totalCents: 55995 },
    };
    const given = givenEvents(orderDecider, [cod]);
    expect(given.state).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending', expiresAt: null });
    given.when({ type: 'ExpireOrder', now: at('23:59:00') }).then([]);
    given.when({ type: 'ConfirmOrder', by: staff, now: at('11:00:00') }).then([]);
  });

  it('never moves a cancelled or rejected order again (decisions §37): 409, nothing changed', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', at: at('10:10:00') } };
    const rejected: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: 'pending', to: 'rejected', at: at('10:10:00') },
    };
    const expired: OrderEvent = { type: 'OrderExpired', data: { orderId: 'o1', at: at('10:15:00') } };
    for (const ending of [cancelled, rejected, expired]) {
      for (const to of ['pending', 'inProcess', 'inShipping', 'delivered'] as const) {
        givenEvents(orderDecider, [placed, ending])
          .when({ type: 'ChangeOrderStatus', to, by: staff, now: at('11:00:00') })
          .thenRejects({ status: 409, message: orderMessages.statusFinal });
      }
    }
    // Among the open statuses, any change is allowed (the spec).
    const delivered: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: 'pending', to: 'delivered', at: at('10:10:00') },
    };
    givenEvents(orderDecider, [placed, delivered])
      .when({ type: 'ChangeOrderStatus', to: 'pending', by: staff, now: at('11:00:00') })
      .then([
        { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'delivered', to: 'pending', at: at('11:00:00') } },
      ]);
  });

  it('records cash or a transfer received by an admin, once; never for a PayPal order', () => {
    const by = { id: 'a1', name: 'Admin' };
    for (const paymentMethod of ['cod', 'bank-transfer'] as const) {
      const order: OrderEvent = { type: 'OrderPlaced', data: { ...placedData, paymentMethod, totalCents: 55995 } };
      const paid: OrderEvent = {
        type: 'OrderPaid',
        data: {
          orderId: 'o1',
          paymentId: '',
          payerId: '',
          captureId: '',
          totalCents: 55995,
          at: at('11:00:00'),
          method: paymentMethod,
          receivedBy: by,
        },
      };
      givenEvents(orderDecider, [order])
        .when({ type: 'ReceivePayment', by, now: at('11:00:00') })
        .then([paid]);
      const after = givenEvents(orderDecider, [order, paid]);
      expect(after.state).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', receivedBy: by });
      after.when({ type: 'ReceivePayment', by, now: at('12:00:00') }).then([]);
    }
    givenEvents(orderDecider, [placed, paymentCreated])
      .when({ type: 'ReceivePayment', by, now: at('11:00:00') })
      .thenRejects({ status: 400, message: orderMessages.notCashOrTransfer });
  });

  it('lets the shopper cancel an unpaid order, or cash on delivery before it ships; not after', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', at: at('10:07:00') } };
    givenEvents(orderDecider, [placed, paymentCreated])
      .when({ type: 'CancelOrder', now: at('10:07:00') })
      .then([cancelled]);
    const gone = givenEvents(orderDecider, [placed, paymentCreated, cancelled]);
    expect(gone.state).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cancelled' });
    expect(gone.state?.timeline.map((s) => s.step)).toEqual(['placed', 'cancelled']);
    gone.when({ type: 'CancelOrder', now: at('10:08:00') }).then([]);

    const cod: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...placedData, paymentMethod: 'cod', expiresAt: null, totalCents: 55995 },
    };
    const shipping: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: 'confirmed', to: 'inShipping', at: at('12:00:00') },
    };
    givenEvents(orderDecider, [cod])
      .when({ type: 'CancelOrder', now: at('11:00:00') })
      .then([{ ...cancelled, data: { orderId: 'o1', at: at('11:00:00') } }]);
    givenEvents(orderDecider, [cod, shipping])
      .when({ type: 'CancelOrder', now: at('13:00:00') })
      .thenRejects({ status: 409, message: orderMessages.cannotCancel });
    const capturing = [placed, paymentCreated, captureStarted('10:05:00')];
    givenEvents(orderDecider, capturing)
      .when({ type: 'CancelOrder', now: at('10:06:00') })
      .thenRejects({ status: 409, message: orderMessages.cannotCancel });
  });

  it("reads a payment the shopper cancelled at PayPal as theirs, not the shop's refusal", () => {
    const cancelledThere: OrderEvent = {
      type: 'OrderPaymentFailed',
      data: { orderId: 'o1', outcome: 'cancelled', reason: 'cancelled by the buyer', at: at('10:03:00') },
    };
    const { state } = givenEvents(orderDecider, [placed, paymentCreated, cancelledThere]);
    expect(state).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cancelled' });
    expect(orderStatusText(orderView(state as OrderState))).toBe('Đã hủy thanh toán');
  });

  it('lets a supplier pack and hand over its own lines only, and ships the order once every line is handed over', () => {
    const lines = [
      { productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 24999, quantity: 2, supplierId: 's1' },
      { productId: 'p2', title: 'Ghế', image: '/g.svg', priceCents: 1999, quantity: 3, supplierId: 's2' },
    ];
    const cod: OrderEvent = {
      type: 'OrderPlaced',
      data: { ...placedData, items: lines, paymentMethod: 'cod', expiresAt: null, totalCents: 55995 },
    };
    // Handed over in the shop's own truck: no tracking number.
    const truck = { id: 'own', name: 'Xe của cửa hàng', trackingUrl: '' };
    const shipment = { carrierId: 'own', carrierName: 'Xe của cửa hàng', trackingCode: '', trackingUrl: null };
    const fulfilled = (
      supplierId: string,
      productId: string,
      to: 'packed' | 'handedOver',
      time: string,
    ): OrderEvent => ({
      type: 'OrderLinesFulfilled',
      data: {
        orderId: 'o1',
        supplierId,
        productIds: [productId],
        to,
        at: at(time),
        ...(to === 'handedOver' ? { shipment } : {}),
      },
    });
    const fulfil = (supplierId: string, to: 'packed' | 'handedOver', time: string) => ({
      type: 'FulfilLines' as const,
      supplierId,
      to,
      ...(to === 'handedOver' ? { carrier: truck } : {}),
      now: at(time),
    });
    givenEvents(orderDecider, [cod])
      .when(fulfil('s1', 'packed', '11:00:00'))
      .then([fulfilled('s1', 'p1', 'packed', '11:00:00')]);
    givenEvents(orderDecider, [cod, fulfilled('s1', 'p1', 'packed', '11:00:00')])
      .when(fulfil('s1', 'packed', '11:05:00'))
      .then([]);
    givenEvents(orderDecider, [cod])
      .when(fulfil('s3', 'packed', '11:00:00'))
      .thenRejects({ status: 404 });
    // The last line handed over: on its way, in the same decision.
    givenEvents(orderDecider, [cod, fulfilled('s1', 'p1', 'handedOver', '11:10:00')])
      .when(fulfil('s2', 'handedOver', '12:00:00'))
      .then([
        fulfilled('s2', 'p2', 'handedOver', '12:00:00'),
        {
          type: 'OrderStatusChanged',
          data: { orderId: 'o1', from: 'confirmed', to: 'inShipping', at: at('12:00:00') },
        },
      ]);
    // An unpaid PayPal order is not to be packed.
    const unpaid: OrderEvent = { type: 'OrderPlaced', data: { ...placedData, items: lines, totalCents: 55995 } };
    givenEvents(orderDecider, [unpaid])
      .when(fulfil('s1', 'packed', '11:00:00'))
      .thenRejects({ status: 409, message: orderMessages.notReadyToFulfil });
  });

  it('answers 404 for commands on an order that does not exist', () => {
    givenEvents(orderDecider, [])
      .when({ type: 'ChangeOrderStatus', to: 'delivered', by: staff, now: at('10:00:00') })
      .thenRejects({ status: 404 });
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
