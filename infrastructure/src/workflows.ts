import type {
  AnyOutput,
  Failure,
  Outcome,
  PaymentCall,
  PaymentCallFailure,
  ReadOf,
  ReadOutcome,
  Send,
  SendFailure,
  SendTo,
  SentOutcome,
  StreamKind,
  StreamRegistry,
  Workflow,
} from '@tavico/domain';
import type { CommandContext, CommandHandler } from './commands';
import type { Clock } from './clock';
import type { PaymentProvider } from './payments/port';

export interface WorkflowRunDeps {
  commands: CommandHandler;
  clock: Clock;
  /** Where each kind of stream lives and how it decides (the domain's `streamRegistry`). */
  registry: StreamRegistry;
  payments?: PaymentProvider;
}

/** The workflow said "not yet": a job tries again later. */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/** The value a workflow's `Reply` carries. */
export type ReplyOf<O> = O extends { type: 'Reply'; value: infer R } ? R : never;

type Carried = Outcome<AnyOutput> | { failure: Failure<AnyOutput>; error: unknown };

/** A command to its stream, resolved from the registry: the stream's state after it, or why not. */
async function attempt<K extends StreamKind>(
  deps: WorkflowRunDeps,
  output: SendTo<K>,
  context: CommandContext,
  appended: (position: number) => void,
): Promise<SentOutcome<K> | { failure: SendFailure<K>; error: unknown }> {
  const { streamId, decider } = deps.registry[output.stream];
  const { stream, id, command } = output;
  try {
    // The read side is waited for once, when the whole run is over (see runWorkflow).
    const done = await deps.commands.handle(streamId(id), decider, command, context, { awaitReads: false });
    if (done.position !== null) appended(done.position);
    return { type: 'Sent', stream, id, command, state: done.state };
  } catch (error) {
    return { failure: { type: 'SendFailed', stream, id, command, error }, error };
  }
}

/** Each kind of stream in turn, so what comes back is typed by that kind. */
function send(
  deps: WorkflowRunDeps,
  output: Send,
  context: CommandContext,
  appended: (position: number) => void,
): Promise<Carried> {
  switch (output.stream) {
    case 'order':
      return attempt(deps, output, context, appended);
    case 'product':
      return attempt(deps, output, context, appended);
    case 'cart':
      return attempt(deps, output, context, appended);
    case 'checkouts':
      return attempt(deps, output, context, appended);
    case 'orderCodes':
      return attempt(deps, output, context, appended);
    case 'voucher':
      return attempt(deps, output, context, appended);
  }
}

async function read<K extends StreamKind, As extends string>(
  deps: WorkflowRunDeps,
  output: ReadOf<K, As>,
): Promise<ReadOutcome<K, As>> {
  const { streamId, decider } = deps.registry[output.stream];
  const { stream, id, as } = output;
  if (output.afterMs > 0) await new Promise((resolve) => setTimeout(resolve, output.afterMs));
  const { state } = await deps.commands.load(streamId(id), decider);
  return { type: 'Read', as, stream, id, state };
}

/** A call to the provider; unreachable (or answering nonsense), the workflow is told why. */
async function guarded<C extends PaymentCall, R>(
  deps: WorkflowRunDeps,
  call: C,
  work: (payments: PaymentProvider, at: () => string) => Promise<R>,
): Promise<R | { failure: PaymentCallFailure<C>; error: unknown }> {
  const at = () => deps.clock.now().toISOString();
  try {
    if (!deps.payments) throw new Error('This workflow needs a payment provider');
    return await work(deps.payments, at);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'provider unreachable';
    return { failure: { type: 'PaymentFailed', call, failure: { reason, at: at() } }, error };
  }
}

function callProvider(deps: WorkflowRunDeps, call: PaymentCall): Promise<Carried> {
  switch (call.type) {
    case 'OpenPayment':
      return guarded(deps, call, async (payments, at) => {
        const { orderId, amount, description, returnUrl, cancelUrl } = call;
        const opened = await payments.createPayment({
          orderId,
          amountCents: amount.value,
          currency: amount.currency,
          description,
          returnUrl,
          cancelUrl,
        });
        return { type: 'PaymentOpened' as const, call, opened: { provider: payments.name, ...opened, at: at() } };
      });
    case 'CapturePayment':
      return guarded(deps, call, async (payments, at) => ({
        type: 'PaymentAnswered' as const,
        call,
        answer: { outcome: await payments.capturePayment(call.paymentId), at: at() },
      }));
    case 'LookUpPayment':
      return guarded(deps, call, async (payments, at) => ({
        type: 'PaymentAnswered' as const,
        call,
        answer: { outcome: await payments.lookUpPayment(call.paymentId), at: at() },
      }));
  }
}

