import type { OrderEvent, OrderState } from '@tavico/contracts';
import { givenInputs, sentWith, shippingAddress, unreachableWith } from '../testing';
import { initialState as awaitingProduct } from '../product/product';
import { evolve as evolveOrder } from '../order/order';
import { captureGraceMs, paymentDeadlineWorkflow, type DeadlineInput } from './paymentDeadline';
import { toCart, toOrder, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';

const expiresAt = '2026-11-21T10:15:00.000Z';
const due = '2026-11-21T10:15:01.000Z';
const address = shippingAddress;
const items = [
  { productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 10000, quantity: 2 },
  { productId: 'p2', title: 'Ghế', image: '/p2.svg', priceCents: 5000, quantity: 1 },
];
const fold = (...events: OrderEvent[]) => events.reduce<OrderState | null>(evolveOrder, null) as OrderState;
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items,
    address,
    placedAt: '2026-11-21T10:00:00.000Z',
    expiresAt,
    totalCents: 25000,
    paymentMethod: 'paypal',
  },
};
const payment: OrderEvent = {
  type: 'OrderPaymentCreated',
  data: { orderId: 'o1', provider: 'sandbox', paymentId: 'SBX-1', approvalURL: '/x', at: '2026-11-21T10:00:00.000Z' },
};
const captureStarted = (at: string): OrderEvent => ({
  type: 'OrderCaptureStarted',
  data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', at },
});
const awaiting = fold(placed, payment);
const expired = evolveOrder(awaiting, { type: 'OrderExpired', data: { orderId: 'o1', at: due } }) as OrderState;
const paid = evolveOrder(awaiting, {
  type: 'OrderPaid',
  data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', captureId: 'C', totalCents: 25000, at: due },
}) as OrderState;

const reached = (order: OrderState | null, at = due, heldProducts: string[] = []): DeadlineInput => ({
  type: 'DeadlineReached',
  orderId: 'o1',
  expiresAt,
  order,
  heldProducts,
  at,
});
const release = (productId: string, reason: 'expired' | 'not-placed') =>
  toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason });

