import {
  AppError,
  Conflict,
  ValidationError,
  houseBrand,
  orderMessages,
  paymentMethodMessages,
  type OrderState,
} from '@tavico/contracts';
import { givenInputs, readWith, refusedWith, sentWith, shippingAddress, unreachableWith } from '../testing';
import { evolve as evolveProduct, initialState as noProduct } from '../product/product';
import { evolve as evolveOrder } from '../order/order';
import { checkoutWorkflow, joinPollMs, maxJoinReads, type CheckoutInput } from './checkout';
import { evolve as evolveCodes, initialState as noCodes } from '../orderCode/orderCodes';
import { readOrder, toCart, toCheckouts, toOrder, toOrderCodes, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';
import { defaultCheckoutPolicy } from '../checkout/policy';
import {
  checkoutsDecider,
  evolve as evolveCheckouts,
  initialState as noCheckouts,
  type CheckoutsState,
} from '../checkout/checkouts';

const placedAt = '2026-11-21T10:00:00.000Z';
const expiresAt = '2026-11-21T10:15:00.000Z';
/** Cash on delivery waits a day for staff to confirm it; a transfer a day for the money. */
const aDayLater = '2026-11-22T10:00:00.000Z';
const address = shippingAddress;
const policy = { ...defaultCheckoutPolicy, codMaxCents: 200_000 };
const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY TAVICO' };
const settings = { bank, vndPerUsd: 25_000, hotlines: ['0909 123 456'] };
const links = { returnUrl: '/paypal-return', cancelUrl: '/checkout?payment=cancelled' };

/** A product as its stream folds, priced $249.99 with a sale at $199.99 for the bed. */
const product = (productId: string, title: string, priceCents: number, salePriceCents: number | null = null) =>
  evolveProduct(noProduct, {
    type: 'ProductCreated',
    data: {
      productId,
      postedBy: null,
      title,
      description: 'Gỗ',
      category: 'ban',
      brand: houseBrand.id,
      image: `/${productId}.svg`,
      priceCents,
      salePriceCents,
      totalStock: 5,
    },
  });

const requested = (lines: { productId: string; quantity: number }[], addressId = 'a1'): CheckoutInput => ({
  type: 'CheckoutRequested',
  orderId: 'o1',
  userId: 'u1',
  userName: 'Lan',
  cart: { lines, purchased: [], checkedOut: [] },
  cartRevision: 4,
  addressBook: { addresses: [address] },
  addressId,
  placedAt,
  paymentMethod: 'paypal',
  policy,
  settings,
  links,
});
const twoCartLines = [
  { productId: 'p1', quantity: 2 },
  { productId: 'p2', quantity: 1 },
];
const twoLines = requested(twoCartLines);
const reserved = (productId: string, state: ReturnType<typeof product>): CheckoutInput => ({
  type: 'StockReserved',
  productId,
  product: state,
});
const reserve = (productId: string, quantity: number) =>
  toProduct(productId, { type: 'ReserveStock', productId, orderId: 'o1', quantity, expiresAt });
const release = (productId: string, reason: 'checkout-failed' | 'payment-failed') =>
  toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason });

const lines = [
  { productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 24999, quantity: 2, supplierId: null },
  { productId: 'p2', title: 'Giường', image: '/p2.svg', priceCents: 19999, quantity: 1, supplierId: null },
];
const placedOrder = evolveOrder(null, {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: lines,
    address,
    placedAt,
    expiresAt,
    totalCents: 69997,
    paymentMethod: 'paypal',
    code: 'TV-26-0000042',
  },
}) as OrderState;
const codeAssigned: CheckoutInput = { type: 'CodeAssigned', code: 'TV-26-0000042' };
const assignCode = toOrderCodes({ type: 'AssignOrderCode', year: 2026, orderId: 'o1' });
/** Before a code is taken, the checkout reads its order's own stream once, as it stands. */
const readOwnOrder = readOrder('o1', 'own');
const notPlacedYet: CheckoutInput = { type: 'OwnOrderRead', order: null };
/** Another request of the same buyer is checking out the same cart as o0. */
const joinedO0: CheckoutInput = { type: 'CheckoutJoined', orderId: 'o0' };
const openPayment = {
  type: 'OpenPayment' as const,
  orderId: 'o1',
  amount: { value: 69997, currency: 'USD' as const },
  description: 'Tavico Home – đơn hàng TV-26-0000042',
  ...links,
};

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

  it('starts the buyer checkout, holds each line in turn, then places the order priced as when held', () => {
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
      .then([reserve('p1', 2)]);
    givenInputs(checkoutWorkflow, [twoLines])
      .when(reserved('p1', product('p1', 'Bàn', 24999)))
      .then([reserve('p2', 1)]);
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
          },
        }),
      ]);
  });

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
      .then([reserveUntil('p1', 2)]);
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

  it('gives back what was held when one line is sold out, and refuses with why', () => {
    const soldOut = new ValidationError(orderMessages.outOfStock('Giường', 0));
    givenInputs(checkoutWorkflow, [twoLines, reserved('p1', product('p1', 'Bàn', 24999))])
      .when({ type: 'StockRefused', productId: 'p2', error: soldOut })
      .then([release('p1', 'checkout-failed'), endCheckout('u1', 'o1', 'refused'), { type: 'Refuse', error: soldOut }]);
    // The first line refused: nothing was held, nothing to give back.
    givenInputs(checkoutWorkflow, [twoLines])
      .when({ type: 'StockRefused', productId: 'p1', error: soldOut })
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