/**
 * Runs a workflow from its first input to its end: each output is carried out in order (a
 * command to its stream, a read of one, a call to the payment provider), and what came of it is
 * fed back as the next input. The workflow decides everything, compensation included; this only
 * does what it says. The read side is waited for once, at the end, up to the last position the
 * run appended (the standalone shop projects before it answers). Ends with the workflow's reply;
 * a refusal is thrown.
 */
export async function runWorkflow<I extends { type: string }, S, O extends AnyOutput>(
  workflow: Workflow<I, S, O>,
  first: I,
  deps: WorkflowRunDeps,
  context: CommandContext,
): Promise<{ reply: ReplyOf<O>; state: S; position: number | null }> {
  // Every output this workflow says is among those a runner carries out.
  const flow: Workflow<I, S, AnyOutput> = workflow;
  let state = flow.initialState;
  let position: number | null = null;
  const appended = (at: number) => (position = Math.max(position ?? 0, at));
  const readsCaughtUp = async () => {
    if (position !== null) await deps.commands.awaitReads(position);
  };

  let replied: { value: ReplyOf<O> } | null = null;
  const inputs: I[] = [first];
  try {
    while (inputs.length > 0) {
      const input = inputs.shift();
      if (!input) break;
      state = flow.evolve(state, input);
      const outputs = flow.decide(input, state);
      // Commands to different streams said one after another are sent together when the first of
      // them is reached, so their appends share one synced commit; what came of each is still fed
      // back in the order they were said.
      const groups = sendGroups(outputs);
      const started = new Map<AnyOutput, Promise<Carried>>();
      for (const output of outputs) {
        let carried: Carried;
        switch (output.type) {
          case 'Send':
            if (!started.has(output)) {
              for (const member of groups.get(output) ?? [output])
                if (member.type === 'Send') started.set(member, send(deps, member, context, appended));
            }
            carried = await (started.get(output) ?? send(deps, output, context, appended));
            break;
          case 'Read':
            carried = await read(deps, output);
            break;
          case 'OpenPayment':
          case 'CapturePayment':
          case 'LookUpPayment':
            carried = await callProvider(deps, output);
            break;
          case 'Reply':
            replied = { value: output.value };
            continue;
          case 'Refuse':
            throw output.error;
          case 'Retry':
            throw new RetryLater(output.reason);
        }
        if ('failure' in carried) {
          const next = flow.onFailure(carried.failure);
          if (next === null) throw carried.error;
          inputs.push(next);
        } else {
          const next = flow.onResult(carried);
          if (next !== null) inputs.push(next);
        }
      }
    }
  } catch (error) {
    // Refused after some steps (stock given back, say): what they wrote is read before the answer.
    await readsCaughtUp();
    throw error;
  }
  await readsCaughtUp();
  if (!replied) throw new Error(`The ${workflow.name} workflow ended without an answer`);
  return { reply: replied.value, state, position };
}

/**
 * Runs of consecutive `Send`s to distinct streams, each output mapped to the run it starts or
 * belongs to (commands to one stream keep their order: a run ends before a stream comes again).
 */
function sendGroups(outputs: readonly AnyOutput[]): Map<AnyOutput, AnyOutput[]> {
  const groups = new Map<AnyOutput, AnyOutput[]>();
  let run: AnyOutput[] = [];
  let streams = new Set<string>();
  for (const output of outputs) {
    const key = output.type === 'Send' ? `${output.stream}:${output.id}` : null;
    if (key === null || streams.has(key)) {
      run = [];
      streams = new Set();
    }
    if (key === null) continue;
    run.push(output);
    streams.add(key);
    groups.set(output, run);
  }
  return groups;
}

/** Carries out commands to streams one after another (no workflow around them); answers the latest position. */
export async function sendAll(
  deps: Pick<WorkflowRunDeps, 'commands' | 'registry'>,
  sends: readonly Send[],
  context: CommandContext,
): Promise<number | null> {
  let position: number | null = null;
  const run: WorkflowRunDeps = { ...deps, clock: { now: () => new Date() } };
  for (const output of sends) {
    const carried = await send(run, output, context, (at) => (position = Math.max(position ?? 0, at)));
    if ('failure' in carried) throw carried.error;
  }
  if (position !== null) await deps.commands.awaitReads(position);
  return position;
}
