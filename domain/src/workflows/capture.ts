import { AppError, ValidationError, orderMessages, type OrderState } from '@tavico/contracts';
import { completePaidOrder } from '../order/settlement';
import {
  toOrder,
  type CapturePayment,
  type Finish,
  type PaymentAnswer,
  type PaymentFailure,
  type Send,
  type Workflow,
} from './workflow';
import { unreachable } from '../unreachable';

/**
 * Capture, after the buyer approved the payment at the provider: the order is marked as being
 * captured (so it cannot expire meanwhile), the provider takes the money, the order is paid, its
 * units leave the stock and its products leave the cart. A capture asked again finishes what a
 * crash may have left undone and changes nothing when all was done.
 */
export type CaptureInput =
  | { type: 'CaptureRequested'; order: OrderState; paymentId: string; payerId: string; at: string }
  | { type: 'CaptureStarted'; order: OrderState; paymentId: string }
  | ({ type: 'ProviderAnswered' } & PaymentAnswer)
  | ({ type: 'ProviderUnreachable' } & PaymentFailure)
  | { type: 'PaymentConfirmed'; order: OrderState };

export type CaptureOutput = Send | CapturePayment | Finish<OrderState>;

export type CaptureState = { status: 'idle' } | { status: 'capturing'; order: OrderState; payerId: string };

const settle = (order: OrderState): CaptureOutput[] => [...completePaidOrder(order), { type: 'Reply', value: order }];

export const captureWorkflow: Workflow<CaptureInput, CaptureState, CaptureOutput> = {
  name: 'capture',
  initialState: { status: 'idle' },

  evolve(state, input) {
    switch (input.type) {
      case 'CaptureRequested':
        return { status: 'capturing', order: input.order, payerId: input.payerId };
      case 'CaptureStarted':
      case 'PaymentConfirmed':
        return state.status === 'capturing' ? { ...state, order: input.order } : state;
      case 'ProviderAnswered':
      case 'ProviderUnreachable':
        return state;
      default:
        return unreachable(input);
    }
  },

  decide(input, state) {
    if (state.status !== 'capturing') return [];
    const { order } = state;
    const fail = (reason: string, at: string, error: AppError): CaptureOutput[] => [
      toOrder(order.orderId, { type: 'FailCapture', reason, now: at }),
      { type: 'Refuse', error },
    ];
    switch (input.type) {
      case 'CaptureRequested':
        if (order.paymentId !== input.paymentId) {
          return [{ type: 'Refuse', error: new ValidationError(orderMessages.wrongPayment) }];
        }
        if (order.paymentStatus === 'paid') return settle(order);
        return [
          toOrder(order.orderId, {
            type: 'StartCapture',
            paymentId: input.paymentId,
            payerId: input.payerId,
            now: input.at,
          }),
        ];
      case 'CaptureStarted':
        return [{ type: 'CapturePayment', paymentId: input.paymentId }];
      case 'ProviderUnreachable':
        return fail(input.reason, input.at, new AppError(502, orderMessages.providerUnavailable));
      case 'ProviderAnswered': {
        const { outcome, at } = input;
        if (outcome.status !== 'captured') {
          const message = outcome.status === 'cancelled' ? orderMessages.cancelled : orderMessages.notApproved;
          return fail(outcome.status, at, new ValidationError(message));
        }
        const payerId = outcome.payerId || state.payerId;
        return [toOrder(order.orderId, { type: 'ConfirmPayment', payerId, captureId: outcome.captureId, now: at })];
      }
      case 'PaymentConfirmed':
        return settle(input.order);
    }
  },

  onResult(outcome) {
    if (outcome.type === 'PaymentAnswered') return { type: 'ProviderAnswered', ...outcome.answer };
    if (outcome.type !== 'Sent' || outcome.stream !== 'order' || !outcome.state) return null;
    const order = outcome.state;
    if (outcome.command.type === 'StartCapture')
      return { type: 'CaptureStarted', order, paymentId: outcome.command.paymentId };
    if (outcome.command.type === 'ConfirmPayment') return { type: 'PaymentConfirmed', order };
    return null;
  },

  onFailure(failure) {
    return failure.type === 'PaymentFailed' ? { type: 'ProviderUnreachable', ...failure.failure } : null;
  },
};
