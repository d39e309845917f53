import { streams } from '@tavico/contracts';
import type { Decider } from '../decider';
import { productDecider, type ProductCommand } from '../product/decide';
import { orderDecider, type OrderCommand } from '../order/decide';
import { cartDecider, type CartCommand } from '../cart/decide';
import { checkoutsDecider, type CheckoutCommand } from '../checkout/checkouts';
import { orderCodesDecider, type AssignOrderCode } from '../orderCode/orderCodes';

/**
 * A flow across streams, in emmett's Workflow sense: from what just happened (an input) and what
 * it knows so far (its state), it decides what to do next (outputs). Pure: the route or job
 * running it carries each output out and feeds back what came of it, through `onResult` and
 * `onFailure`, until it finishes.
 */
export interface Workflow<I extends { type: string }, S, O extends { type: string }> {
  name: string;
  initialState: S;
  evolve(state: S, input: I): S;
  decide(input: I, state: S): O[];
  /** The next input once an output was carried out (a stream's new state, a provider's answer), or null. */
  onResult(output: O, result: unknown): I | null;
  /** The next input when carrying an output out failed, or null to let the failure stop the flow. */
  onFailure(output: O, error: unknown): I | null;
}

/** A command to one stream, with the decider that decides it there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Send = { type: 'Send'; streamId: string; decider: Decider<any, any, any>; command: { type: string } };

/**
 * Waits, reading a stream again and again, until its state says `until` (or `timeoutMs` passed):
 * the runner feeds back the state it last read.
 */
export type Await = {
  type: 'Await';
  streamId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decider: Decider<any, any, any>;
  until(state: unknown): boolean;
  timeoutMs: number;
};

/**
 * Calls to the payment provider (the route fills in the return links). What the runner feeds
 * back: `PaymentOpened` for OpenPayment, `PaymentAnswer` for the others, and a `PaymentFailure`
 * when the provider could not be reached or answered nonsense.
 */
export type PaymentCall =
  | { type: 'OpenPayment'; orderId: string; amountCents: number }
  | { type: 'CapturePayment'; paymentId: string }
  | { type: 'LookUpPayment'; paymentId: string };

/** Where a payment stands at the provider. */
export type ProviderOutcome =
  { status: 'captured'; captureId: string; payerId: string } | { status: 'not-approved' } | { status: 'cancelled' };
export type PaymentOpened = { provider: string; paymentId: string; approvalURL: string; at: string };
export type PaymentAnswer = { outcome: ProviderOutcome; at: string };
export type PaymentFailure = { reason: string; at: string };

/** How a flow ends: an answer, a refusal (an AppError), or "not yet, try again later". */
export type Finish<R> =
  { type: 'Reply'; value: R } | { type: 'Refuse'; error: unknown } | { type: 'Retry'; reason: string };

export const toProduct = (productId: string, command: ProductCommand): Send => ({
  type: 'Send',
  streamId: streams.product(productId),
  decider: productDecider,
  command,
});
export const toOrder = (orderId: string, command: OrderCommand): Send => ({
  type: 'Send',
  streamId: streams.order(orderId),
  decider: orderDecider,
  command,
});
export const toCheckouts = (userId: string, command: CheckoutCommand): Send => ({
  type: 'Send',
  streamId: streams.checkout(userId),
  decider: checkoutsDecider,
  command,
});
export const toCart = (userId: string, command: CartCommand): Send => ({
  type: 'Send',
  streamId: streams.cart(userId),
  decider: cartDecider,
  command,
});

export const toOrderCodes = (year: number, command: AssignOrderCode): Send => ({
  type: 'Send',
  streamId: streams.orderCodes(year),
  decider: orderCodesDecider,
  command,
});

/** A Send's command, when it is of this type (what came back is then that stream's state). */
export const sent = <T extends string>(output: { type: string }, type: T): boolean =>
  output.type === 'Send' && (output as Send).command.type === type;
