import { ValidationError, houseBrand, orderMessages, orderView, type OrderState } from '@tavico/contracts';
import { givenInputs, shippingAddress } from '../testing';
import { evolve as evolveProduct, initialState as noProduct } from '../product/product';
import { evolve as evolveOrder } from '../order/order';
import { checkoutWorkflow, type CheckoutInput } from './checkout';
import { toOrder, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';
import { defaultCheckoutPolicy } from '../checkout/policy';

/** A shop selling in đồng (decisions §31): amounts are whole đồng; PayPal is charged in dollars. */
const placedAt = '2026-11-21T10:00:00.000Z';
const policy = { ...defaultCheckoutPolicy, currency: 'VND' as const, codMaxCents: 50_000_000, usdVndRate: null };
const bank = { name: 'Vietcombank', bin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY TAVICO' };
const settings = { bank, vndPerUsd: 25_450, hotlines: ['0909 123 456'] };
const links = { returnUrl: '/paypal-return', cancelUrl: '/checkout?payment=cancelled' };

const bed = evolveProduct(noProduct, {
  type: 'ProductCreated',
  data: {
    productId: 'p1',
    postedBy: null,
    title: 'Giường gỗ sồi',
    description: 'Gỗ',
    category: 'giuong',
    brand: houseBrand.id,
    image: '/p1.svg',
    priceCents: 16_190_000,
    salePriceCents: 15_490_000,
    totalStock: 5,
  },
});

const requested = (paymentMethod: 'paypal' | 'cod' | 'bank-transfer', quantity = 2): CheckoutInput => ({
  type: 'CheckoutRequested',
  orderId: 'o1',
  userId: 'u1',
  userName: 'Lan',
  cart: { lines: [{ productId: 'p1', quantity }], purchased: [], checkedOut: [] },
  cartRevision: 4,
  addressBook: { addresses: [shippingAddress] },
  addressId: shippingAddress.addressId,
  placedAt,
  paymentMethod,
  policy,
  settings,
  links,
});
const held = (paymentMethod: 'paypal' | 'cod' | 'bank-transfer', quantity = 2): CheckoutInput[] => [
  requested(paymentMethod, quantity),
  { type: 'StockReserved', productId: 'p1', product: bed },
  { type: 'OwnOrderRead', order: null },
];
const line = {
  productId: 'p1',
  title: 'Giường gỗ sồi',
  image: '/p1.svg',
  priceCents: 15_490_000,
  quantity: 2,
  supplierId: null,
};
const placeData = (paymentMethod: 'paypal' | 'cod' | 'bank-transfer', expiresAt: string) => ({
  orderId: 'o1',
  code: 'TV-26-0000042',
  userId: 'u1',
  userName: 'Lan',
  items: [line],
  address: shippingAddress,
  paymentMethod,
  placedAt,
  expiresAt,
  currency: 'VND' as const,
  // The test address is in Đồng Nai (75), the neighbouring southern zone; 30.980.000 ₫ reaches the
  // default free-shipping threshold.
  shipping: { feeCents: 0, zone: 'Các tỉnh miền Nam lân cận', minDays: 2, maxDays: 4 },
});

describe('checkout in đồng', () => {
  it('places a PayPal order in đồng, charging the dollars at the rate of the moment, fixed on the order', () => {
    const expiresAt = '2026-11-21T10:15:00.000Z';
    // 30,980,000 ₫ at 25,450 ₫ a dollar: $1,217.29, rounded once to the cent.
    const charge = { currency: 'USD' as const, amountCents: 121_729, vndPerUsd: 25_450 };
    givenInputs(checkoutWorkflow, held('paypal'))
      .when({ type: 'CodeAssigned', code: 'TV-26-0000042' })
      .then([toOrder('o1', { type: 'PlaceOrder', data: { ...placeData('paypal', expiresAt), charge } })]);

    const placed = evolveOrder(null, {
      type: 'OrderPlaced',
      data: { ...placeData('paypal', expiresAt), charge, totalCents: 30_980_000 },
    }) as OrderState;
    // The payment opened is the dollars fixed on the order, not the đồng total.
    givenInputs(checkoutWorkflow, held('paypal'))
      .when({ type: 'OrderPlaced', order: placed })
      .then([
        {
          type: 'OpenPayment',
          orderId: 'o1',
          amount: { value: 121_729, currency: 'USD' },
          description: 'Tavico Home – đơn hàng TV-26-0000042',
          ...links,
        },
      ]);
    // The order shows both amounts.
    expect(orderView(placed)).toMatchObject({
      currency: 'VND',
      totalAmount: 30_980_000,
      cartItems: [{ price: 15_490_000 }],
      paypalCharge: { amount: 1217.29, currency: 'USD', vndPerUsd: 25_450 },
    });
  });

  it('asks a transfer of the đồng total as it is, whatever the rate', () => {
    const expiresAt = '2026-11-22T10:00:00.000Z';
    const transfer = {
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '0071000123456',
      accountName: 'CONG TY TAVICO',
      vndPerUsd: 25_450,
      amountVnd: 30_980_000,
    };
    givenInputs(checkoutWorkflow, held('bank-transfer'))
      .when({ type: 'CodeAssigned', code: 'TV-26-0000042' })
      .then([toOrder('o1', { type: 'PlaceOrder', data: { ...placeData('bank-transfer', expiresAt), transfer } })]);
  });

  it('refuses cash on delivery above the cap, naming the cap in đồng, and gives the stock back', () => {
    const [request, reserved] = held('cod', 4);
    givenInputs(checkoutWorkflow, [request])
      .when(reserved)
      .then([
        toProduct('p1', { type: 'ReleaseStock', productId: 'p1', orderId: 'o1', reason: 'checkout-failed' }),
        endCheckout('u1', 'o1', 'refused'),
        {
          type: 'Refuse',
          error: new ValidationError(orderMessages.codTooLarge('50.000.000 ₫')),
        },
      ]);
  });
});
