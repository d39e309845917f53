import {
  Conflict,
  claimMessages,
  NotFound,
  ValidationError,
  linesTotalCents,
  orderMessages,
  trackingLink,
  type Carrier,
  type LineFulfilment,
  type Shipment,
  type OrderEvent,
  type OrderPlaced,
  type OrderState,
  type OrderStatus,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import {
  awaitsConfirmation,
  awaitsPayment,
  cancellableByShopper,
  evolve,
  isFinal,
  linesOf,
  paidOnReceipt,
  readyToFulfil,
} from './order';
import { decideRefund, deliveredUntil, refundOnEnd, type RefundCommand } from './refunds';

/** Commands on an order stream, decided by the pure function below (shared by both sides). */
export type OrderCommand =
  | { type: 'PlaceOrder'; data: Omit<OrderPlaced['data'], 'totalCents'> }
  | { type: 'RecordPayment'; provider: string; paymentId: string; approvalURL: string; now: string }
  | { type: 'FailPayment'; outcome: 'failed' | 'cancelled'; reason: string; now: string }
  | { type: 'StartCapture'; paymentId: string; payerId: string; now: string }
  | { type: 'FailCapture'; reason: string; now: string }
  | { type: 'ConfirmPayment'; payerId: string; captureId: string; now: string }
  | { type: 'ExpireOrder'; now: string }
  /** An admin took the cash at delivery, or found the bank transfer in the account. */
  | { type: 'ReceivePayment'; by: { id: string; name: string }; now: string }
  /** Staff confirmed a cash-on-delivery order by phone. */
  | { type: 'ConfirmOrder'; by: { id: string; name: string }; now: string }
  /** The shopper cancels their own order. */
  | { type: 'CancelOrder'; now: string }
  /**
   * A supplier marks its lines packed, then handed to the shipper (its own lines only): to a
   * carrier of the shop's list, under its tracking number.
   */
  | {
      type: 'FulfilLines';
      supplierId: string;
      to: LineFulfilment;
      carrier?: Carrier;
      trackingCode?: string;
      now: string;
    }
  /**
   * An admin sets the status. Moving it to shipping may hand the house's own lines to a carrier
   * of the shop's list, as a supplier hands over its lines; returnDays (RETURN_DAYS): a delivered
   * order may be returned for so many days (issue 30).
   */
  | {
      type: 'ChangeOrderStatus';
      to: OrderStatus;
      by: { id: string; name: string };
      now: string;
      carrier?: Carrier;
      trackingCode?: string;
      returnDays?: number;
    }
  | RefundCommand
  /**
   * A guest's order moves to an account: the guest joined it, or the account's e-mail confirmed a
   * claim link. Only from the guest named (so an order already moved never moves again).
   */
  | { type: 'ClaimOrder'; fromUserId: string; toUserId: string; how: 'joined' | 'emailLink'; now: string };

function existing(order: OrderState | null): OrderState {
  if (!order) throw new NotFound(orderMessages.notFound);
  return order;
}

/**
 * A hand-over's shipment: a carrier must be named, and one with a tracking page needs the parcel's
 * number (the shop's own truck has none).
 */
function shipmentOf(carrier: Carrier | undefined, trackingCode = ''): Shipment {
  if (!carrier) throw new ValidationError(orderMessages.carrierNeeded);
  const code = carrier.trackingUrl ? trackingCode : '';
  if (carrier.trackingUrl && !code) throw new ValidationError(orderMessages.trackingNeeded(carrier.name));
  return {
    carrierId: carrier.id,
    carrierName: carrier.name,
    trackingCode: code,
    trackingUrl: trackingLink(carrier, code),
  };
}

/**
 * The admin's hand-over when moving an order to shipping with a carrier: the house's own lines
 * (no supplier's) not yet handed over go with it, checked as a supplier's are. None left: nothing.
 */
function houseHandOver(
  o: OrderState,
  command: { to: OrderStatus; carrier?: Carrier; trackingCode?: string; now: string },
): OrderEvent[] {
  if (command.to !== 'inShipping' || command.carrier === undefined) return [];
  const waiting = o.items.filter((l) => !l.supplierId && o.fulfilment?.[l.productId]?.status !== 'handedOver');
  if (waiting.length === 0) return [];
  const shipment = shipmentOf(command.carrier, command.trackingCode);
  const productIds = waiting.map((l) => l.productId);
  // '' names the house: its lines are no supplier's.
  const data = { orderId: o.orderId, supplierId: '', productIds, to: 'handedOver' as const, at: command.now, shipment };
  return [{ type: 'OrderLinesFulfilled', data }];
}

/** Why a pending payment cannot be taken any more. */
const closedMessage = (order: OrderState) =>
  order.paymentStatus === 'expired' ? orderMessages.expired : orderMessages.cancelled;

export function decide(command: OrderCommand, order: OrderState | null): OrderEvent[] {
  switch (command.type) {
    case 'ClaimOrder': {
      const o = existing(order);
      // Already the account's: a second join or a retried link moves nothing.
      if (o.userId === command.toUserId) return [];
      if (o.userId !== command.fromUserId) throw new Conflict(claimMessages.orderTaken);
      const { fromUserId, toUserId, how, now } = command;
      return [{ type: 'OrderClaimed', data: { orderId: o.orderId, fromUserId, toUserId, how, at: now } }];
    }
    case 'PlaceOrder': {
      if (order) throw new Conflict(orderMessages.exists);
      // The shipping fee the server priced is part of the total (decisions §35).
      // A voucher's discount, priced on its own stream by the checkout, comes off (issue 30).
      const totalCents =
        linesTotalCents(command.data.items) +
        (command.data.shipping?.feeCents ?? 0) -
        (command.data.voucher?.discountCents ?? 0);
      return [{ type: 'OrderPlaced', data: { ...command.data, totalCents } }];
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
      if (o.expiresAt !== null && command.now >= o.expiresAt) throw new ValidationError(orderMessages.expired);
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
      // Cash on delivery has no deadline: its stock is held until it is delivered or cancelled.
      if (!order || !awaitsPayment(order) || order.captureStartedAt || order.expiresAt === null) return [];
      if (command.now < order.expiresAt) return [];
      return [{ type: 'OrderExpired', data: { orderId: order.orderId, at: command.now } }];
    }
    case 'ReceivePayment': {
      const o = existing(order);
      if (!paidOnReceipt(o)) throw new ValidationError(orderMessages.notCashOrTransfer);
      if (o.paymentStatus === 'paid') return [];
      if (!awaitsPayment(o)) throw new Conflict(closedMessage(o));
      const data = {
        orderId: o.orderId,
        paymentId: '',
        payerId: '',
        captureId: '',
        totalCents: o.totalCents,
        at: command.now,
        method: o.paymentMethod,
        receivedBy: command.by,
      };
      return [{ type: 'OrderPaid', data }];
    }
    case 'ConfirmOrder': {
      const o = existing(order);
      if (o.paymentMethod !== 'cod') throw new ValidationError(orderMessages.notCod);
      if (isFinal(o)) throw new Conflict(orderMessages.statusFinal);
      if (!awaitsConfirmation(o)) return [];
      return [{ type: 'OrderConfirmed', data: { orderId: o.orderId, by: command.by, at: command.now } }];
    }
    case 'CancelOrder': {
      const o = existing(order);
      if (o.orderStatus === 'cancelled') return [];
      if (!cancellableByShopper(o)) throw new Conflict(orderMessages.cannotCancel);
      return [{ type: 'OrderCancelled', data: { orderId: o.orderId, at: command.now } }];
    }
    case 'FulfilLines': {
      const o = existing(order);
      const own = linesOf(o, command.supplierId);
      // Another supplier's order, or none of this one's lines: not theirs to see.
      if (own.length === 0) throw new NotFound(orderMessages.notFound);
      if (!readyToFulfil(o)) throw new Conflict(orderMessages.notReadyToFulfil);
      const rank = { none: 0, packed: 1, handedOver: 2 } as const;
      const wanted = rank[command.to];
      const moving = own.filter((line) => rank[o.fulfilment?.[line.productId]?.status ?? 'none'] < wanted);
      if (moving.length === 0) return [];
      const shipment = command.to === 'handedOver' ? shipmentOf(command.carrier, command.trackingCode) : undefined;
      const data = {
        orderId: o.orderId,
        supplierId: command.supplierId,
        productIds: moving.map((l) => l.productId),
        to: command.to,
        at: command.now,
        ...(shipment ? { shipment } : {}),
      };
      const events: OrderEvent[] = [{ type: 'OrderLinesFulfilled', data }];
      // Every line handed over (none of them the house's own): the order is on its way by itself.
      const after = existing(evolve(o, events[0]));
      const allHandedOver = after.items.every(
        (line) => line.supplierId && after.fulfilment?.[line.productId]?.status === 'handedOver',
      );
      if (allHandedOver) {
        events.push({
          type: 'OrderStatusChanged',
          data: { orderId: o.orderId, from: after.orderStatus, to: 'inShipping', at: command.now },
        });
      }
      return events;
    }
    case 'ChangeOrderStatus': {
      const o = existing(order);
      if (o.orderStatus === command.to) return [];
      if (isFinal(o)) throw new Conflict(orderMessages.statusFinal);
      if (o.captureStartedAt && command.to === 'rejected') throw new Conflict(orderMessages.captureUnderWay);
      const changed: OrderEvent = {
        type: 'OrderStatusChanged',
        data: {
          orderId: o.orderId,
          from: o.orderStatus,
          to: command.to,
          at: command.now,
          ...(command.to === 'delivered' ? deliveredUntil(command.now, command.returnDays) : {}),
        },
      };
      // A paid order rejected or cancelled owes its buyer the money back (issue 30).
      if (command.to === 'rejected' || command.to === 'cancelled')
        return [changed, ...refundOnEnd(o, command.to, command.now)];
      const handedOver = houseHandOver(o, command);
      // Moving a cash-on-delivery order on (processing, shipping, delivered) confirms it: staff
      // would not ship what they had not agreed with the buyer.
      const movesOn = command.to === 'inProcess' || command.to === 'inShipping' || command.to === 'delivered';
      if (!awaitsConfirmation(o) || !movesOn) return [...handedOver, changed];
      const confirmed: OrderEvent = {
        type: 'OrderConfirmed',
        data: { orderId: o.orderId, by: command.by, at: command.now },
      };
      const from = existing(evolve(o, confirmed)).orderStatus;
      return [confirmed, ...handedOver, { ...changed, data: { ...changed.data, from } }];
    }
    default:
      return decideRefund(command, existing(order));
  }
}

/** The order stream as a decider: state is null until the order is placed. */
export const orderDecider: Decider<OrderState | null, OrderCommand, OrderEvent> = {
  // 2: the state keeps its timeline, payment method and who received a payment.
  // 3: cash on delivery waits for staff to confirm it (OrderConfirmed), and keeps a transfer's terms.
  name: 'order@3',
  initialState: null,
  evolve,
  decide,
};
