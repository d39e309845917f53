import { houseBrand, type OrderState } from '@tavico/contracts';
import { shippingAddress } from '../../testing';
import { evolve as evolveProduct, initialState as noProduct } from '../../product/product';
import { evolve as evolveOrder } from '../../order/order';
import { type CheckoutInput } from '../checkout';
import { readOrder, toOrderCodes, toProduct } from '../workflow';
import { defaultCheckoutPolicy } from '../../checkout/policy';

/** The inputs and states the checkout workflow's given/when/then tests share. */
export const placedAt = '2026-11-21T10:00:00.000Z';
export const expiresAt = '2026-11-21T10:15:00.000Z';
/** Cash on delivery waits a day for staff to confirm it; a transfer a day for the money. */
export const aDayLater = '2026-11-22T10:00:00.000Z';
export const address = shippingAddress;
export const policy = { ...defaultCheckoutPolicy, codMaxCents: 200_000 };
export const bank = {
  name: 'Vietcombank',
  bin: '970436',
  accountNumber: '0071000123456',
  accountName: 'CONG TY TAVICO',
};
export const settings = { bank, vndPerUsd: 25_000, hotlines: ['0909 123 456'] };
export const links = { returnUrl: '/paypal-return', cancelUrl: '/checkout?payment=cancelled' };

/** A product as its stream folds, priced $249.99 with a sale at $199.99 for the bed. */
export const product = (productId: string, title: string, priceCents: number, salePriceCents: number | null = null) =>
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

export const requested = (lines: { productId: string; quantity: number }[], addressId = 'a1'): CheckoutInput => ({
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
export const twoCartLines = [
  { productId: 'p1', quantity: 2 },
  { productId: 'p2', quantity: 1 },
];
export const twoLines = requested(twoCartLines);
export const reserved = (productId: string, state: ReturnType<typeof product>): CheckoutInput => ({
  type: 'StockReserved',
  productId,
  product: state,
});
export const reserve = (productId: string, quantity: number) =>
  toProduct(productId, { type: 'ReserveStock', productId, orderId: 'o1', quantity, expiresAt });
export const release = (productId: string, reason: 'checkout-failed' | 'payment-failed') =>
  toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason });

export const lines = [
  { productId: 'p1', title: 'Bàn', image: '/p1.svg', priceCents: 24999, quantity: 2, supplierId: null },
  { productId: 'p2', title: 'Giường', image: '/p2.svg', priceCents: 19999, quantity: 1, supplierId: null },
];
export const placedOrder = evolveOrder(null, {
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
export const codeAssigned: CheckoutInput = { type: 'CodeAssigned', code: 'TV-26-0000042' };
export const assignCode = toOrderCodes({ type: 'AssignOrderCode', year: 2026, orderId: 'o1' });
/** Before a code is taken, the checkout reads its order's own stream once, as it stands. */
export const readOwnOrder = readOrder('o1', 'own');
export const notPlacedYet: CheckoutInput = { type: 'OwnOrderRead', order: null };
/** Another request of the same buyer is checking out the same cart as o0. */
export const joinedO0: CheckoutInput = { type: 'CheckoutJoined', orderId: 'o0' };
export const openPayment = {
  type: 'OpenPayment' as const,
  orderId: 'o1',
  amount: { value: 69997, currency: 'USD' as const },
  description: 'Tavico Home – đơn hàng TV-26-0000042',
  ...links,
};
