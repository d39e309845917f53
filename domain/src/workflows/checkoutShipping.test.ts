import {
  ValidationError,
  houseBrand,
  orderMessages,
  orderView,
  type OrderAddress,
  type OrderState,
} from '@tavico/contracts';
import { givenEvents, givenInputs, shippingAddress } from '../testing';
import { evolve as evolveProduct, initialState as noProduct } from '../product/product';
import { orderDecider } from '../order/decide';
import { checkoutWorkflow, type CheckoutInput } from './checkout';
import { toOrder, toProduct } from './workflow';
import { endCheckout } from '../order/settlement';
import { defaultCheckoutPolicy } from '../checkout/policy';

/** Shipping priced by the server from the owner's table and the address's province (decisions §35). */
const placedAt = '2026-11-21T10:00:00.000Z';
const policy = { ...defaultCheckoutPolicy, currency: 'VND' as const, codMaxCents: 10_000_000, usdVndRate: null };
const shipping = {
  zones: [{ name: 'TP Hồ Chí Minh', provinceCodes: ['79'], fee: 150_000, minDays: 1, maxDays: 2 }],
  elsewhere: { fee: 700_000, minDays: 4, maxDays: 8 },
  freeShippingFrom: 30_000_000,
  bulkyFee: 200_000,
};
const settings = { bank: { name: '', bin: '', accountNumber: '', accountName: '' }, vndPerUsd: 25_450, hotlines: [] };
const links = { returnUrl: '/paypal-return', cancelUrl: '/checkout?payment=cancelled' };
const inSaigon = { ...shippingAddress, provinceCode: '79' };

const sofa = evolveProduct(noProduct, {
  type: 'ProductCreated',
  data: {
    productId: 'p1',
    postedBy: null,
    title: 'Sofa da',
    description: 'Da',
    category: 'sofa',
    brand: houseBrand.id,
    image: '/p1.svg',
    priceCents: 4_900_000,
    salePriceCents: null,
    totalStock: 5,
    bulky: true,
  },
});

const held = (address: OrderAddress = inSaigon, quantity = 2): CheckoutInput[] => [
  {
    type: 'CheckoutRequested',
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    cart: { lines: [{ productId: 'p1', quantity }], purchased: [], checkedOut: [] },
    cartRevision: 4,
    addressBook: { addresses: [address] },
    addressId: address.addressId,
    placedAt,
    paymentMethod: 'cod',
    policy,
    settings: { ...settings, shipping },
    links,
  },
  { type: 'StockReserved', productId: 'p1', product: sofa },
  { type: 'OwnOrderRead', order: null },
];
const line = { productId: 'p1', title: 'Sofa da', image: '/p1.svg', priceCents: 4_900_000, quantity: 2 };
const placeWith = (
  fee: { feeCents: number; zone: string | null; minDays: number; maxDays: number },
  address: OrderAddress = inSaigon,
) =>
  toOrder('o1', {
    type: 'PlaceOrder',
    data: {
      orderId: 'o1',
      code: 'TV-26-0000042',
      userId: 'u1',
      userName: 'Lan',
      items: [{ ...line, supplierId: null, bulky: true }],
      address,
      paymentMethod: 'cod',
      placedAt,
      expiresAt: '2026-11-22T10:00:00.000Z',
      currency: 'VND',
      shipping: fee,
    },
  });

describe('checkout: the shipping fee', () => {
  it("prices the zone of the chosen address's province plus the bulky surcharge per unit", () => {
    givenInputs(checkoutWorkflow, held())
      .when({ type: 'CodeAssigned', code: 'TV-26-0000042' })
      .then([placeWith({ feeCents: 150_000 + 2 * 200_000, zone: 'TP Hồ Chí Minh', minDays: 1, maxDays: 2 })]);
  });

  it('prices an address without a province as everywhere else', () => {
    givenInputs(checkoutWorkflow, held(shippingAddress))
      .when({ type: 'CodeAssigned', code: 'TV-26-0000042' })
      .then([placeWith({ feeCents: 700_000 + 2 * 200_000, zone: null, minDays: 4, maxDays: 8 }, shippingAddress)]);
  });

  it('keeps the fee on the order, inside its total, with each line expected between the shop days of the zone', () => {
    const fee = { feeCents: 550_000, zone: 'TP Hồ Chí Minh', minDays: 1, maxDays: 2 };
    const place = placeWith(fee).command;
    const { state } = givenEvents(orderDecider, []);
    const [placed] = orderDecider.decide(place, state);
    expect(placed).toMatchObject({ type: 'OrderPlaced', data: { totalCents: 9_800_000 + 550_000, shipping: fee } });
    const order = orderDecider.evolve(null, placed) as OrderState;
    expect(orderView(order)).toMatchObject({
      totalAmount: 10_350_000,
      shippingFee: 550_000,
      shipping: { zone: 'TP Hồ Chí Minh', minDays: 1, maxDays: 2 },
      cartItems: [{ delivery: { from: '2026-11-22', to: '2026-11-23' } }],
    });
  });

  it('refuses cash on delivery when the lines and the fee together pass the cap', () => {
    // 9.800.000 ₫ of lines is under the 10.000.000 ₫ cap; with 550.000 ₫ of shipping it is not.
    const [requested, ...rest] = held();
    givenInputs(checkoutWorkflow, [requested])
      .when(rest[0])
      .then([
        toProduct('p1', { type: 'ReleaseStock', productId: 'p1', orderId: 'o1', reason: 'checkout-failed' }),
        endCheckout('u1', 'o1', 'refused'),
        { type: 'Refuse', error: new ValidationError(orderMessages.codTooLarge('10.000.000 ₫')) },
      ]);
  });
});
