import type { TOptions } from 'i18next';
import type { OrderStatus, OrderStep, OrderStepName, PaymentMethod, PaymentStatus } from '@tavico/contracts/client';

/** A translation function: react-i18next's `t` or shared/i18n's (for sagas). */
export type Translate = (key: string, options?: TOptions) => string;

/**
 * How statuses, steps and payment methods read, in the language shown: one place for the badge,
 * the tables, the timeline and the toasts. A cancelled order says whose cancellation it was (a
 * payment the shopper cancelled at the payment page, or the order they cancelled).
 */
export const orderStatusName = (
  t: Translate,
  order: { orderStatus: OrderStatus; timeline?: readonly OrderStep[] },
): string => {
  if (order.orderStatus !== 'cancelled') return t(`status.order.${order.orderStatus}`);
  const last = order.timeline?.[order.timeline.length - 1]?.step;
  return t(last === 'paymentCancelled' ? 'status.step.paymentCancelled' : 'status.step.cancelled');
};

export const orderStatusLabel = (t: Translate, status: OrderStatus): string => t(`status.order.${status}`);
export const paymentStatusName = (t: Translate, status: PaymentStatus): string => t(`status.payment.${status}`);
export const orderStepName = (t: Translate, step: OrderStepName): string => t(`status.step.${step}`);
export const paymentMethodName = (t: Translate, method: PaymentMethod): string =>
  t(`paymentMethod.${method}`, { defaultValue: method });
