import type { OrderState } from '@tavico/contracts';
import { releaseOrder } from '../order/settlement';
import { toOrder, type Finish, type Send, type SendTo, type Workflow } from './workflow';

/**
 * The shopper cancels their own order: it is cancelled, then what it held goes back on sale and
 * its checkout ends (again, harmlessly, when a cancel is asked twice or after a crash).
 */
export type CancelOrderInput =
  { type: 'CancelRequested'; orderId: string; at: string } | { type: 'OrderCancelled'; order: OrderState };

export type CancelOrderOutput = SendTo<'order'> | Send | Finish<OrderState>;

export type CancelOrderState = { status: 'asked' } | { status: 'cancelled'; order: OrderState };

export const cancelOrderWorkflow: Workflow<CancelOrderInput, CancelOrderState, CancelOrderOutput> = {
  name: 'cancel-order',
  initialState: { status: 'asked' },

  evolve(state, input) {
    switch (input.type) {
      case 'CancelRequested':
        return state;
      case 'OrderCancelled':
        return { status: 'cancelled', order: input.order };
    }
  },

  decide(input) {
    switch (input.type) {
      case 'CancelRequested':
        return [toOrder(input.orderId, { type: 'CancelOrder', now: input.at })];
      case 'OrderCancelled': {
        const { order } = input;
        const productIds = order.items.map((i) => i.productId);
        return [...releaseOrder(order, productIds, 'cancelled'), { type: 'Reply', value: order }];
      }
    }
  },

  onResult(outcome) {
    if (outcome.type !== 'Sent' || outcome.stream !== 'order' || outcome.command.type !== 'CancelOrder') return null;
    return outcome.state ? { type: 'OrderCancelled', order: outcome.state } : null;
  },

  onFailure: () => null,
};
