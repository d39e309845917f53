import {
  streams,
  type CartEvent,
  type CheckoutEvent,
  type OrderCodeEvent,
  type OrderEvent,
  type OrderState,
  type ProductEvent,
  type StockEvent,
  type VoucherEvent,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { productDecider, type ProductCommand } from '../product/decide';
import type { ProductState } from '../product/product';
import { orderDecider, type OrderCommand } from '../order/decide';
import { cartDecider, type CartCommand } from '../cart/decide';
import type { CartState } from '../cart/cart';
import { checkoutsDecider, type CheckoutCommand, type CheckoutsState } from '../checkout/checkouts';
import { orderCodesDecider, type AssignOrderCode, type OrderCodesState } from '../orderCode/orderCodes';
import { voucherDecider, type VoucherCommand, type VoucherState } from '../voucher/voucher';

/**
 * A flow across streams, in emmett's Workflow sense: from what just happened (an input) and what
 * it knows so far (its state), it decides what to do next (outputs). Pure, and its outputs are
 * plain data: a command to a stream named by kind and id, a read of one, a call to the payment
 * provider, or how it ends. Whatever runs it carries each output out and feeds back what came of
 * it, typed by the output (`Outcome`, `Failure`), until it ends.
 */
export interface Workflow<I extends { type: string }, S, O extends { type: string }> {
  name: string;
  initialState: S;
  evolve(state: S, input: I): S;
  decide(input: I, state: S): O[];
  /** The next input once an output was carried out, from what came of it; null: nothing follows. */
  onResult(outcome: Outcome<O>): I | null;
  /** The next input when carrying an output out failed, or null to let the failure stop the flow. */
  onFailure(failure: Failure<O>): I | null;
}

/** The streams workflows speak to, each with its state, commands and events. */
export interface StreamTypes {
  order: { state: OrderState | null; command: OrderCommand; event: OrderEvent };
  product: { state: ProductState; command: ProductCommand; event: ProductEvent | StockEvent };
  cart: { state: CartState; command: CartCommand; event: CartEvent };
  checkouts: { state: CheckoutsState; command: CheckoutCommand; event: CheckoutEvent };
  orderCodes: { state: OrderCodesState; command: AssignOrderCode; event: OrderCodeEvent };
  voucher: { state: VoucherState; command: VoucherCommand; event: VoucherEvent };
}
export type StreamKind = keyof StreamTypes;
export type StateOf<K extends StreamKind> = StreamTypes[K]['state'];
export type CommandOf<K extends StreamKind> = StreamTypes[K]['command'];

/** Where each kind of stream lives and how it decides: what runs a workflow resolves its outputs here. */
export type StreamRegistry = {
  [K in StreamKind]: {
    streamId(id: string): string;
    decider: Decider<StateOf<K>, CommandOf<K>, StreamTypes[K]['event']>;
  };
};

export const streamRegistry: StreamRegistry = {
  order: { streamId: streams.order, decider: orderDecider },
  product: { streamId: streams.product, decider: productDecider },
  cart: { streamId: streams.cart, decider: cartDecider },
  checkouts: { streamId: streams.checkout, decider: checkoutsDecider },
  orderCodes: { streamId: (year) => streams.orderCodes(Number(year)), decider: orderCodesDecider },
  voucher: { streamId: streams.voucher, decider: voucherDecider },
};

/** A command to one stream: the runner resolves the stream's id and decider from the registry. */
export type SendTo<K extends StreamKind> = { type: 'Send'; stream: K; id: string; command: CommandOf<K> };
export type Send = { [K in StreamKind]: SendTo<K> }[StreamKind];

/**
 * A read of one stream as it stands, after `afterMs` (0: at once). `as` names what the workflow
 * reads it for, so two reads of one kind of stream come back told apart.
 */
export type ReadOf<K extends StreamKind, As extends string> = {
  type: 'Read';
  stream: K;
  id: string;
  as: As;
  afterMs: number;
};

/**
 * Calls to the payment provider. The workflow says everything: the amount in its currency, what
 * the buyer sees, and where the provider sends them back.
 */
export type OpenPayment = {
  type: 'OpenPayment';
  orderId: string;
  amount: { value: number; currency: 'USD' };
  description: string;
  returnUrl: string;
  cancelUrl: string;
};
export type CapturePayment = { type: 'CapturePayment'; paymentId: string };
export type LookUpPayment = { type: 'LookUpPayment'; paymentId: string };
export type PaymentCall = OpenPayment | CapturePayment | LookUpPayment;

/** Where a payment stands at the provider. */
export type ProviderOutcome =
  { status: 'captured'; captureId: string; payerId: string } | { status: 'not-approved' } | { status: 'cancelled' };
export type PaymentOpened = { provider: string; paymentId: string; approvalURL: string; at: string };
export type PaymentAnswer = { outcome: ProviderOutcome; at: string };
export type PaymentFailure = { reason: string; at: string };

/** How a flow ends: an answer, a refusal (an AppError), or "not yet, try again later". */
export type Finish<R> =
  { type: 'Reply'; value: R } | { type: 'Refuse'; error: unknown } | { type: 'Retry'; reason: string };

/** A stream's state after a command to it. */
export type SentOutcome<K extends StreamKind> = {
  type: 'Sent';
  stream: K;
  id: string;
  command: CommandOf<K>;
  state: StateOf<K>;
};
/** A stream's state as a read found it, with what it was read for. */
export type ReadOutcome<K extends StreamKind, As extends string> = {
  type: 'Read';
  as: As;
  stream: K;
  id: string;
  state: StateOf<K>;
};
/** A command a stream refused (an AppError), or that could not be appended. */
export type SendFailure<K extends StreamKind> = {
  type: 'SendFailed';
  stream: K;
  id: string;
  command: CommandOf<K>;
  error: unknown;
};
/** The provider unreachable, or answering nonsense. */
export type PaymentCallFailure<C extends PaymentCall> = { type: 'PaymentFailed'; call: C; failure: PaymentFailure };

/** What came of one output, typed by it: a stream's state after a command or a read, a provider's answer. */
export type Outcome<O> =
  O extends SendTo<infer K>
    ? SentOutcome<K>
    : O extends ReadOf<infer K, infer As>
      ? ReadOutcome<K, As>
      : O extends OpenPayment
        ? { type: 'PaymentOpened'; call: O; opened: PaymentOpened }
        : O extends CapturePayment | LookUpPayment
          ? { type: 'PaymentAnswered'; call: O; answer: PaymentAnswer }
          : never;

/** Why an output could not be carried out: a stream refused the command, the provider was unreachable. */
export type Failure<O> =
  O extends SendTo<infer K> ? SendFailure<K> : O extends PaymentCall ? PaymentCallFailure<O> : never;

/** Every output a runner carries out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOutput = Send | ReadOf<StreamKind, string> | PaymentCall | Finish<any>;

export const toOrder = (orderId: string, command: OrderCommand): SendTo<'order'> => ({
  type: 'Send',
  stream: 'order',
  id: orderId,
  command,
});
export const toProduct = (productId: string, command: ProductCommand): SendTo<'product'> => ({
  type: 'Send',
  stream: 'product',
  id: productId,
  command,
});
export const toCheckouts = (userId: string, command: CheckoutCommand): SendTo<'checkouts'> => ({
  type: 'Send',
  stream: 'checkouts',
  id: userId,
  command,
});
export const toCart = (userId: string, command: CartCommand): SendTo<'cart'> => ({
  type: 'Send',
  stream: 'cart',
  id: userId,
  command,
});
export const toOrderCodes = (command: AssignOrderCode): SendTo<'orderCodes'> => ({
  type: 'Send',
  stream: 'orderCodes',
  id: String(command.year),
  command,
});
export const toVoucher = (code: string, command: VoucherCommand): SendTo<'voucher'> => ({
  type: 'Send',
  stream: 'voucher',
  id: code,
  command,
});
/** Reads an order's stream, for `as`, after `afterMs`. */
export const readOrder = <As extends string>(orderId: string, as: As, afterMs = 0): ReadOf<'order', As> => ({
  type: 'Read',
  stream: 'order',
  id: orderId,
  as,
  afterMs,
});
