import { AppError, ValidationError, orderMessages } from '@tavico/contracts';
import { givenInputs, refusedWith, sentWith, unreachableWith } from '../testing';
import { checkoutWorkflow, type CheckoutInput } from './checkout';
import { toCheckouts, toOrder } from './workflow';
import { endCheckout } from '../order/settlement';
import {
  placedAt,
  expiresAt,
  address,
  policy,
  product,
  requested,
  twoLines,
  reserved,
  reserve,
  release,
  lines,
  placedOrder,
  codeAssigned,
  assignCode,
  readOwnOrder,
  notPlacedYet,
  openPayment,
} from './testing/checkoutInputs';

describe('checkout workflow', () => {
  it('refuses an address that is not the buyer own, holding nothing; an empty cart asks the buyer checkouts', () => {
    // The empty cart may be what an order placed a moment ago left: the checkouts stream says
    // (it joins that order, or refuses the empty cart).
    givenInputs(checkoutWorkflow, [])
      .when(requested([]))
      .then([
        toCheckouts('u1', {
          type: 'StartCheckout',
          userId: 'u1',
          orderId: 'o1',
          cartKey: '',
          cartRevision: 4,
          now: placedAt,
          expiresAt,
          method: 'paypal',
          policy,
          hotline: '0909 123 456',
        }),
      ]);
    givenInputs(checkoutWorkflow, [])
      .when(requested([{ productId: 'p1', quantity: 1 }], 'someone-else'))
      .then([{ type: 'Refuse', error: new ValidationError(orderMessages.selectAddress) }]);
  });

  it('starts the buyer checkout, holds every line at once, then places the order priced as when held', () => {
    givenInputs(checkoutWorkflow, [])
      .when(twoLines)
      .then([
        toCheckouts('u1', {
          type: 'StartCheckout',
          userId: 'u1',
          orderId: 'o1',
          cartKey: 'p1:2,p2:1',
          cartRevision: 4,
          now: placedAt,
          expiresAt,
          method: 'paypal',
          policy,
          hotline: '0909 123 456',
        }),
      ]);
    givenInputs(checkoutWorkflow, [twoLines])
      .when({ type: 'CheckoutAdmitted' })
      .then([reserve('p1', 2), reserve('p2', 1)]);
    // Nothing follows until every line has answered, in whatever order they come.
    givenInputs(checkoutWorkflow, [twoLines])
      .when(reserved('p2', product('p2', 'Giường', 25999, 19999)))
      .then([]);
    givenInputs(checkoutWorkflow, [twoLines, reserved('p2', product('p2', 'Giường', 25999, 19999))])
      .when(reserved('p1', product('p1', 'Bàn', 24999)))
      .then([readOwnOrder]);
    givenInputs(checkoutWorkflow, [twoLines, reserved('p1', product('p1', 'Bàn', 24999))])
      .when(reserved('p2', product('p2', 'Giường', 25999, 19999)))
      .then([readOwnOrder]);
    givenInputs(checkoutWorkflow, [
      twoLines,
      reserved('p1', product('p1', 'Bàn', 24999)),
      reserved('p2', product('p2', 'Giường', 25999, 19999)),
    ])
      .when(notPlacedYet)
      .then([assignCode]);
    givenInputs(checkoutWorkflow, [
      twoLines,
      reserved('p1', product('p1', 'Bàn', 24999)),
      reserved('p2', product('p2', 'Giường', 25999, 19999)),
      notPlacedYet,
    ])
      .when(codeAssigned)
      .then([
        toOrder('o1', {
          type: 'PlaceOrder',
          data: {
            orderId: 'o1',
            code: 'TV-26-0000042',
            userId: 'u1',
            userName: 'Lan',
            items: lines,
            address,
            paymentMethod: 'paypal',
            placedAt,
            expiresAt,
            currency: 'USD',
            // A dollar shop's default table: no fee, everywhere in 3 to 7 days.
            shipping: { feeCents: 0, zone: null, minDays: 3, maxDays: 7 },
          },
        }),
      ]);
  });

  it('gives back what was held when one line is sold out, and refuses with why', () => {
    const soldOut = new ValidationError(orderMessages.outOfStock('Giường', 0));
    givenInputs(checkoutWorkflow, [twoLines, reserved('p1', product('p1', 'Bàn', 24999))])
      .when({ type: 'StockRefused', productId: 'p2', error: soldOut })
      .then([release('p1', 'checkout-failed'), endCheckout('u1', 'o1', 'refused'), { type: 'Refuse', error: soldOut }]);
    // The first line refused: the second's answer is awaited, and what it held goes back.
    const firstRefused: CheckoutInput = { type: 'StockRefused', productId: 'p1', error: soldOut };
    givenInputs(checkoutWorkflow, [twoLines]).when(firstRefused).then([]);
    givenInputs(checkoutWorkflow, [twoLines, firstRefused])
      .when(reserved('p2', product('p2', 'Giường', 25999, 19999)))
      .then([release('p2', 'checkout-failed'), endCheckout('u1', 'o1', 'refused'), { type: 'Refuse', error: soldOut }]);
    // Both refused: nothing was held, nothing to give back; the buyer is told of the first.
    const gone = new ValidationError(orderMessages.productGone('Giường'));
    givenInputs(checkoutWorkflow, [twoLines, firstRefused])
      .when({ type: 'StockRefused', productId: 'p2', error: gone })
      .then([endCheckout('u1', 'o1', 'refused'), { type: 'Refuse', error: soldOut }]);
  });

  it('opens the payment for the order total once placed, and records it', () => {
    givenInputs(checkoutWorkflow, [twoLines]).when({ type: 'OrderPlaced', order: placedOrder }).then([openPayment]);
    const opened: CheckoutInput = {
      type: 'PaymentOpened',
      provider: 'sandbox',
      paymentId: 'SBX-1',
      approvalURL: '/sandbox-pay/SBX-1',
      at: placedAt,
    };
    givenInputs(checkoutWorkflow, [twoLines, { type: 'OrderPlaced', order: placedOrder }])
      .when(opened)
      .then([
        toOrder('o1', {
          type: 'RecordPayment',
          provider: 'sandbox',
          paymentId: 'SBX-1',
          approvalURL: '/sandbox-pay/SBX-1',
          now: placedAt,
        }),
      ]);
    const recorded = { ...placedOrder, paymentId: 'SBX-1', approvalURL: '/sandbox-pay/SBX-1' };
    givenInputs(checkoutWorkflow, [twoLines])
      .when({ type: 'PaymentRecorded', order: recorded })
      .then([{ type: 'Reply', value: { order: recorded, approvalURL: '/sandbox-pay/SBX-1' } }]);
  });

  it('rejects the order and gives its stock back when the provider is down', () => {
    givenInputs(checkoutWorkflow, [twoLines, { type: 'OrderPlaced', order: placedOrder }])
      .when({ type: 'PaymentUnavailable', reason: 'connect ECONNREFUSED', at: placedAt })
      .then([
        toOrder('o1', { type: 'FailPayment', outcome: 'failed', reason: 'connect ECONNREFUSED', now: placedAt }),
        release('p1', 'payment-failed'),
        release('p2', 'payment-failed'),
        endCheckout('u1', 'o1', 'failed'),
        { type: 'Refuse', error: new AppError(502, orderMessages.providerUnavailable) },
      ]);
  });

  it('turns what came of each step into the next input', () => {
    const p1 = product('p1', 'Bàn', 24999);
    expect(checkoutWorkflow.onResult(sentWith(reserve('p1', 2), p1))).toEqual(reserved('p1', p1));
    const boom = new Error('sold out');
    expect(checkoutWorkflow.onFailure(refusedWith(reserve('p1', 2), boom))).toEqual({
      type: 'StockRefused',
      productId: 'p1',
      error: boom,
    });
    expect(checkoutWorkflow.onFailure(unreachableWith(openPayment, 'down', placedAt))).toEqual({
      type: 'PaymentUnavailable',
      reason: 'down',
      at: placedAt,
    });
    const opened = { provider: 'sandbox', paymentId: 'SBX-1', approvalURL: '/sandbox-pay/SBX-1', at: placedAt };
    expect(checkoutWorkflow.onResult({ type: 'PaymentOpened', call: openPayment, opened })).toEqual({
      type: 'PaymentOpened',
      ...opened,
    });
    expect(
      checkoutWorkflow.onResult(sentWith(toOrder('o1', { type: 'PlaceOrder', data: placedOrder }), placedOrder)),
    ).toEqual({
      type: 'OrderPlaced',
      order: placedOrder,
    });
    // A failure to place or record the order is not the workflow's to handle: it stops the flow.
    expect(
      checkoutWorkflow.onFailure(refusedWith(toOrder('o1', { type: 'ExpireOrder', now: placedAt }), boom)),
    ).toBeNull();
  });
});
