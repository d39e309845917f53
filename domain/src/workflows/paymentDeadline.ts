import type { OrderState } from '@tavico/contracts';
import { completePaidOrder, releaseOrder, releaseReasons, releaseStock } from '../order/settlement';
import {
  toOrder,
  type Finish,
  type LookUpPayment,
  type PaymentAnswer,
  type PaymentFailure,
  type Send,
  type Workflow,
} from './workflow';
import { unreachable } from '../unreachable';

/** A capture under way is left alone this long before the provider is asked how it ended. */
export const captureGraceMs = 2 * 60_000;

/**
 * The payment deadline of an order holding stock. By then the order is paid (its stock is
 * committed and its cart emptied, if a crash left that undone), or it is not and never will be:
 * it expires, and its stock goes back on sale. Stock held for an order that was never placed
 * (the checkout died in between) is released too. A capture cut off mid-way is first given a
 * grace period, then settled by asking the provider how it ended.
 */
export type DeadlineInput =
  | {
      type: 'DeadlineReached';
      orderId: string;
      /** The deadline the job was queued for. */
      expiresAt: string;
      order: OrderState | null;
      /** Products known to hold stock for the order (the openOrders read model). */
      heldProducts: string[];
      at: string;
    }
  | ({ type: 'PaymentLookedUp' } & PaymentAnswer)
  | ({ type: 'ProviderUnreachable' } & PaymentFailure)
  /** The order after one of the workflow's own commands to it. */
  | { type: 'OrderChanged'; after: 'ExpireOrder' | 'FailCapture' | 'ConfirmPayment'; order: OrderState | null };

export type DeadlineOutput = Send | LookUpPayment | Finish<string>;

/** What the deadline knows of its order once reached. */
export interface Settling {
  status: 'settling';
  orderId: string;
  order: OrderState | null;
  heldProducts: string[];
  at: string;
  /** Set once an expiry was asked for, so an order that stays unpaid is tried again later, not in a loop. */
  expiryAsked: boolean;
}
export type DeadlineState = { status: 'idle' } | Settling;

/** Where the order stands now: what remains to do, or that it must wait. */
function settle(state: Settling): DeadlineOutput[] {
  const { order, at } = state;
  if (!order) {
    return [
      ...releaseStock(state.orderId, state.heldProducts, 'not-placed'),
      { type: 'Reply', value: 'released: never placed' },
    ];
  }
  if (order.paymentStatus === 'pending' && order.captureStartedAt) {
    if (Date.parse(at) - Date.parse(order.captureStartedAt) < captureGraceMs) {
      return [{ type: 'Retry', reason: 'capture under way; looking again later' }];
    }
    // The capture was cut off: the provider knows whether the money was taken.
    if (order.paymentId) return [{ type: 'LookUpPayment', paymentId: order.paymentId }];
    return [toOrder(order.orderId, { type: 'FailCapture', reason: 'capture cut off', now: at })];
  }
  if (order.paymentStatus === 'pending' && order.expiresAt === null) {
    // Cash on delivery confirmed by staff has no deadline: its stock stays held until it is delivered or cancelled.
    return [{ type: 'Reply', value: 'cash on delivery: held until delivered' }];
  }
  if (order.paymentStatus === 'pending') {
    if (state.expiryAsked) return [{ type: 'Retry', reason: `order ${order.orderId} is still pending` }];
    return [toOrder(order.orderId, { type: 'ExpireOrder', now: at })];
  }
  if (order.paymentStatus === 'paid')
    return [...completePaidOrder(order), { type: 'Reply', value: 'paid: stock committed' }];
  const reason = releaseReasons[order.paymentStatus];
  if (!reason) return [{ type: 'Retry', reason: `order ${order.orderId} is still ${order.paymentStatus}` }];
  const productIds = [...order.items.map((i) => i.productId), ...state.heldProducts];
  return [...releaseOrder(order, productIds, reason), { type: 'Reply', value: `released: ${order.paymentStatus}` }];
}

export const paymentDeadlineWorkflow: Workflow<DeadlineInput, DeadlineState, DeadlineOutput> = {
  name: 'payment-deadline',
  initialState: { status: 'idle' },

  evolve(state, input) {
    switch (input.type) {
      case 'DeadlineReached': {
        const { orderId, order, heldProducts, at } = input;
        return { status: 'settling', orderId, order, heldProducts, at, expiryAsked: false };
      }
      case 'OrderChanged':
        if (state.status !== 'settling') return state;
        return { ...state, order: input.order, expiryAsked: state.expiryAsked || input.after === 'ExpireOrder' };
      case 'PaymentLookedUp':
      case 'ProviderUnreachable':
        return state;
      default:
        return unreachable(input);
    }
  },

  decide(input, state) {
    if (state.status !== 'settling') return [];
    switch (input.type) {
      case 'DeadlineReached':
        if (input.at < input.expiresAt) return [{ type: 'Retry', reason: 'not due yet' }];
        return settle(state);
      case 'PaymentLookedUp': {
        const { outcome, at } = input;
        if (outcome.status === 'captured') {
          const { payerId, captureId } = outcome;
          return [toOrder(state.orderId, { type: 'ConfirmPayment', payerId, captureId, now: at })];
        }
        return [toOrder(state.orderId, { type: 'FailCapture', reason: 'capture cut off', now: at })];
      }
      case 'ProviderUnreachable':
        return [{ type: 'Retry', reason: `payment provider unreachable: ${input.reason}` }];
      case 'OrderChanged':
        return settle(state);
    }
  },

  onResult(outcome) {
    if (outcome.type === 'PaymentAnswered') return { type: 'PaymentLookedUp', ...outcome.answer };
    if (outcome.type !== 'Sent' || outcome.stream !== 'order') return null;
    const after = outcome.command.type;
    if (after !== 'ExpireOrder' && after !== 'FailCapture' && after !== 'ConfirmPayment') return null;
    return { type: 'OrderChanged', after, order: outcome.state };
  },

  onFailure(failure) {
    return failure.type === 'PaymentFailed' ? { type: 'ProviderUnreachable', ...failure.failure } : null;
  },
};