describe('payment deadline workflow', () => {
  it('waits when not due yet', () => {
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(awaiting, '2026-11-21T10:14:59.000Z'))
      .then([{ type: 'Retry', reason: 'not due yet' }]);
  });

  it('expires an unpaid order, then gives its stock back', () => {
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(awaiting))
      .then([toOrder('o1', { type: 'ExpireOrder', now: due })]);
    givenInputs(paymentDeadlineWorkflow, [reached(awaiting)])
      .when({ type: 'OrderChanged', after: 'ExpireOrder', order: expired })
      .then([
        release('p1', 'expired'),
        release('p2', 'expired'),
        endCheckout('u1', 'o1', 'expired'),
        { type: 'Reply', value: 'released: expired' },
      ]);
    // An order the expiry left pending (it cannot be, but if it were) waits instead of looping.
    givenInputs(paymentDeadlineWorkflow, [reached(awaiting)])
      .when({ type: 'OrderChanged', after: 'ExpireOrder', order: awaiting })
      .then([{ type: 'Retry', reason: 'order o1 is still pending' }]);
  });

  it('commits the stock of a paid order whose capture stopped before doing so', () => {
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(paid))
      .then([
        toProduct('p1', { type: 'CommitStock', productId: 'p1', orderId: 'o1' }),
        toProduct('p2', { type: 'CommitStock', productId: 'p2', orderId: 'o1' }),
        toCart('u1', { type: 'CheckOutCart', userId: 'u1', orderId: 'o1', productIds: ['p1', 'p2'] }),
        endCheckout('u1', 'o1', 'paid'),
        { type: 'Reply', value: 'paid: stock committed' },
      ]);
  });

  it('releases every product held for an order that was never placed', () => {
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(null, due, ['p3', 'p4']))
      .then([
        release('p3', 'not-placed'),
        release('p4', 'not-placed'),
        { type: 'Reply', value: 'released: never placed' },
      ]);
  });

  it('gives a capture under way its grace, then asks the provider how it ended', () => {
    const capturing = evolveOrder(awaiting, captureStarted('2026-11-21T10:14:30.000Z')) as OrderState;
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(capturing))
      .then([{ type: 'Retry', reason: 'capture under way; looking again later' }]);
    const afterGrace = new Date(Date.parse('2026-11-21T10:14:30.000Z') + captureGraceMs).toISOString();
    givenInputs(paymentDeadlineWorkflow, [])
      .when(reached(capturing, afterGrace))
      .then([{ type: 'LookUpPayment', paymentId: 'SBX-1' }]);
  });

  it('confirms a cut-off capture the provider took, then settles it as paid', () => {
    const capturing = evolveOrder(awaiting, captureStarted('2026-11-21T10:00:30.000Z')) as OrderState;
    const given = [reached(capturing)];
    givenInputs(paymentDeadlineWorkflow, given)
      .when({ type: 'PaymentLookedUp', outcome: { status: 'captured', captureId: 'CAP', payerId: 'PAYER' }, at: due })
      .then([toOrder('o1', { type: 'ConfirmPayment', payerId: 'PAYER', captureId: 'CAP', now: due })]);
    givenInputs(paymentDeadlineWorkflow, given)
      .when({ type: 'OrderChanged', after: 'ConfirmPayment', order: paid })
      .then([
        toProduct('p1', { type: 'CommitStock', productId: 'p1', orderId: 'o1' }),
        toProduct('p2', { type: 'CommitStock', productId: 'p2', orderId: 'o1' }),
        toCart('u1', { type: 'CheckOutCart', userId: 'u1', orderId: 'o1', productIds: ['p1', 'p2'] }),
        endCheckout('u1', 'o1', 'paid'),
        { type: 'Reply', value: 'paid: stock committed' },
      ]);
  });

  it('ends a cut-off capture that took nothing, then expires the order', () => {
    const capturing = evolveOrder(awaiting, captureStarted('2026-11-21T10:00:30.000Z')) as OrderState;
    const failed = evolveOrder(capturing, {
      type: 'OrderCaptureFailed',
      data: { orderId: 'o1', paymentId: 'SBX-1', reason: 'capture cut off', at: due },
    }) as OrderState;
    givenInputs(paymentDeadlineWorkflow, [reached(capturing)])
      .when({ type: 'PaymentLookedUp', outcome: { status: 'not-approved' }, at: due })
      .then([toOrder('o1', { type: 'FailCapture', reason: 'capture cut off', now: due })]);
    givenInputs(paymentDeadlineWorkflow, [reached(capturing)])
      .when({ type: 'OrderChanged', after: 'FailCapture', order: failed })
      .then([toOrder('o1', { type: 'ExpireOrder', now: due })]);
  });

  it('tries again later when the provider cannot be reached', () => {
    givenInputs(paymentDeadlineWorkflow, [reached(awaiting)])
      .when({ type: 'ProviderUnreachable', reason: 'timeout', at: due })
      .then([{ type: 'Retry', reason: 'payment provider unreachable: timeout' }]);
  });

  it('turns what came of each step into the next input', () => {
    const lookUp = { type: 'LookUpPayment' as const, paymentId: 'SBX-1' };
    const answer = { outcome: { status: 'cancelled' as const }, at: due };
    expect(paymentDeadlineWorkflow.onResult({ type: 'PaymentAnswered', call: lookUp, answer })).toEqual({
      type: 'PaymentLookedUp',
      ...answer,
    });
    expect(paymentDeadlineWorkflow.onFailure(unreachableWith(lookUp, 'timeout', due))).toEqual({
      type: 'ProviderUnreachable',
      reason: 'timeout',
      at: due,
    });
    const expire = toOrder('o1', { type: 'ExpireOrder', now: due });
    expect(paymentDeadlineWorkflow.onResult(sentWith(expire, expired))).toEqual({
      type: 'OrderChanged',
      after: 'ExpireOrder',
      order: expired,
    });
    // Stock given back, a checkout ended: nothing follows.
    expect(paymentDeadlineWorkflow.onResult(sentWith(release('p1', 'expired'), awaitingProduct))).toBeNull();
  });
});
