import type { OrderState } from '@tavico/contracts';
import { releaseOrder } from '../order/settlement';
import { sent, toOrder, type Finish, type Send, type Workflow } from './workflow';

/**
 * The shopper cancels their own order: it is cancelled, then what it held goes back on sale and
 * its checkout ends (again, harmlessly, when a cancel is asked twice or after a crash).
 */
export type CancelOrderInput =
  { type: 'CancelRequested'; orderId: string; at: string } | { type: 'OrderCancelled'; order: OrderState };

export type CancelOrderOutput = Send | Finish<OrderState>;

export const cancelOrderWorkflow: Workflow<CancelOrderInput, null, CancelOrderOutput> = {
  name: 'cancel-order',
  initialState: null,
  evolve: (state) => state,

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

  onResult: (output, result) =>
    sent(output, 'CancelOrder') ? { type: 'OrderCancelled', order: result as OrderState } : null,

  onFailure: () => null,
};
