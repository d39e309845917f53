import type { Carrier, OrderState, OrderStatus } from '@tavico/contracts';
import { completePaidOrder, releaseOrder } from '../order/settlement';
import { awaitsPayment } from '../order/order';
import { toCheckouts, toOrder, type Finish, type Send, type Workflow } from './workflow';
import { unreachable } from '../unreachable';

type Staff = { id: string; name: string };

/**
 * An admin moves an order on: its status, or its payment received by hand (cash, a bank
 * transfer). What follows on the other streams comes with it. Cash on delivery is paid at the
 * door: marked delivered while its payment is pending, the cash is taken, by the admin who says
 * so. A paid order's units leave the stock and its checkout ends; an order rejected before
 * payment gives its stock back (again, harmlessly, on a retry).
 */
export type OrderStatusInput =
  | {
      type: 'StatusChangeRequested';
      orderId: string;
      to: OrderStatus;
      by: Staff;
      at: string;
      /** Moving to shipping: the carrier of the settings' list the house's own lines go with. */
      carrier?: Carrier;
      trackingCode?: string;
      /** returnDays (RETURN_DAYS): how long a delivered order may be returned (issue 30). */
      returnDays?: number;
    }
  | { type: 'PaymentReceiptRequested'; orderId: string; by: Staff; at: string }
  /** Staff phoned the buyer of a cash-on-delivery order and confirm it. */
  | { type: 'ConfirmationRequested'; orderId: string; by: Staff; at: string }
  | { type: 'Confirmed'; order: OrderState }
  | { type: 'StatusChanged'; order: OrderState }
  | { type: 'PaymentReceived'; order: OrderState };

export type OrderStatusOutput = Send | Finish<OrderState>;

/** Before the request, nothing; then who asked and when (what follows is done in their name). */
export type OrderStatusState = { status: 'idle' } | { status: 'asked'; by: Staff; at: string };

/** Cash on delivery, handed over but not yet marked paid: the cash was taken at the door. */
const paidAtTheDoor = (order: OrderState): boolean =>
  order.paymentMethod === 'cod' && order.orderStatus === 'delivered' && order.paymentStatus === 'pending';

const receive = (orderId: string, { by, at }: { by: Staff; at: string }): Send =>
  toOrder(orderId, { type: 'ReceivePayment', by, now: at });

/**
 * A cash-on-delivery order confirmed (by the action, or by being moved on) holds its stock
 * without a deadline: its buyer's checkout says so, and it leaves the unconfirmed holds.
 */
const confirmedCheckout = (order: OrderState): Send[] =>
  order.paymentMethod === 'cod' && order.expiresAt === null && awaitsPayment(order)
    ? [toCheckouts(order.userId, { type: 'ConfirmCheckout', userId: order.userId, orderId: order.orderId })]
    : [];

export const orderStatusWorkflow: Workflow<OrderStatusInput, OrderStatusState, OrderStatusOutput> = {
  name: 'order-status',
  initialState: { status: 'idle' },

  evolve(state, input) {
    switch (input.type) {
      case 'StatusChangeRequested':
      case 'PaymentReceiptRequested':
      case 'ConfirmationRequested':
        return { status: 'asked', by: input.by, at: input.at };
      case 'Confirmed':
      case 'StatusChanged':
      case 'PaymentReceived':
        return state;
      default:
        return unreachable(input);
    }
  },

  decide(input, state) {
    switch (input.type) {
      case 'StatusChangeRequested': {
        const { orderId, to, by, at, carrier, trackingCode, returnDays } = input;
        const handOver = carrier ? { carrier, trackingCode } : {};
        const returns = returnDays === undefined ? {} : { returnDays };
        return [toOrder(orderId, { type: 'ChangeOrderStatus', to, by, now: at, ...handOver, ...returns })];
      }
      case 'PaymentReceiptRequested':
        return [receive(input.orderId, input)];
      case 'ConfirmationRequested':
        return [toOrder(input.orderId, { type: 'ConfirmOrder', by: input.by, now: input.at })];
      case 'Confirmed':
        return [...confirmedCheckout(input.order), { type: 'Reply', value: input.order }];
      case 'StatusChanged': {
        const { order } = input;
        if (paidAtTheDoor(order) && state.status === 'asked') return [receive(order.orderId, state)];
        const productIds = order.items.map((i) => i.productId);
        const released = order.paymentStatus === 'cancelled' ? releaseOrder(order, productIds, 'rejected') : [];
        return [...released, ...confirmedCheckout(order), { type: 'Reply', value: order }];
      }
      case 'PaymentReceived':
        return [...completePaidOrder(input.order), { type: 'Reply', value: input.order }];
    }
  },

  onResult(outcome) {
    if (outcome.type !== 'Sent' || outcome.stream !== 'order' || !outcome.state) return null;
    const order = outcome.state;
    switch (outcome.command.type) {
      case 'ChangeOrderStatus':
        return { type: 'StatusChanged', order };
      case 'ReceivePayment':
        return { type: 'PaymentReceived', order };
      case 'ConfirmOrder':
        return { type: 'Confirmed', order };
      default:
        return null;
    }
  },

  onFailure: () => null,
};
