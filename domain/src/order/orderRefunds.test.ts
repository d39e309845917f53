import { orderMessages, refundMessages, type OrderEvent } from '@tavico/contracts';
import { givenEvents, shippingAddress } from '../testing';
import { orderDecider } from './decide';

const at = (time: string) => `2026-11-21T${time}.000Z`;
const staff = { id: 'a1', name: 'Admin' };
const placed = (paymentMethod: 'paypal' | 'cod' | 'bank-transfer'): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [
      { productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 24999, quantity: 2 },
      { productId: 'p2', title: 'Ghế', image: '/g.svg', priceCents: 1999, quantity: 3 },
    ],
    address: shippingAddress,
    paymentMethod,
    placedAt: at('10:00:00'),
    expiresAt: null,
    totalCents: 55995,
  },
});
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: { orderId: 'o1', paymentId: 'PAY1', payerId: 'P', captureId: 'CAP1', totalCents: 55995, at: at('10:05:00') },
};
const due = (amountCents: number, reason: 'rejected' | 'cancelled' | 'returned', extra = {}): OrderEvent => ({
  type: 'OrderRefundDue',
  data: { orderId: 'o1', amountCents, reason, ...extra, at: at('11:00:00') },
});
const delivered: OrderEvent = {
  type: 'OrderStatusChanged',
  data: {
    orderId: 'o1',
    from: 'confirmed',
    to: 'delivered',
    at: at('12:00:00'),
    returnUntil: '2026-11-28T12:00:00.000Z',
  },
};
const requested: OrderEvent = {
  type: 'OrderReturnRequested',
  data: {
    orderId: 'o1',
    returnId: 'r1',
    lines: [{ productId: 'p2', title: 'Ghế', quantity: 2, priceCents: 1999 }],
    reason: 'Gãy chân',
    amountCents: 3998,
    at: '2026-11-23T09:00:00.000Z',
  },
};

describe('order decider: refunds (issue 30, decisions §37)', () => {
  it('owes a paid order back when it is rejected; its status stays rejected and final', () => {
    givenEvents(orderDecider, [placed('paypal'), paid])
      .when({ type: 'ChangeOrderStatus', to: 'rejected', by: staff, now: at('11:00:00') })
      .then([
        { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'confirmed', to: 'rejected', at: at('11:00:00') } },
        due(55995, 'rejected'),
      ]);
  });

  it('owes nothing when an unpaid order is rejected', () => {
    givenEvents(orderDecider, [placed('bank-transfer')])
      .when({ type: 'ChangeOrderStatus', to: 'rejected', by: staff, now: at('11:00:00') })
      .then([
        { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'rejected', at: at('11:00:00') } },
      ]);
  });

  it('records a PayPal refund once, and the order reads refunded', () => {
    const rejected: OrderEvent = {
      type: 'OrderStatusChanged',
      data: { orderId: 'o1', from: 'confirmed', to: 'rejected', at: at('11:00:00') },
    };
    const given = givenEvents(orderDecider, [placed('paypal'), paid, rejected, due(55995, 'rejected')]);
    const refund = {
      type: 'RecordRefund',
      refundId: 'RF1',
      via: 'paypal',
      reference: 'RF1',
      by: null,
      now: at('11:01:00'),
    } as const;
    const refunded: OrderEvent = {
      type: 'OrderRefunded',
      data: {
        orderId: 'o1',
        refundId: 'RF1',
        amountCents: 55995,
        via: 'paypal',
        reference: 'RF1',
        by: null,
        at: at('11:01:00'),
      },
    };
    given.when(refund).then([refunded]);
    const after = givenEvents(orderDecider, [placed('paypal'), paid, rejected, due(55995, 'rejected'), refunded]);
    expect(after.state).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      refunds: { dueCents: 0, refundedCents: 55995 },
    });
    after.when(refund).then([]);
    after.when({ ...refund, refundId: 'RF2' }).thenRejects({ status: 409, message: refundMessages.nothingDue });
    after
      .when({ type: 'ChangeOrderStatus', to: 'confirmed', by: staff, now: at('12:00:00') })
      .thenRejects({ status: 409, message: orderMessages.statusFinal });
  });

  it("takes a transfer's refund from staff with its reference, in parts, never more than owed", () => {
    const given = givenEvents(orderDecider, [placed('bank-transfer'), paid, due(55995, 'cancelled')]);
    const record = { type: 'RecordRefund', refundId: 'm1', via: 'manual', by: staff, now: at('12:00:00') } as const;
    given.when({ ...record, reference: '  ' }).thenRejects({ status: 400, message: refundMessages.referenceNeeded });
    given.when({ ...record, reference: 'VCB1', amountCents: 60000 }).thenRejects({ status: 400 });
    given
      .when({ ...record, via: 'paypal', reference: 'x' })
      .thenRejects({ status: 400, message: refundMessages.notPaypal });
    const part: OrderEvent = {
      type: 'OrderRefunded',
      data: {
        orderId: 'o1',
        refundId: 'm1',
        amountCents: 20000,
        via: 'manual',
        reference: 'VCB1',
        by: staff,
        at: at('12:00:00'),
      },
    };
    given.when({ ...record, reference: 'VCB1', amountCents: 20000 }).then([part]);
    expect(
      givenEvents(orderDecider, [placed('bank-transfer'), paid, due(55995, 'cancelled'), part]).state,
    ).toMatchObject({ paymentStatus: 'partiallyRefunded', refunds: { dueCents: 35995, refundedCents: 20000 } });
  });
});

