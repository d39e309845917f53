import { givenInputs, readWith, sentWith } from '../testing';
import { checkoutWorkflow, joinPollMs } from './checkout';
import { evolve as evolveCodes, initialState as noCodes } from '../orderCode/orderCodes';
import { readOrder, toCart, toCheckouts } from './workflow';
import { endCheckout } from '../order/settlement';
import {
  product,
  twoLines,
  reserved,
  release,
  placedOrder,
  codeAssigned,
  assignCode,
  readOwnOrder,
  notPlacedYet,
  openPayment,
} from './testing/checkoutInputs';

describe('checkout workflow', () => {
  describe('a checkout run again for its order (a retry)', () => {
    const held = [
      twoLines,
      reserved('p1', product('p1', 'Bàn', 24999)),
      reserved('p2', product('p2', 'Giường', 25999, 19999)),
    ];
    // The code stream's state after o1 took TV-26-0000042 and 50 orders took theirs: it has forgotten o1.
    const codesSince = Array.from({ length: 51 }, (_, i) => ({
      type: 'OrderCodeAssigned' as const,
      data: {
        year: 2026,
        number: 42 + i,
        code: `TV-26-${String(42 + i).padStart(7, '0')}`,
        orderId: i ? `o${i + 1}` : 'o1',
      },
    })).reduce(evolveCodes, noCodes);

    it('keeps the code its order was placed with, 50 orders later: no second number is taken, nothing placed again', () => {
      const codOrder = { ...placedOrder, paymentMethod: 'cod' as const, orderStatus: 'confirmed' as const };
      givenInputs(checkoutWorkflow, held)
        .when({ type: 'OwnOrderRead', order: codOrder })
        .then([
          toCart('u1', { type: 'TakeOrderedItems', userId: 'u1', orderId: 'o1', productIds: ['p1', 'p2'] }),
          toCheckouts('u1', { type: 'PlaceCheckout', userId: 'u1', orderId: 'o1' }),
          { type: 'Reply', value: { order: codOrder, approvalURL: '' } },
        ]);
      // Paid with PayPal: its payment is opened if it was not yet, else the order is answered as it is.
      givenInputs(checkoutWorkflow, held).when({ type: 'OwnOrderRead', order: placedOrder }).then([openPayment]);
      const recorded = { ...placedOrder, paymentId: 'SBX-1', approvalURL: '/sandbox-pay/SBX-1' };
      givenInputs(checkoutWorkflow, held)
        .when({ type: 'OwnOrderRead', order: recorded })
        .then([{ type: 'Reply', value: { order: recorded, approvalURL: '/sandbox-pay/SBX-1' } }]);
      // The code stream would not have known it: asked, it would have numbered o1 a second time.
      expect(checkoutWorkflow.onResult(sentWith(assignCode, codesSince))).toEqual({ type: 'CodeAssigned', code: null });
    });

    it('never places an order with an empty code: what was held goes back and the checkout fails', () => {
      givenInputs(checkoutWorkflow, [...held, notPlacedYet])
        .when({ type: 'CodeAssigned', code: null })
        .then([
          release('p1', 'checkout-failed'),
          release('p2', 'checkout-failed'),
          endCheckout('u1', 'o1', 'refused'),
          { type: 'Refuse', error: new Error('No code was assigned to order o1') },
        ]);
    });

    it('reads its own order, not a joined one, from the first read of the order stream', () => {
      const [read] = checkoutWorkflow.decide(
        held[2],
        held.reduce(checkoutWorkflow.evolve, checkoutWorkflow.initialState),
      );
      expect(read).toEqual(readOwnOrder);
      if (read.type !== 'Read') throw new Error('expected a read of the order stream');
      expect(checkoutWorkflow.onResult(readWith(read, null))).toEqual(notPlacedYet);
      expect(checkoutWorkflow.onResult(readWith(read, placedOrder))).toEqual({
        type: 'OwnOrderRead',
        order: placedOrder,
      });
      const joinedRead = readOrder('o0', 'joined', joinPollMs);
      expect(checkoutWorkflow.onResult(readWith(joinedRead, null))).toEqual({ type: 'JoinedOrderRead', order: null });
      // A code the stream remembers is the one given back.
      const justNow = evolveCodes(noCodes, {
        type: 'OrderCodeAssigned',
        data: { year: 2026, number: 42, code: 'TV-26-0000042', orderId: 'o1' },
      });
      expect(checkoutWorkflow.onResult(sentWith(assignCode, justNow))).toEqual(codeAssigned);
    });
  });
});
