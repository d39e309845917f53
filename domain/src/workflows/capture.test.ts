import { AppError, ValidationError, orderMessages, type OrderState } from '@tavico/contracts';
import { givenInputs, refusedWith, sentWith, shippingAddress, unreachableWith } from '../testing';
import { evolve as evolveOrder } from '../order/order';
import { captureWorkflow, type CaptureInput } from './capture';
import { toCart, toOrder, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';

const at = '2026-11-21T10:05:00.000Z';
const address = shippingAddress;
const items = [{ productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 24999, quantity: 2 }];
const awaiting = [
  {
    type: 'OrderPlaced' as const,
    data: {
      orderId: 'o1',
      userId: 'u1',
      userName: 'Lan',
      items,
      address,
      placedAt: at,
      expiresAt: '2026-11-21T10:15:00.000Z',
      totalCents: 49998,
      paymentMethod: 'paypal' as const,
    },
  },
  {
    type: 'OrderPaymentCreated' as const,
    data: { orderId: 'o1', provider: 'sandbox', paymentId: 'SBX-1', approvalURL: '/x', at },
  },
].reduce<OrderState | null>(evolveOrder, null) as OrderState;
const paid = evolveOrder(awaiting, {
  type: 'OrderPaid',
  data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'PAYER', captureId: 'CAP', totalCents: 49998, at },
}) as OrderState;

const requested = (order: OrderState, paymentId = 'SBX-1'): CaptureInput => ({
  type: 'CaptureRequested',
  order,
  paymentId,
  payerId: 'PAYER',
  at,
});
const settled = [
  toProduct('p1', { type: 'CommitStock', productId: 'p1', orderId: 'o1' }),
  toCart('u1', { type: 'CheckOutCart', userId: 'u1', orderId: 'o1', productIds: ['p1'] }),
  endCheckout('u1', 'o1', 'paid'),
];

describe('capture workflow', () => {
  it('refuses another order payment id, changing nothing', () => {
    givenInputs(captureWorkflow, [])
      .when(requested(awaiting, 'SBX-other'))
      .then([{ type: 'Refuse', error: new ValidationError(orderMessages.wrongPayment) }]);
  });

  it('marks the capture under way, takes the money, confirms, commits the stock and empties the cart', () => {
    givenInputs(captureWorkflow, [])
      .when(requested(awaiting))
      .then([toOrder('o1', { type: 'StartCapture', paymentId: 'SBX-1', payerId: 'PAYER', now: at })]);
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'CaptureStarted', order: awaiting, paymentId: 'SBX-1' })
      .then([{ type: 'CapturePayment', paymentId: 'SBX-1' }]);
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'ProviderAnswered', outcome: { status: 'captured', captureId: 'CAP', payerId: 'PAYER-2' }, at })
      .then([toOrder('o1', { type: 'ConfirmPayment', payerId: 'PAYER-2', captureId: 'CAP', now: at })]);
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'PaymentConfirmed', order: paid })
      .then([...settled, { type: 'Reply', value: paid }]);
  });

  it('finishes what a crash left undone when the order is already paid', () => {
    givenInputs(captureWorkflow, [])
      .when(requested(paid))
      .then([...settled, { type: 'Reply', value: paid }]);
  });

  it('ends the capture and refuses when the buyer did not approve, cancelled, or the provider is down', () => {
    const fail = (reason: string) => toOrder('o1', { type: 'FailCapture', reason, now: at });
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'ProviderAnswered', outcome: { status: 'not-approved' }, at })
      .then([fail('not-approved'), { type: 'Refuse', error: new ValidationError(orderMessages.notApproved) }]);
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'ProviderAnswered', outcome: { status: 'cancelled' }, at })
      .then([fail('cancelled'), { type: 'Refuse', error: new ValidationError(orderMessages.cancelled) }]);
    givenInputs(captureWorkflow, [requested(awaiting)])
      .when({ type: 'ProviderUnreachable', reason: 'timeout', at })
      .then([fail('timeout'), { type: 'Refuse', error: new AppError(502, orderMessages.providerUnavailable) }]);
  });

  it('turns what came of each step into the next input', () => {
    const start = toOrder('o1', { type: 'StartCapture', paymentId: 'SBX-1', payerId: 'PAYER', now: at });
    expect(captureWorkflow.onResult(sentWith(start, awaiting))).toEqual({
      type: 'CaptureStarted',
      order: awaiting,
      paymentId: 'SBX-1',
    });
    const capture = { type: 'CapturePayment' as const, paymentId: 'SBX-1' };
    const answer = { outcome: { status: 'not-approved' as const }, at };
    expect(captureWorkflow.onResult({ type: 'PaymentAnswered', call: capture, answer })).toEqual({
      type: 'ProviderAnswered',
      ...answer,
    });
    expect(captureWorkflow.onFailure(unreachableWith(capture, 'down', at))).toEqual({
      type: 'ProviderUnreachable',
      reason: 'down',
      at,
    });
    // A refusal to start (another payment id, say) is not the workflow's to handle: it stops the flow.
    expect(captureWorkflow.onFailure(refusedWith(start, new Error('no')))).toBeNull();
  });
});
