import { Conflict } from '@tavico/contracts';
import { endCheckout } from '../order/settlement';
import { cancelOrderWorkflow, type CancelOrderInput } from './cancelOrder';
import { givenInputs, orderAfter, orderPlaced, refusedWith, sentWith } from '../testing';
import { toOrder, toProduct } from './workflow';

const at = '2026-11-21T10:05:00.000Z';
const cancelled = orderAfter(orderPlaced('cod'), { type: 'OrderCancelled', data: { orderId: 'o1', at } });
const requested: CancelOrderInput = { type: 'CancelRequested', orderId: 'o1', at };
const cancel = toOrder('o1', { type: 'CancelOrder', now: at });

describe('cancel order workflow', () => {
  it('asks the order to be cancelled', () => {
    givenInputs(cancelOrderWorkflow, []).when(requested).then([cancel]);
  });

  it('gives back what the cancelled order held and ends its checkout, then answers with the order', () => {
    const release = (productId: string) =>
      toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason: 'cancelled' });
    givenInputs(cancelOrderWorkflow, [requested])
      .when({ type: 'OrderCancelled', order: cancelled })
      .then([release('p1'), release('p2'), endCheckout('u1', 'o1', 'cancelled'), { type: 'Reply', value: cancelled }]);
  });

  it('feeds back the cancelled order, and lets a refusal (too late to cancel) stop the flow', () => {
    expect(cancelOrderWorkflow.onResult(sentWith(cancel, cancelled))).toEqual({
      type: 'OrderCancelled',
      order: cancelled,
    });
    expect(cancelOrderWorkflow.onFailure(refusedWith(cancel, new Conflict('x')))).toBeNull();
  });
});
