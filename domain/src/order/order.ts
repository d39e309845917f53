import type { OrderEvent, OrderState } from '@tavico/contracts';

/**
 * `order-{id}`: an order from its placing to its payment and delivery. The state is contracts'
 * OrderState, which the read side also shows; this is the one fold that makes it.
 */
export function evolve(order: OrderState | null, event: OrderEvent): OrderState | null {
  if (event.type === 'OrderPlaced') {
    const { placedAt, ...placed } = event.data;
    return {
      ...placed,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      provider: null,
      paymentId: null,
      approvalURL: null,
      payerId: null,
      captureId: null,
      captureStartedAt: null,
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
      const { payerId, captureId } = event.data;
      return {
        ...order,
        payerId,
        captureId,
        captureStartedAt: null,
        paymentStatus: 'paid',
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        updatedAt,
      };
    }
    case 'OrderPaymentFailed':
      return { ...order, orderStatus: 'rejected', paymentStatus: event.data.outcome, updatedAt };
    case 'OrderExpired':
      return { ...order, orderStatus: 'rejected', paymentStatus: 'expired', captureStartedAt: null, updatedAt };
    case 'OrderStatusChanged': {
      const to = event.data.to;
      const cancelled = to === 'rejected' && order.paymentStatus === 'pending';
      return { ...order, orderStatus: to, paymentStatus: cancelled ? 'cancelled' : order.paymentStatus, updatedAt };
    }
  }
}

/** True when the order holds stock that a payment may still take. */
export const awaitsPayment = (order: OrderState): boolean => order.paymentStatus === 'pending';
