import { Conflict, orderMessages, type OrderState } from '@tavico/contracts';
import { givenInputs, sentWith } from '../testing';
import { evolve as evolveOrder } from '../order/order';
import { checkoutWorkflow, joinPollMs, maxJoinReads, type CheckoutInput } from './checkout';
import { readOrder } from './workflow';
import {
  checkoutsDecider,
  evolve as evolveCheckouts,
  initialState as noCheckouts,
  type CheckoutsState,
} from '../checkout/checkouts';
import {
  placedAt,
  expiresAt,
  aDayLater,
  twoCartLines,
  twoLines,
  placedOrder,
  joinedO0,
} from './testing/checkoutInputs';

describe('checkout workflow: joining a checkout of the same cart under way', () => {
  it('joins the checkout of the same cart under way: reads that order until it can be answered, then answers it', () => {
    const [start] = checkoutWorkflow.decide(twoLines, checkoutWorkflow.evolve(checkoutWorkflow.initialState, twoLines));
    if (start.type !== 'Send' || start.stream !== 'checkouts') throw new Error('expected the checkout to start');
    // Another request of the same buyer started this cart as o0 a moment before.
    const underWay = evolveCheckouts(noCheckouts, {
      type: 'CheckoutStarted',
      data: { userId: 'u1', orderId: 'o0', cartKey: 'p1:2,p2:1', startedAt: placedAt, expiresAt },
    });
    expect(checkoutWorkflow.onResult(sentWith(start, underWay))).toEqual({ type: 'CheckoutJoined', orderId: 'o0' });
    const own = evolveCheckouts(noCheckouts, {
      type: 'CheckoutStarted',
      data: { userId: 'u1', orderId: 'o1', cartKey: 'p1:2,p2:1', startedAt: placedAt, expiresAt },
    });
    expect(checkoutWorkflow.onResult(sentWith(start, own))).toEqual({ type: 'CheckoutAdmitted' });

    givenInputs(checkoutWorkflow, [twoLines])
      .when(joinedO0)
      .then([readOrder('o0', 'joined')]);
    const recorded = { ...placedOrder, paymentId: 'SBX-1', approvalURL: '/sandbox-pay/SBX-1' };
    // Placed, its PayPal link not yet recorded: read again a moment later.
    givenInputs(checkoutWorkflow, [twoLines, joinedO0])
      .when({ type: 'JoinedOrderRead', order: placedOrder })
      .then([readOrder('o0', 'joined', joinPollMs)]);
    givenInputs(checkoutWorkflow, [twoLines, joinedO0])
      .when({ type: 'JoinedOrderRead', order: null })
      .then([readOrder('o0', 'joined', joinPollMs)]);
    givenInputs(checkoutWorkflow, [twoLines, joinedO0])
      .when({ type: 'JoinedOrderRead', order: recorded })
      .then([{ type: 'Reply', value: { order: recorded, approvalURL: '/sandbox-pay/SBX-1' } }]);
    // That checkout takes too long (10 s of reads): the buyer is told to try again.
    const stillNothing = Array.from({ length: maxJoinReads - 1 }, (): CheckoutInput => ({
      type: 'JoinedOrderRead',
      order: null,
    }));
    givenInputs(checkoutWorkflow, [twoLines, joinedO0, ...stillNothing])
      .when({ type: 'JoinedOrderRead', order: null })
      .then([{ type: 'Refuse', error: new Conflict(orderMessages.checkoutUnderWay) }]);
  });

  describe('joining a checkout of the same cart paid later (cash on delivery, bank transfer)', () => {
    // Another request of the same buyer is placing this cart as o0: it never gets a payment link.
    const paidLater = (paymentMethod: 'cod' | 'bank-transfer') =>
      evolveOrder(null, {
        type: 'OrderPlaced',
        data: {
          ...placedOrder,
          orderId: 'o0',
          placedAt,
          expiresAt: paymentMethod === 'cod' ? aDayLater : expiresAt,
          paymentMethod,
          totalCents: 69997,
        },
      }) as OrderState;
    const joined = (paymentMethod: 'cod' | 'bank-transfer'): CheckoutInput => ({
      ...(twoLines as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
      paymentMethod,
    });

    it.each(['cod', 'bank-transfer'] as const)(
      'answers a %s order as soon as it is placed, as its own checkout did',
      (paymentMethod) => {
        givenInputs(checkoutWorkflow, [joined(paymentMethod), joinedO0])
          .when({ type: 'JoinedOrderRead', order: paidLater(paymentMethod) })
          .then([{ type: 'Reply', value: { order: paidLater(paymentMethod), approvalURL: '' } }]);
      },
    );

    it('refuses with "under way" when that order ended before it was answered', () => {
      const cancelled = evolveOrder(paidLater('cod'), {
        type: 'OrderCancelled',
        data: { orderId: 'o0', at: placedAt },
      }) as OrderState;
      expect(cancelled.paymentStatus).not.toBe('pending');
      givenInputs(checkoutWorkflow, [joined('cod'), joinedO0])
        .when({ type: 'JoinedOrderRead', order: cancelled })
        .then([{ type: 'Refuse', error: new Conflict(orderMessages.checkoutUnderWay) }]);
    });

    describe('placed from the cart as this request read it (it read the cart before that order took its lines)', () => {
      // o0 checked the cart out at revision 4 and was placed: its lines have left the cart.
      const placedO0 = [
        {
          type: 'CheckoutStarted' as const,
          data: { userId: 'u1', orderId: 'o0', cartKey: 'p1:2,p2:1', cartRevision: 4, startedAt: placedAt, expiresAt },
        },
        {
          type: 'CheckoutPlaced' as const,
          data: { userId: 'u1', orderId: 'o0', cartKey: 'p1:2,p2:1', cartRevision: 4 },
        },
      ].reduce(evolveCheckouts, noCheckouts);
      /** What the runner feeds back once this request's StartCheckout was carried out on that stream. */
      const startOn = (state: CheckoutsState, cartRevision: number, lines = twoCartLines) => {
        const request: CheckoutInput = {
          ...(joined('cod') as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
          cart: { lines, purchased: [], checkedOut: [] },
          cartRevision,
        };
        const [start] = checkoutWorkflow.decide(
          request,
          checkoutWorkflow.evolve(checkoutWorkflow.initialState, request),
        );
        if (start.type !== 'Send' || start.stream !== 'checkouts') throw new Error('expected the checkout to start');
        const after = checkoutsDecider.decide(start.command, state).reduce(evolveCheckouts, state);
        return checkoutWorkflow.onResult(sentWith(start, after));
      };

      it.each([4, 2])(
        'joins that order when the cart was read at revision %i, and answers it as placed',
        (revision) => {
          expect(startOn(placedO0, revision)).toEqual({ type: 'CheckoutJoined', orderId: 'o0' });
          givenInputs(checkoutWorkflow, [joined('cod'), joinedO0])
            .when({ type: 'JoinedOrderRead', order: paidLater('cod') })
            .then([{ type: 'Reply', value: { order: paidLater('cod'), approvalURL: '' } }]);
        },
      );

      it('joins that order from the empty cart it left (revision 4 + its two lines), the same checkout sent twice', () => {
        expect(startOn(placedO0, 6, [])).toEqual({ type: 'CheckoutJoined', orderId: 'o0' });
      });

      it('starts a checkout of its own when the same lines were added again since (a newer revision)', () => {
        expect(startOn(placedO0, 7)).toEqual({ type: 'CheckoutAdmitted' });
      });

      it('makes no order once that order has ended: it is refused as under way', () => {
        const cancelledO0 = evolveCheckouts(placedO0, {
          type: 'CheckoutEnded',
          data: { userId: 'u1', orderId: 'o0', reason: 'cancelled' },
        });
        expect(startOn(cancelledO0, 4)).toEqual({ type: 'CheckoutJoined', orderId: 'o0' });
        const cancelled = evolveOrder(paidLater('cod'), {
          type: 'OrderCancelled',
          data: { orderId: 'o0', at: placedAt },
        });
        givenInputs(checkoutWorkflow, [joined('cod'), joinedO0])
          .when({ type: 'JoinedOrderRead', order: cancelled })
          .then([{ type: 'Refuse', error: new Conflict(orderMessages.checkoutUnderWay) }]);
      });

      it('reads a placement recorded before revisions were kept as before: the same lines start a new checkout', () => {
        const old = [
          {
            type: 'CheckoutStarted' as const,
            data: { userId: 'u1', orderId: 'o0', cartKey: 'p1:2,p2:1', startedAt: placedAt, expiresAt },
          },
          { type: 'CheckoutPlaced' as const, data: { userId: 'u1', orderId: 'o0' } },
        ].reduce(evolveCheckouts, noCheckouts);
        expect(startOn(old, 4)).toEqual({ type: 'CheckoutAdmitted' });
      });
    });

    it('still waits for a PayPal order until its payment link is recorded, whatever this request pays with', () => {
      const paypal = { ...placedOrder, orderId: 'o0' };
      givenInputs(checkoutWorkflow, [joined('cod'), joinedO0])
        .when({ type: 'JoinedOrderRead', order: paypal })
        .then([readOrder('o0', 'joined', joinPollMs)]);
    });
  });
});
