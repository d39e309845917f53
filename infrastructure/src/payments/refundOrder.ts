import {
  Conflict,
  NotFound,
  ServiceUnavailable,
  ValidationError,
  formatMoney,
  orderCurrency,
  refundMessages,
  streams,
  type OrderEvent,
  type OrderState,
} from '@tavico/contracts';
import type { Decider } from '@tavico/domain';
import type { CommandContext, CommandHandler } from '../commands';
import { PaymentProviderError, type PaymentProvider } from './port';

type Staff = { id: string; name: string };
/** The order decider's refund command, as this needs it (the decider itself comes from domain). */
type RecordRefund = {
  type: 'RecordRefund';
  refundId: string;
  via: 'paypal';
  amountCents: number;
  reference: string;
  by: Staff | null;
  now: string;
};

/**
 * What a part of an order's amount is at PayPal: a đồng order was charged in dollars at its fixed
 * rate, so its refund is the same share of the dollars (the last part takes what is left).
 */
function chargedPart(order: OrderState, amountCents: number): number {
  if (!order.charge) return amountCents;
  const total = order.charge.amountCents;
  const refunded = order.refunds?.refundedCents ?? 0;
  const share = (cents: number) => Math.round((cents * total) / order.totalCents);
  return refunded + amountCents >= order.totalCents ? total - share(refunded) : share(amountCents);
}

/**
 * Refunds what a PayPal order owes (or a part of it) through the provider, then records the
 * refund on the order's stream. The key is the order's next refund, so a retry after a crash gets
 * the same refund back from the provider and records it once. Run by the admins' refund action
 * and by the workers' refund job alike.
 */
export async function refundThroughProvider(
  deps: {
    commands: CommandHandler;
    payments: PaymentProvider;
    decider: Decider<OrderState | null, RecordRefund, OrderEvent>;
    now: () => string;
  },
  request: { orderId: string; amountCents?: number; by: Staff | null },
  context: CommandContext,
) {
  const { state: order } = await deps.commands.load(streams.order(request.orderId), deps.decider);
  if (!order) throw new NotFound(refundMessages.returnNotFound);
  if (order.paymentMethod !== 'paypal' || !order.captureId || !order.paymentId)
    throw new ValidationError(refundMessages.notPaypal);
  const due = order.refunds?.dueCents ?? 0;
  if (due === 0) throw new Conflict(refundMessages.nothingDue);
  const amountCents = request.amountCents ?? due;
  if (amountCents > due) throw new ValidationError(refundMessages.tooMuch(formatMoney(due, orderCurrency(order))));
  const key = `refund-${order.orderId}-${(order.refunds?.records.length ?? 0) + 1}`;
  let outcome;
  try {
    outcome = await deps.payments.refundPayment({
      paymentId: order.paymentId,
      captureId: order.captureId,
      amountCents: chargedPart(order, amountCents),
      currency: 'USD',
      key,
      note: order.code ?? order.orderId,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new ServiceUnavailable(refundMessages.providerFailed, { cause: error });
    throw error;
  }
  if (outcome.status !== 'refunded') throw new Conflict(refundMessages.providerFailed);
  const command: RecordRefund = {
    type: 'RecordRefund',
    refundId: outcome.refundId,
    via: 'paypal',
    amountCents,
    reference: outcome.refundId,
    by: request.by,
    now: deps.now(),
  };
  return deps.commands.handle(streams.order(order.orderId), deps.decider, command, context);
}
