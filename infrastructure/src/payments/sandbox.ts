import { streams, type NewEvent, type SandboxPaymentEvent } from '@tavico/contracts';
import type { Clock, IdGenerator } from '../clock';
import { ConcurrencyError, type EventStore } from '../eventstore/port';
import type { CaptureOutcome, PaymentProvider, PaymentRequest } from './port';

export interface SandboxPayment extends Omit<PaymentRequest, 'currency'> {
  paymentId: string;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  payerId: string | null;
  captureId: string | null;
}

/** Where the sandbox's approval page lives: outside /api, served by the command service. */
export const sandboxPagePath = '/sandbox-pay';

function fold(events: SandboxPaymentEvent[]): SandboxPayment | null {
  let payment = null as SandboxPayment | null;
  for (const event of events) {
    if (event.type === 'SandboxPaymentCreated') {
      payment = { ...event.data, status: 'created', payerId: null, captureId: null };
    } else if (payment) {
      if (event.type === 'SandboxPaymentApproved')
        payment = { ...payment, status: 'approved', payerId: event.data.payerId };
      if (event.type === 'SandboxPaymentCancelled') payment = { ...payment, status: 'cancelled' };
      if (event.type === 'SandboxPaymentCaptured')
        payment = { ...payment, status: 'captured', captureId: event.data.captureId };
    }
  }
  return payment;
}

const outcome = (payment: SandboxPayment | null): CaptureOutcome => {
  if (payment?.status === 'captured' && payment.captureId && payment.payerId) {
    return {
      status: 'captured',
      captureId: payment.captureId,
      payerId: payment.payerId,
      amountCents: payment.amountCents,
    };
  }
  return payment?.status === 'cancelled' ? { status: 'cancelled' } : { status: 'not-approved' };
};

/**
 * The built-in provider: a payment is a stream of its own in the event store, approved or
 * cancelled on a plain HTML page of ours, as a real provider's page would be.
 */
export function createSandboxPayments(deps: { eventStore: EventStore; clock: Clock; ids: IdGenerator }) {
  const load = async (paymentId: string) => {
    const recorded = await deps.eventStore.readStream(streams.sandboxPayment(paymentId));
    const revision = recorded.length > 0 ? recorded[recorded.length - 1].revision : null;
    return { payment: fold(recorded as unknown as SandboxPaymentEvent[]), revision };
  };

  const append = async (paymentId: string, event: SandboxPaymentEvent, revision: number | 'no_stream') => {
    const stored: NewEvent = {
      ...event,
      id: deps.ids(),
      metadata: {
        actorId: null,
        actorRole: 'system',
        correlationId: paymentId,
        causationId: null,
        time: deps.clock.now().toISOString(),
      },
    };
    await deps.eventStore.append(streams.sandboxPayment(paymentId), [stored], revision);
  };

  /** Moves a payment on when it is in one of `from`; otherwise leaves it as it is. */
  const advance = async (
    paymentId: string,
    from: SandboxPayment['status'][],
    event: (p: SandboxPayment) => SandboxPaymentEvent,
  ): Promise<SandboxPayment | null> => {
    for (let attempt = 1; ; attempt++) {
      const { payment, revision } = await load(paymentId);
      if (!payment || revision === null) return null;
      if (!from.includes(payment.status)) return payment;
      try {
        await append(paymentId, event(payment), revision);
        return (await load(paymentId)).payment;
      } catch (error) {
        // Approve and cancel raced: decide again on what won.
        if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
      }
    }
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createPayment(request) {
      const paymentId = `SBX-${deps.ids().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
      const { currency: _usd, ...rest } = request;
      await append(paymentId, { type: 'SandboxPaymentCreated', data: { paymentId, ...rest } }, 'no_stream');
      return { paymentId, approvalURL: `${sandboxPagePath}/${paymentId}` };
    },
    async capturePayment(paymentId) {
      const payment = await advance(paymentId, ['approved'], () => ({
        type: 'SandboxPaymentCaptured',
        data: { paymentId, captureId: `CAP-${deps.ids().replace(/-/g, '').slice(0, 16).toUpperCase()}` },
      }));
      return outcome(payment);
    },
    async lookUpPayment(paymentId) {
      return outcome((await load(paymentId)).payment);
    },
  };

  return {
    provider,
    /** What the approval page shows. */
    payment: async (paymentId: string) => (await load(paymentId)).payment,
    /** The buyer approves: the payer id is the sandbox's, as PayPal's would be. */
    approve: (paymentId: string) =>
      advance(paymentId, ['created'], () => ({
        type: 'SandboxPaymentApproved',
        data: { paymentId, payerId: `PAYER${deps.ids().replace(/-/g, '').slice(0, 10).toUpperCase()}` },
      })),
    cancel: (paymentId: string) =>
      advance(paymentId, ['created', 'approved'], () => ({ type: 'SandboxPaymentCancelled', data: { paymentId } })),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
