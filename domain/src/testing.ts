import type { DomainEvent, OrderEvent, OrderState, PaymentMethod, Said } from '@tavico/contracts';
import { evolve as evolveOrder } from './order/order';
import type { Decider } from './decider';
import type {
  PaymentCall,
  PaymentCallFailure,
  ReadOf,
  ReadOutcome,
  SendFailure,
  SendTo,
  SentOutcome,
  StateOf,
  StreamKind,
  Workflow,
} from './workflows/workflow';

/** Decider tests read as: given these events, when this command, then these events (or this error). */
export function givenEvents<S, C extends { type: string }, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  events: E[],
) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return {
    when: (command: C) => ({
      then: (expected: E[]) => expect(decider.decide(command, state)).toEqual(expected),
      /** The error's message is compared as said (a key and its values), in no language. */
      thenRejects: ({ message, ...error }: { name?: string; status: number; message?: Said }) => {
        let thrown: unknown = null;
        try {
          decider.decide(command, state);
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toMatchObject(message === undefined ? error : { ...error, said: message });
      },
    }),
    state,
  };
}

/**
 * Workflow tests read the same way: given what happened so far, when this happens, then these
 * are the next steps.
 */
export function givenInputs<I extends { type: string }, S, O extends { type: string }>(
  workflow: Workflow<I, S, O>,
  inputs: I[],
) {
  const state = inputs.reduce(workflow.evolve, workflow.initialState);
  return {
    state,
    when: (input: I) => ({
      then: (expected: O[]) => expect(workflow.decide(input, workflow.evolve(state, input))).toEqual(expected),
    }),
  };
}

/** Workflow tests: what the runner feeds back once this command to its stream left it in this state. */
export const sentWith = <K extends StreamKind>(output: SendTo<K>, state: StateOf<K>): SentOutcome<K> => ({
  type: 'Sent',
  stream: output.stream,
  id: output.id,
  command: output.command,
  state,
});
/** …once the stream refused the command. */
export const refusedWith = <K extends StreamKind>(output: SendTo<K>, error: unknown): SendFailure<K> => ({
  type: 'SendFailed',
  stream: output.stream,
  id: output.id,
  command: output.command,
  error,
});
/** …once a read found the stream in this state. */
export const readWith = <K extends StreamKind, As extends string>(
  output: ReadOf<K, As>,
  state: StateOf<K>,
): ReadOutcome<K, As> => ({ type: 'Read', as: output.as, stream: output.stream, id: output.id, state });
/** …once the provider could not be reached. */
export const unreachableWith = <C extends PaymentCall>(call: C, reason: string, at: string): PaymentCallFailure<C> => ({
  type: 'PaymentFailed',
  call,
  failure: { reason, at },
});

/** Where the test orders go: one saved address, as an order carries it. */
export const shippingAddress = {
  addressId: 'a1',
  recipientName: 'Nguyễn Thị Lan',
  phone: '0912345678',
  provinceCode: '75',
  wardCode: '26068',
  address: '1 Đồng Khởi',
  notes: '-',
};

/** For workflow tests: order o1 of Lan (u1), two lines (p1, p2), paid as the test says. */
export const orderPlaced = (paymentMethod: PaymentMethod): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [
      { productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 10000, quantity: 2 },
      { productId: 'p2', title: 'Ghế', image: '/p2.svg', priceCents: 5000, quantity: 1 },
    ],
    address: shippingAddress,
    placedAt: '2026-11-21T10:00:00.000Z',
    // Cash on delivery waits a day for staff to confirm it; PayPal and transfers for their payment.
    expiresAt: paymentMethod === 'cod' ? '2026-11-22T10:00:00.000Z' : '2026-11-21T10:15:00.000Z',
    totalCents: 25000,
    paymentMethod,
  },
});

/** Staff confirmed the cash-on-delivery order o1 by phone. */
export const codConfirmed: OrderEvent = {
  type: 'OrderConfirmed',
  data: { orderId: 'o1', by: { id: 'a1', name: 'Admin' }, at: '2026-11-21T10:30:00.000Z' },
};

/** The order these events leave. */
export const orderAfter = (...events: OrderEvent[]): OrderState =>
  events.reduce<OrderState | null>(evolveOrder, null) as OrderState;