describe('order decider: returns (issue 30)', () => {
  const base = [placed('paypal'), paid, delivered];
  const ask = (now: string, lines = [{ productId: 'p2', quantity: 2 }]) =>
    ({ type: 'RequestReturn', returnId: 'r1', lines, reason: 'Gãy chân', returnDays: 7, now }) as const;

  it('marks when a delivered order may be returned until, from RETURN_DAYS', () => {
    givenEvents(orderDecider, [placed('paypal'), paid])
      .when({ type: 'ChangeOrderStatus', to: 'delivered', by: staff, now: at('12:00:00'), returnDays: 7 })
      .then([delivered]);
  });

  it('takes a request within the window for lines bought, priced as bought', () => {
    givenEvents(orderDecider, base).when(ask('2026-11-23T09:00:00.000Z')).then([requested]);
  });

  it('refuses a request out of the window, before delivery, or for more than bought', () => {
    givenEvents(orderDecider, base)
      .when(ask('2026-11-28T12:00:01.000Z'))
      .thenRejects({ status: 409, message: refundMessages.windowClosed(7) });
    givenEvents(orderDecider, [placed('paypal'), paid])
      .when(ask(at('12:00:00')))
      .thenRejects({ status: 409, message: refundMessages.notDelivered });
    givenEvents(orderDecider, base)
      .when(ask(at('13:00:00'), [{ productId: 'p2', quantity: 4 }]))
      .thenRejects({ status: 400, message: refundMessages.moreThanBought('Ghế', 3) });
    givenEvents(orderDecider, [...base, requested])
      .when({ ...ask(at('13:00:00'), [{ productId: 'p2', quantity: 2 }]), returnId: 'r2' })
      .thenRejects({ status: 400, message: refundMessages.moreThanBought('Ghế', 1) });
    givenEvents(orderDecider, base)
      .when(ask(at('13:00:00'), [{ productId: 'nope', quantity: 1 }]))
      .thenRejects({ status: 400, message: refundMessages.unknownLine });
  });

  it('is approved, then received: the goods back owe their worth', () => {
    const approved: OrderEvent = {
      type: 'OrderReturnApproved',
      data: { orderId: 'o1', returnId: 'r1', by: staff, at: at('14:00:00') },
    };
    givenEvents(orderDecider, [...base, requested])
      .when({ type: 'ReceiveReturn', returnId: 'r1', by: staff, now: at('14:00:00') })
      .thenRejects({ status: 409, message: refundMessages.returnNotApproved });
    givenEvents(orderDecider, [...base, requested])
      .when({ type: 'ApproveReturn', returnId: 'r1', by: staff, now: at('14:00:00') })
      .then([approved]);
    givenEvents(orderDecider, [...base, requested, approved])
      .when({ type: 'ReceiveReturn', returnId: 'r1', by: staff, now: at('15:00:00') })
      .then([
        { type: 'OrderReturnReceived', data: { orderId: 'o1', returnId: 'r1', by: staff, at: at('15:00:00') } },
        {
          type: 'OrderRefundDue',
          data: { orderId: 'o1', amountCents: 3998, reason: 'returned', returnId: 'r1', at: at('15:00:00') },
        },
      ]);
  });

  it('is refused with a reason, and then no longer moves', () => {
    const refused: OrderEvent = {
      type: 'OrderReturnRefused',
      data: { orderId: 'o1', returnId: 'r1', refusal: 'Đã dùng', by: staff, at: at('14:00:00') },
    };
    givenEvents(orderDecider, [...base, requested])
      .when({ type: 'RefuseReturn', returnId: 'r1', refusal: 'Đã dùng', by: staff, now: at('14:00:00') })
      .then([refused]);
    givenEvents(orderDecider, [...base, requested, refused])
      .when({ type: 'ApproveReturn', returnId: 'r1', by: staff, now: at('15:00:00') })
      .thenRejects({ status: 409, message: refundMessages.returnNotOpen });
    expect(givenEvents(orderDecider, [...base, requested, refused]).state?.returns?.[0]).toMatchObject({
      status: 'refused',
      refusal: 'Đã dùng',
    });
  });

  it('tells apart two variants of one product bought: each is returned on its own, up to its own count', () => {
    const twoVariants: OrderEvent = {
      type: 'OrderPlaced',
      data: {
        orderId: 'o1',
        userId: 'u1',
        userName: 'Lan',
        items: [
          { productId: 'p1', sku: 'BAN-120', title: 'Bàn 120', image: '/b.svg', priceCents: 20000, quantity: 1 },
          { productId: 'p1', sku: 'BAN-160', title: 'Bàn 160', image: '/b.svg', priceCents: 30000, quantity: 2 },
        ],
        address: shippingAddress,
        paymentMethod: 'paypal',
        placedAt: at('10:00:00'),
        expiresAt: null,
        totalCents: 80000,
      },
    };
    const given = [twoVariants, { ...paid, data: { ...paid.data, totalCents: 80000 } }, delivered];
    const asking = (lines: { productId: string; sku?: string; quantity: number }[]) =>
      ({
        type: 'RequestReturn',
        returnId: 'r1',
        lines,
        reason: 'Lệch màu',
        returnDays: 7,
        now: at('13:00:00'),
      }) as const;
    givenEvents(orderDecider, given)
      .when(
        asking([
          { productId: 'p1', sku: 'BAN-160', quantity: 2 },
          { productId: 'p1', sku: 'BAN-120', quantity: 1 },
        ]),
      )
      .then([
        {
          type: 'OrderReturnRequested',
          data: {
            orderId: 'o1',
            returnId: 'r1',
            lines: [
              { productId: 'p1', sku: 'BAN-160', title: 'Bàn 160', quantity: 2, priceCents: 30000 },
              { productId: 'p1', sku: 'BAN-120', title: 'Bàn 120', quantity: 1, priceCents: 20000 },
            ],
            reason: 'Lệch màu',
            amountCents: 80000,
            at: at('13:00:00'),
          },
        },
      ]);
    givenEvents(orderDecider, given)
      .when(asking([{ productId: 'p1', sku: 'BAN-120', quantity: 2 }]))
      .thenRejects({ status: 400, message: refundMessages.moreThanBought('Bàn 120', 1) });
    givenEvents(orderDecider, given)
      .when(asking([{ productId: 'p1', sku: 'BAN-999', quantity: 1 }]))
      .thenRejects({ status: 400, message: refundMessages.unknownLine });
  });
});
