import type { OrderState } from '@tavico/contracts';
import { releaseOrder } from '../order/settlement';
import { unreachable } from '../unreachable';
import { toOrder, type Finish, type Send, type SendTo, type Workflow } from './workflow';

/**
 * The buyer cancelled the payment at the provider's page: the order's payment is failed as
 * cancelled (the order with it), then what it held goes back on sale and its checkout ends. An
 * order paid or ended meanwhile is left as it is.
 */
export type PaymentCancelledInput =
  | { type: 'PaymentCancelledAtProvider'; orderId: string; at: string }
  | { type: 'PaymentFailed'; order: OrderState | null };

export type PaymentCancelledOutput = SendTo<'order'> | Send | Finish<OrderState | null>;

export type PaymentCancelledState = { status: 'asked' } | { status: 'answered'; order: OrderState | null };

export const paymentCancelledWorkflow: Workflow<PaymentCancelledInput, PaymentCancelledState, PaymentCancelledOutput> =
  {
    name: 'payment-cancelled',
    initialState: { status: 'asked' },

    evolve(state, input) {
      switch (input.type) {
        case 'PaymentCancelledAtProvider':
          return state;
        case 'PaymentFailed':
          return { status: 'answered', order: input.order };
        default:
          return unreachable(input);
      }
    },

    decide(input) {
      switch (input.type) {
        case 'PaymentCancelledAtProvider': {
          const cancel = {
            type: 'FailPayment' as const,
            outcome: 'cancelled' as const,
            reason: 'cancelled by the buyer',
          };
          return [toOrder(input.orderId, { ...cancel, now: input.at })];
        }
        case 'PaymentFailed': {
          const { order } = input;
          if (order?.paymentStatus !== 'cancelled') return [{ type: 'Reply', value: order }];
          const productIds = order.items.map((i) => i.productId);
          return [...releaseOrder(order, productIds, 'cancelled'), { type: 'Reply', value: order }];
        }
      }
    },

    onResult(outcome) {
      if (outcome.type !== 'Sent' || outcome.stream !== 'order' || outcome.command.type !== 'FailPayment') return null;
      return { type: 'PaymentFailed', order: outcome.state };
    },

    onFailure: () => null,
  };
