import { ValidationError, orderMessages, paymentMethodMessages, type OrderState } from '@tavico/contracts';
import { givenInputs } from '../testing';
import { evolve as evolveOrder } from '../order/order';
import { checkoutWorkflow, type CheckoutInput } from './checkout';
import { toCart, toCheckouts, toOrder, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';
import {
  placedAt,
  aDayLater,
  address,
  policy,
  bank,
  settings,
  product,
  twoLines,
  reserved,
  lines,
  placedOrder,
  codeAssigned,
  readOwnOrder,
  notPlacedYet,
} from './testing/checkoutInputs';

describe('checkout workflow: cash on delivery and bank transfer', () => {
  it('places cash on delivery awaiting staff confirmation for a day, holding its stock until then, and takes its lines out of the cart', () => {
    const cod: CheckoutInput = {
      ...(twoLines as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
      paymentMethod: 'cod',
    };
    const reserveUntil = (productId: string, quantity: number) =>
      toProduct(productId, { type: 'ReserveStock', productId, orderId: 'o1', quantity, expiresAt: aDayLater });
    const held = [
      cod,
      reserved('p1', product('p1', 'Bàn', 24999)),
      reserved('p2', product('p2', 'Giường', 25999, 19999)),
    ];
    givenInputs(checkoutWorkflow, [])
      .when(cod)
      .then([
        toCheckouts('u1', {
          type: 'StartCheckout',
          userId: 'u1',
          orderId: 'o1',
          cartKey: 'p1:2,p2:1',
          cartRevision: 4,
          now: placedAt,
          expiresAt: aDayLater,
          method: 'cod',
          policy,
          hotline: '0909 123 456',
        }),
      ]);
    givenInputs(checkoutWorkflow, [cod])
      .when({ type: 'CheckoutAdmitted' })
      .then([reserveUntil('p1', 2), reserveUntil('p2', 1)]);
    givenInputs(checkoutWorkflow, held)
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
            paymentMethod: 'cod',
            placedAt,
            expiresAt: aDayLater,
            currency: 'USD',
            // A dollar shop's default table: no fee, everywhere in 3 to 7 days.
            shipping: { feeCents: 0, zone: null, minDays: 3, maxDays: 7 },
          },
        }),
      ]);
    const placedCod = evolveOrder(null, {
      type: 'OrderPlaced',
      data: { ...placedOrder, placedAt, expiresAt: aDayLater, paymentMethod: 'cod', totalCents: 69997 },
    }) as OrderState;
    expect(placedCod).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', expiresAt: aDayLater });
    givenInputs(checkoutWorkflow, held)
      .when({ type: 'OrderPlaced', order: placedCod })
      .then([
        toCart('u1', { type: 'TakeOrderedItems', userId: 'u1', orderId: 'o1', productIds: ['p1', 'p2'] }),
        toCheckouts('u1', { type: 'PlaceCheckout', userId: 'u1', orderId: 'o1' }),
        { type: 'Reply', value: { order: placedCod, approvalURL: '' } },
      ]);
  });

  it('refuses cash on delivery above the cap, giving back everything it held', () => {
    const cod = (codMaxCents: number): CheckoutInput => ({
      ...(twoLines as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
      paymentMethod: 'cod',
      policy: { ...policy, codMaxCents },
    });
    const releaseCod = (productId: string) =>
      toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason: 'checkout-failed' });
    const tooLarge = new ValidationError(orderMessages.codTooLarge('$699.96'));
    givenInputs(checkoutWorkflow, [cod(69996), reserved('p1', product('p1', 'Bàn', 24999))])
      .when(reserved('p2', product('p2', 'Giường', 25999, 19999)))
      .then([
        releaseCod('p1'),
        releaseCod('p2'),
        endCheckout('u1', 'o1', 'refused'),
        { type: 'Refuse', error: tooLarge },
      ]);
    // At the cap exactly: it goes on to be placed.
    givenInputs(checkoutWorkflow, [cod(69997), reserved('p1', product('p1', 'Bàn', 24999))])
      .when(reserved('p2', product('p2', 'Giường', 25999, 19999)))
      .then([readOwnOrder]);
  });

  it('refuses a bank transfer before holding anything while the shop has no account set', () => {
    const unset = { ...settings, bank: { ...bank, accountNumber: '' } };
    givenInputs(checkoutWorkflow, [])
      .when({
        ...(twoLines as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
        paymentMethod: 'bank-transfer',
        settings: unset,
      })
      .then([{ type: 'Refuse', error: new ValidationError(paymentMethodMessages.bankNotSet) }]);
  });

  it('places a bank-transfer order with its deadline and the account and amount fixed on it, and answers at once', () => {
    const transfer: CheckoutInput = {
      ...(twoLines as Extract<CheckoutInput, { type: 'CheckoutRequested' }>),
      paymentMethod: 'bank-transfer',
    };
    const held = [
      transfer,
      reserved('p1', product('p1', 'Bàn', 24999)),
      reserved('p2', product('p2', 'Giường', 25999, 19999)),
      notPlacedYet,
    ];
    const terms = {
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '0071000123456',
      accountName: 'CONG TY TAVICO',
      vndPerUsd: 25_000,
      amountVnd: 17_499_250,
    };
    givenInputs(checkoutWorkflow, held)
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
            paymentMethod: 'bank-transfer',
            placedAt,
            expiresAt: aDayLater,
            currency: 'USD',
            shipping: { feeCents: 0, zone: null, minDays: 3, maxDays: 7 },
            transfer: terms,
          },
        }),
      ]);
    const placedTransfer = evolveOrder(null, {
      type: 'OrderPlaced',
      data: { ...placedOrder, placedAt, expiresAt: aDayLater, paymentMethod: 'bank-transfer', transfer: terms },
    }) as OrderState;
    expect(placedTransfer).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending', transfer: terms });
    givenInputs(checkoutWorkflow, [transfer])
      .when({ type: 'OrderPlaced', order: placedTransfer })
      .then([
        toCart('u1', { type: 'TakeOrderedItems', userId: 'u1', orderId: 'o1', productIds: ['p1', 'p2'] }),
        toCheckouts('u1', { type: 'PlaceCheckout', userId: 'u1', orderId: 'o1' }),
        { type: 'Reply', value: { order: placedTransfer, approvalURL: '' } },
      ]);
  });
});
