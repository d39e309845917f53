import type { CommandContext, CommandHandler, Decider } from './commands';
import type { Clock } from './clock';
import type { PaymentProvider } from './payments/port';
import type { DomainEvent } from '@tavico/contracts';

/**
 * What the runner needs of a workflow (the domain's `Workflow`): pure steps, and how what came
 * of an output becomes the next input.
 */
export interface RunnableWorkflow<I, S, O extends { type: string }> {
  initialState: S;
  evolve(state: S, input: I): S;
  decide(input: I, state: S): O[];
  onResult(output: O, result: unknown): I | null;
  onFailure(output: O, error: unknown): I | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, DomainEvent>;

/** The outputs the runner knows how to carry out (the domain's Send, Await, PaymentCall and Finish). */
type Carried =
  | { type: 'Send'; streamId: string; decider: AnyDecider; command: { type: string } }
  | { type: 'Await'; streamId: string; decider: AnyDecider; until(state: unknown): boolean; timeoutMs: number }
  | { type: 'OpenPayment'; orderId: string; amountCents: number }
  | { type: 'CapturePayment'; paymentId: string }
  | { type: 'LookUpPayment'; paymentId: string }
  | { type: 'Reply'; value: unknown }
  | { type: 'Refuse'; error: unknown }
  | { type: 'Retry'; reason: string };

export interface WorkflowRunDeps {
  commands: CommandHandler;
  clock: Clock;
  payments?: PaymentProvider;
  /** Where the provider sends the buyer back (OpenPayment). */
  paymentLinks?: { returnUrl: string; cancelUrl: string };
}

/** The workflow said "not yet": a job tries again later. */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLater';
  }
}

type SendOutput = Extract<Carried, { type: 'Send' }>;

/** Carries out commands to streams one after another; answers the latest position appended. */
export async function sendAll(
  commands: CommandHandler,
  sends: readonly SendOutput[],
  context: CommandContext,
): Promise<number | null> {
  let position: number | null = null;
  for (const send of sends) {
    const done = await commands.handle(send.streamId, send.decider, send.command, context);
    if (done.position !== null) position = Math.max(position ?? 0, done.position);
  }
  return position;
}

/**
 * Runs a workflow from its first input to its end: each output is carried out in order (a
 * command to its stream through the command handler, a call to the payment provider), and what
 * came of it is fed back as the next input. The workflow decides everything, compensation
 * included; this only does what it says. Ends with the workflow's reply; a refusal is thrown.
 */
export async function runWorkflow<I, S, O extends { type: string }, R = unknown>(
  workflow: RunnableWorkflow<I, S, O>,
  first: I,
  deps: WorkflowRunDeps,
  context: CommandContext,
): Promise<{ reply: R | undefined; state: S; position: number | null }> {
  let state = workflow.initialState;
  let reply: R | undefined;
  let position: number | null = null;
  const now = () => deps.clock.now().toISOString();
  const provider = () => {
    if (!deps.payments) throw new Error('This workflow needs a payment provider');
    return deps.payments;
  };

  /** Carries one output out: what came of it, or a failure to hand to the workflow. */
  async function carryOut(output: Carried): Promise<{ result: unknown } | { failure: unknown; error: unknown }> {
    switch (output.type) {
      case 'Send':
        try {
          const done = await deps.commands.handle(output.streamId, output.decider, output.command, context);
          if (done.position !== null) position = Math.max(position ?? 0, done.position);
          return { result: done.state };
        } catch (error) {
          return { failure: error, error };
        }
      case 'Await': {
        // Another request is doing the work: read its stream until it says so, or give up waiting.
        const deadline = Date.now() + output.timeoutMs;
        for (;;) {
          const { state: seen } = await deps.commands.load(output.streamId, output.decider);
          if (output.until(seen) || Date.now() >= deadline) return { result: seen };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      case 'OpenPayment':
      case 'CapturePayment':
      case 'LookUpPayment':
        try {
          const payments = provider();
          if (output.type === 'OpenPayment') {
            const links = deps.paymentLinks ?? {
              returnUrl: '/paypal-return',
              cancelUrl: '/checkout?payment=cancelled',
            };
            const opened = await payments.createPayment({
              orderId: output.orderId,
              amountCents: output.amountCents,
              currency: 'USD',
              description: `Tavico order ${output.orderId}`,
              ...links,
            });
            return { result: { provider: payments.name, ...opened, at: now() } };
          }
          const outcome =
            output.type === 'CapturePayment'
              ? await payments.capturePayment(output.paymentId)
              : await payments.lookUpPayment(output.paymentId);
          return { result: { outcome, at: now() } };
        } catch (error) {
          const reason = error instanceof Error ? error.message : 'provider unreachable';
          return { failure: { reason, at: now() }, error };
        }
      case 'Reply':
        reply = output.value as R;
        return { result: null };
      case 'Refuse':
        throw output.error;
      case 'Retry':
        throw new RetryLater(output.reason);
    }
  }

  const inputs: I[] = [first];
  while (inputs.length > 0) {
    const input = inputs.shift() as I;
    state = workflow.evolve(state, input);
    for (const output of workflow.decide(input, state)) {
      const outcome = await carryOut(output as unknown as Carried);
      const next =
        'result' in outcome ? workflow.onResult(output, outcome.result) : workflow.onFailure(output, outcome.failure);
      if ('error' in outcome && next === null) throw outcome.error;
      if (next !== null) inputs.push(next);
    }
  }
  return { reply, state, position };
}
