import {
  awaitsConfirmation,
  awaitsPayment,
  awaitsReceipt,
  cancellableByShopper,
  isFinal,
  paidOnReceipt,
  readyToFulfil,
  type OrderEvent,
  type OrderState,
  type OrderStatus,
  type OrderStep,
  type OrderStepName,
  type PaymentStatus,
} from '@tavico/contracts';
import { evolveRefund } from './refunds';

// The rules live in contracts, where the read side and the browser read them too.
export {
  awaitsConfirmation,
  awaitsPayment,
  awaitsReceipt,
  cancellableByShopper,
  isFinal,
  paidOnReceipt,
  readyToFulfil,
};

const step = (order: OrderState, name: OrderStepName, at: string): OrderStep[] => [
  ...(order.timeline ?? [{ step: 'placed' as const, at: order.placedAt }]),
  { step: name, at },
];

/** The statuses an admin sets that are steps of the shopper's timeline. */
const timelineStatuses: Partial<Record<OrderState['orderStatus'], OrderStepName>> = {
  inProcess: 'inProcess',
  inShipping: 'inShipping',
  delivered: 'delivered',
  rejected: 'rejected',
};

/**
 * `order-{id}`: an order from its placing to its payment and delivery. The state is contracts'
 * OrderState, which the read side also shows; this is the one fold that makes it.
 */
export function evolve(order: OrderState | null, event: OrderEvent): OrderState | null {
  if (event.type === 'OrderPlaced') {
    const { placedAt, ...placed } = event.data;
    return {
      ...placed,
      // Cash on delivery needs no payment first: it goes ahead once staff confirm it by phone
      // (placed with a deadline for that); older ones, placed with none, went ahead at once.
      orderStatus: placed.paymentMethod === 'cod' && placed.expiresAt === null ? 'confirmed' : 'pending',
      paymentStatus: 'pending',
      provider: null,
      paymentId: null,
      approvalURL: null,
      payerId: null,
      captureId: null,
      captureStartedAt: null,
      receivedBy: null,
      timeline: [{ step: 'placed', at: placedAt }],
      placedAt,
      updatedAt: placedAt,
    };
  }
  if (!order) return null;
  const updatedAt = event.data.at;
  switch (event.type) {
    case 'OrderPaymentCreated': {
      const { provider, paymentId, approvalURL } = event.data;
      return { ...order, provider, paymentId, approvalURL, updatedAt };
    }
    case 'OrderCaptureStarted':
      return { ...order, payerId: event.data.payerId, captureStartedAt: event.data.at, updatedAt };
    case 'OrderCaptureFailed':
      return { ...order, captureStartedAt: null, updatedAt };
    case 'OrderPaid': {
      const { payerId, captureId, receivedBy } = event.data;
      return {
        ...order,
        payerId,
        captureId,
        captureStartedAt: null,
        paymentStatus: 'paid',
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        receivedBy: receivedBy ?? null,
        timeline: step(order, 'paid', event.data.at),
        updatedAt,
      };
    }
    case 'OrderPaymentFailed':
      // Cancelled by the shopper at the payment page: theirs, not the shop's refusal.
      return event.data.outcome === 'cancelled'
        ? {
            ...order,
            orderStatus: 'cancelled',
            paymentStatus: 'cancelled',
            timeline: step(order, 'paymentCancelled', event.data.at),
            updatedAt,
          }
        : {
            ...order,
            orderStatus: 'rejected',
            paymentStatus: 'failed',
            timeline: step(order, 'rejected', event.data.at),
            updatedAt,
          };
    case 'OrderExpired':
      return {
        ...order,
        orderStatus: 'rejected',
        paymentStatus: 'expired',
        captureStartedAt: null,
        timeline: step(order, 'expired', event.data.at),
        updatedAt,
      };
    case 'OrderConfirmed':
      return {
        ...order,
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        expiresAt: null,
        timeline: step(order, 'confirmed', event.data.at),
        updatedAt,
      };
    case 'OrderCancelled':
      return {
        ...order,
        orderStatus: 'cancelled',
        paymentStatus: order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus,
        timeline: step(order, 'cancelled', event.data.at),
        updatedAt,
      };
    case 'OrderLinesFulfilled': {
      const { productIds, to, at, shipment } = event.data;
      const fulfilment = { ...(order.fulfilment ?? {}) };
      for (const productId of productIds)
        fulfilment[productId] = shipment ? { status: to, at, shipment } : { status: to, at };
      return { ...order, fulfilment, updatedAt };
    }
    case 'OrderClaimed':
      // The account's now: its list shows it, and its owner may cancel or pay it.
      return { ...order, userId: event.data.toUserId, updatedAt };
    case 'OrderStatusChanged': {
      const to = event.data.to;
      const cancelled = cancelsPayment(to, order.paymentStatus);
      const name = timelineStatuses[to];
      return {
        ...order,
        orderStatus: to,
        paymentStatus: cancelled ? 'cancelled' : order.paymentStatus,
        timeline: name ? step(order, name, event.data.at) : order.timeline,
        ...(event.data.returnUntil ? { returnUntil: event.data.returnUntil } : {}),
        updatedAt,
      };
    }
    default:
      return evolveRefund(order, event);
  }
}

/** Rejecting an order whose payment is still awaited cancels that payment (and frees what it holds). */
export const cancelsPayment = (to: OrderStatus, paymentStatus: PaymentStatus): boolean =>
  to === 'rejected' && paymentStatus === 'pending';

/** The lines a supplier ships in an order. */
export const linesOf = (order: OrderState, supplierId: string) =>
  order.items.filter((line) => line.supplierId === supplierId);
