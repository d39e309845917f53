import { endCheckout } from '../order/settlement';
import { givenInputs, orderAfter, orderPlaced, sentWith } from '../testing';
import { paymentCancelledWorkflow, type PaymentCancelledInput } from './paymentCancelled';
import { toOrder, toProduct } from './workflow';

const at = '2026-11-21T10:05:00.000Z';
const asked: PaymentCancelledInput = { type: 'PaymentCancelledAtProvider', orderId: 'o1', at };
const fail = toOrder('o1', { type: 'FailPayment', outcome: 'cancelled', reason: 'cancelled by the buyer', now: at });

describe('payment cancelled at the provider workflow', () => {
  it('fails the payment as cancelled, then gives back what the order held and ends its checkout', () => {
    givenInputs(paymentCancelledWorkflow, []).when(asked).then([fail]);
    const cancelled = orderAfter(orderPlaced('paypal'), {
      type: 'OrderPaymentFailed',
      data: { orderId: 'o1', outcome: 'cancelled', reason: 'cancelled by the buyer', at },
    });
    const release = (productId: string) =>
      toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason: 'cancelled' });
    givenInputs(paymentCancelledWorkflow, [asked])
      .when({ type: 'PaymentFailed', order: cancelled })
      .then([release('p1'), release('p2'), endCheckout('u1', 'o1', 'cancelled'), { type: 'Reply', value: cancelled }]);
  });

  it('leaves an order paid (or ended) meanwhile as it is', () => {
    const paid = orderAfter(orderPlaced('paypal'), {
      type: 'OrderPaid',
      data: { orderId: 'o1', paymentId: 'SBX-1', payerId: 'P', captureId: 'C', totalCents: 25000, at },
    });
    givenInputs(paymentCancelledWorkflow, [asked])
      .when({ type: 'PaymentFailed', order: paid })
      .then([{ type: 'Reply', value: paid }]);
    expect(paymentCancelledWorkflow.onResult(sentWith(fail, paid))).toEqual({ type: 'PaymentFailed', order: paid });
  });
});
