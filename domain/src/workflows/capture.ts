import { AppError, ValidationError, orderMessages, type OrderState } from '@tavico/contracts';
import { completePaidOrder } from '../order/settlement';
import {
  sent,
  toOrder,
  type Finish,
  type PaymentAnswer,
  type PaymentCall,
  type PaymentFailure,
  type Send,
  type Workflow,
} from './workflow';

/**
 * Capture, after the buyer approved the payment at the provider: the order is marked as being
 * captured (so it cannot expire meanwhile), the provider takes the money, the order is paid, its
 * units leave the stock and its products leave the cart. A capture asked again finishes what a
 * crash may have left undone and changes nothing when all was done.
 */
export type CaptureInput =
  | { type: 'CaptureRequested'; order: OrderState; paymentId: string; payerId: string; at: string }
  | { type: 'CaptureStarted'; order: OrderState }
  | ({ type: 'ProviderAnswered' } & PaymentAnswer)
  | ({ type: 'ProviderUnreachable' } & PaymentFailure)
  | { type: 'PaymentConfirmed'; order: OrderState };

export type CaptureOutput = Send | PaymentCall | Finish<OrderState>;

export interface CaptureState {
  order: OrderState | null;
  payerId: string;
}

const settle = (order: OrderState): CaptureOutput[] => [...completePaidOrder(order), { type: 'Reply', value: order }];

export const captureWorkflow: Workflow<CaptureInput, CaptureState, CaptureOutput> = {
  name: 'capture',
  initialState: { order: null, payerId: '' },

  evolve(state, input) {
    switch (input.type) {
      case 'CaptureRequested':
        return { order: input.order, payerId: input.payerId };
      case 'CaptureStarted':
      case 'PaymentConfirmed':
        return { ...state, order: input.order };
      default:
        return state;
    }
  },

  decide(input, state) {
    const order = state.order!;
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
        return [{ type: 'CapturePayment', paymentId: order.paymentId! }];
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

  onResult(output, result) {
    if (sent(output, 'StartCapture')) return { type: 'CaptureStarted', order: result as OrderState };
    if (sent(output, 'ConfirmPayment')) return { type: 'PaymentConfirmed', order: result as OrderState };
    if (output.type === 'CapturePayment') return { type: 'ProviderAnswered', ...(result as PaymentAnswer) };
    return null;
  },

  onFailure(output, error) {
    if (output.type === 'CapturePayment') return { type: 'ProviderUnreachable', ...(error as PaymentFailure) };
    return null;
  },
};
