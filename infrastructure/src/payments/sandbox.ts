import { streams, type SandboxPaymentCreated, type SandboxPaymentEvent } from '@tavico/contracts';
import type { Decider } from '@tavico/domain';
import { createCommandHandler, type CommandContext, type CommandHandlerDeps } from '../commands';
import type { CaptureOutcome, PaymentProvider, PaymentRequest, RefundOutcome } from './port';

export interface SandboxPayment extends Omit<PaymentRequest, 'currency'> {
  paymentId: string;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  payerId: string | null;
  captureId: string | null;
  /** The refunds given so far, by the shop's key. */
  refunds?: { refundId: string; amountCents: number; key: string }[];
}

/** Where the sandbox's approval page lives: outside /api, served by the command service. */
export const sandboxPagePath = '/sandbox-pay';

type SandboxCommand =
  | { type: 'CreatePayment'; data: SandboxPaymentCreated['data'] }
  | { type: 'ApprovePayment'; payerId: string }
  | { type: 'CancelPayment' }
  | { type: 'CapturePayment'; captureId: string }
  | { type: 'RefundPayment'; refundId: string; amountCents: number; key: string };

const refundedCents = (p: SandboxPayment) => (p.refunds ?? []).reduce((sum, r) => sum + r.amountCents, 0);

/** A payment moves on only from the state each step needs; otherwise a step changes nothing. */
const sandboxPaymentDecider: Decider<SandboxPayment | null, SandboxCommand, SandboxPaymentEvent> = {
  name: 'sandbox-payment@1',
  initialState: null,
  evolve(payment, event) {
    if (event.type === 'SandboxPaymentCreated')
      return { ...event.data, status: 'created', payerId: null, captureId: null };
    if (!payment) return payment;
    switch (event.type) {
      case 'SandboxPaymentApproved':
        return { ...payment, status: 'approved', payerId: event.data.payerId };
      case 'SandboxPaymentCancelled':
        return { ...payment, status: 'cancelled' };
      case 'SandboxPaymentCaptured':
        return { ...payment, status: 'captured', captureId: event.data.captureId };
      case 'SandboxPaymentRefunded': {
        const { refundId, amountCents, key } = event.data;
        return { ...payment, refunds: [...(payment.refunds ?? []), { refundId, amountCents, key }] };
      }
    }
  },
  decide(command, payment) {
    switch (command.type) {
      case 'CreatePayment':
        return payment ? [] : [{ type: 'SandboxPaymentCreated', data: command.data }];
      case 'ApprovePayment':
        return payment?.status === 'created'
          ? [{ type: 'SandboxPaymentApproved', data: { paymentId: payment.paymentId, payerId: command.payerId } }]
          : [];
      case 'CancelPayment':
        return payment?.status === 'created' || payment?.status === 'approved'
          ? [{ type: 'SandboxPaymentCancelled', data: { paymentId: payment.paymentId } }]
          : [];
      case 'CapturePayment':
        return payment?.status === 'approved'
          ? [{ type: 'SandboxPaymentCaptured', data: { paymentId: payment.paymentId, captureId: command.captureId } }]
          : [];
      case 'RefundPayment': {
        // Only what was captured and is not refunded yet; a key seen already refunds nothing again.
        if (payment?.status !== 'captured' || payment.refunds?.some((r) => r.key === command.key)) return [];
        if (refundedCents(payment) + command.amountCents > payment.amountCents) return [];
        const { refundId, amountCents, key } = command;
        return [{ type: 'SandboxPaymentRefunded', data: { paymentId: payment.paymentId, refundId, amountCents, key } }];
      }
    }
  },
};

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
export function createSandboxPayments(deps: CommandHandlerDeps) {
  const commands = createCommandHandler(deps);
  const code = (length: number) => deps.ids().replace(/-/g, '').slice(0, length).toUpperCase();
  const run = async (paymentId: string, command: SandboxCommand) => {
    const context: CommandContext = { actorId: null, actorRole: 'system', correlationId: paymentId };
    return (await commands.handle(streams.sandboxPayment(paymentId), sandboxPaymentDecider, command, context)).state;
  };

  const refundOutcome = (payment: SandboxPayment | null, key: string, captureId: string): RefundOutcome => {
    const done = payment?.captureId === captureId ? payment.refunds?.find((r) => r.key === key) : undefined;
    if (done) return { status: 'refunded', refundId: done.refundId, amountCents: done.amountCents };
    if (!payment?.captureId || payment.captureId !== captureId) return { status: 'refused', reason: 'unknown capture' };
    return { status: 'refused', reason: 'more than what is left of the capture' };
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createPayment(request) {
      const paymentId = `SBX-${code(20)}`;
      const { currency: _usd, ...rest } = request;
      await run(paymentId, { type: 'CreatePayment', data: { paymentId, ...rest } });
      return { paymentId, approvalURL: `${sandboxPagePath}/${paymentId}` };
    },
    capturePayment: async (paymentId) =>
      outcome(await run(paymentId, { type: 'CapturePayment', captureId: `CAP-${code(16)}` })),
    lookUpPayment: async (paymentId) =>
      outcome((await commands.load(streams.sandboxPayment(paymentId), sandboxPaymentDecider)).state),
    async refundPayment({ paymentId, captureId, amountCents, key }) {
      const { state } = await commands.load(streams.sandboxPayment(paymentId), sandboxPaymentDecider);
      if (state?.captureId !== captureId) return { status: 'refused', reason: 'unknown capture' };
      const after = await run(paymentId, { type: 'RefundPayment', refundId: `RF-${code(16)}`, amountCents, key });
      return refundOutcome(after, key, captureId);
    },
  };

  return {
    provider,
    /** What the approval page shows. */
    payment: async (paymentId: string) =>
      (await commands.load(streams.sandboxPayment(paymentId), sandboxPaymentDecider)).state,
    /** The buyer approves: the payer id is the sandbox's, as PayPal's would be. */
    approve: (paymentId: string) => run(paymentId, { type: 'ApprovePayment', payerId: `PAYER${code(10)}` }),
    cancel: (paymentId: string) => run(paymentId, { type: 'CancelPayment' }),
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
