import { Conflict, voucherMessages } from '@tavico/contracts';
import { givenInputs } from '../testing';
import { checkoutWorkflow, type CheckoutInput } from './checkout';
import { toOrder, toVoucher } from './workflow';
import { endCheckout } from '../order/settlement';
import {
  placedAt,
  expiresAt,
  address,
  product,
  twoLines,
  reserved,
  release,
  lines,
  codeAssigned,
  assignCode,
  readOwnOrder,
  notPlacedYet,
} from './testing/checkoutInputs';

/** Issue 30: the buyer typed TET10; the lines are priced, then the voucher gives the order a use. */
const withVoucher: CheckoutInput = { ...twoLines, voucherCode: 'TET10' } as CheckoutInput;
const bothHeld = [
  withVoucher,
  reserved('p1', product('p1', 'Bàn', 24999)),
  reserved('p2', product('p2', 'Giường', 25999, 19999)),
];
const applied: CheckoutInput = { type: 'VoucherApplied', code: 'TET10', discountCents: 6_999 };

describe('checkout with a voucher', () => {
  it('asks the voucher for a use once every line is held, on the prices that held them', () => {
    givenInputs(checkoutWorkflow, bothHeld.slice(0, 2))
      .when(bothHeld[2])
      .then([
        toVoucher('TET10', {
          type: 'UseVoucher',
          orderId: 'o1',
          userId: 'u1',
          lines: [
            { productId: 'p1', category: 'ban', priceCents: 24999, quantity: 2 },
            { productId: 'p2', category: 'ban', priceCents: 19999, quantity: 1 },
          ],
          currency: 'USD',
          now: placedAt,
        }),
      ]);
  });

  it('places the order with the voucher and its discount taken off the total', () => {
    givenInputs(checkoutWorkflow, bothHeld).when(applied).then([readOwnOrder]);
    givenInputs(checkoutWorkflow, [...bothHeld, applied])
      .when(notPlacedYet)
      .then([assignCode]);
    givenInputs(checkoutWorkflow, [...bothHeld, applied, notPlacedYet])
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
            shipping: { feeCents: 0, zone: null, minDays: 3, maxDays: 7 },
            voucher: { code: 'TET10', discountCents: 6_999 },
          },
        }),
      ]);
  });

  it('gives the stock back and says why when the voucher refuses (used up, say)', () => {
    const usedUp = new Conflict(voucherMessages.usedUp);
    givenInputs(checkoutWorkflow, bothHeld)
      .when({ type: 'VoucherRefused', error: usedUp })
      .then([
        release('p1', 'checkout-failed'),
        release('p2', 'checkout-failed'),
        endCheckout('u1', 'o1', 'refused'),
        { type: 'Refuse', error: usedUp },
      ]);
  });

  it('gives the voucher its use back too when the order cannot be placed after it was taken', () => {
    const outputs = checkoutWorkflow.decide(
      { type: 'CodeAssigned', code: null },
      [...bothHeld, applied, notPlacedYet].reduce(checkoutWorkflow.evolve, checkoutWorkflow.initialState),
    );
    expect(outputs).toContainEqual(toVoucher('TET10', { type: 'ReleaseVoucherUse', orderId: 'o1' }));
  });
});
