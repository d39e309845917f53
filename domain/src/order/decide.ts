import {
  Conflict,
  NotFound,
  ValidationError,
  orderMessages,
  paymentMethod,
  type OrderEvent,
  type OrderPlaced,
  type OrderState,
  type OrderStatus,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { awaitsPayment, evolve } from './order';

/** Commands on an order stream, decided by the pure function below (shared by both sides). */
export type OrderCommand =
  | { type: 'PlaceOrder'; data: Omit<OrderPlaced['data'], 'totalCents' | 'paymentMethod'> }
  | { type: 'RecordPayment'; provider: string; paymentId: string; approvalURL: string; now: string }
  | { type: 'FailPayment'; outcome: 'failed' | 'cancelled'; reason: string; now: string }
  | { type: 'StartCapture'; paymentId: string; payerId: string; now: string }
  | { type: 'FailCapture'; reason: string; now: string }
  | { type: 'ConfirmPayment'; payerId: string; captureId: string; now: string }
  | { type: 'ExpireOrder'; now: string }
  | { type: 'ChangeOrderStatus'; to: OrderStatus; now: string };

function existing(order: OrderState | null): OrderState {
  if (!order) throw new NotFound(orderMessages.notFound);
  return order;
}

/** Why a pending payment cannot be taken any more. */
const closedMessage = (order: OrderState) =>
  order.paymentStatus === 'expired' ? orderMessages.expired : orderMessages.cancelled;

export function decide(command: OrderCommand, order: OrderState | null): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder': {
      if (order) throw new Conflict('Đơn hàng này đã tồn tại.');
      const totalCents = command.data.items.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      return [{ type: 'OrderPlaced', data: { ...command.data, totalCents, paymentMethod } }];
    }
    case 'RecordPayment': {
      const o = existing(order);
      if (o.paymentId === command.paymentId) return [];
      if (!awaitsPayment(o) || o.paymentId) throw new Conflict(closedMessage(o));
      const { provider, paymentId, approvalURL, now } = command;
      return [{ type: 'OrderPaymentCreated', data: { orderId: o.orderId, provider, paymentId, approvalURL, at: now } }];
    }
    case 'FailPayment': {
      const o = existing(order);
      if (!awaitsPayment(o)) return [];
      const { outcome, reason, now } = command;
      return [{ type: 'OrderPaymentFailed', data: { orderId: o.orderId, outcome, reason, at: now } }];
    }
    case 'StartCapture': {
      const o = existing(order);
      if (o.paymentId !== command.paymentId) throw new ValidationError(orderMessages.wrongPayment);
      if (o.paymentStatus === 'paid') return [];
      if (!awaitsPayment(o)) throw new ValidationError(closedMessage(o));
      if (o.captureStartedAt) return [];
      if (command.now >= o.expiresAt) throw new ValidationError(orderMessages.expired);
      const { paymentId, payerId, now } = command;
      return [{ type: 'OrderCaptureStarted', data: { orderId: o.orderId, paymentId, payerId, at: now } }];
    }
    case 'FailCapture': {
      const o = existing(order);
      if (!o.captureStartedAt || !awaitsPayment(o)) return [];
      const data = { orderId: o.orderId, paymentId: o.paymentId ?? '', reason: command.reason, at: command.now };
      return [{ type: 'OrderCaptureFailed', data }];
    }
    case 'ConfirmPayment': {
      const o = existing(order);
      if (o.paymentStatus === 'paid') return [];
      // The provider has taken the money: only a payment that was still open may be confirmed.
      if (!awaitsPayment(o)) throw new Conflict(closedMessage(o));
      const { payerId, captureId, now } = command;
      const paymentId = o.paymentId ?? '';
      const data = { orderId: o.orderId, paymentId, payerId, captureId, totalCents: o.totalCents, at: now };
      return [{ type: 'OrderPaid', data }];
    }
    case 'ExpireOrder': {
      if (!order || !awaitsPayment(order) || order.captureStartedAt || command.now < order.expiresAt) return [];
      return [{ type: 'OrderExpired', data: { orderId: order.orderId, at: command.now } }];
    }
    case 'ChangeOrderStatus': {
      const o = existing(order);
      if (o.orderStatus === command.to) return [];
      if (o.captureStartedAt && command.to === 'rejected') throw new Conflict(orderMessages.captureUnderWay);
      return [
        {
          type: 'OrderStatusChanged',
          data: { orderId: o.orderId, from: o.orderStatus, to: command.to, at: command.now },
        },
      ];
    }
  }
}

/** The order stream as a decider: state is null until the order is placed. */
export const orderDecider: Decider<OrderState | null, OrderCommand, OrderEvent> = {
  name: 'order@1',
  initialState: null,
  evolve,
  decide,
};
