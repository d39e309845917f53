import { streams, type SandboxPaymentCreated, type SandboxPaymentEvent } from '@tavico/contracts';
import type { Decider } from '@tavico/domain';
import { createCommandHandler, type CommandContext, type CommandHandlerDeps } from '../commands';
import type { CaptureOutcome, PaymentProvider, PaymentRequest } from './port';

export interface SandboxPayment extends Omit<PaymentRequest, 'currency'> {
  paymentId: string;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  payerId: string | null;
  captureId: string | null;
}

/** Where the sandbox's approval page lives: outside /api, served by the command service. */
export const sandboxPagePath = '/sandbox-pay';

type SandboxCommand =
  | { type: 'CreatePayment'; data: SandboxPaymentCreated['data'] }
  | { type: 'ApprovePayment'; payerId: string }
  | { type: 'CancelPayment' }
  | { type: 'CapturePayment'; captureId: string };

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
