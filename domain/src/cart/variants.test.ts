import { cartMessages, type CartEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { cartDecider } from './decide';

/** Issue 30: a cart line is a product's variant; two variants of one product are two lines. */
const added = (quantity: number, sku?: string): CartEvent => ({
  type: 'CartItemAdded',
  data: { userId: 'u1', productId: 'p1', quantity, ...(sku ? { sku } : {}) },
});

describe('cart lines of variants', () => {
  it('keeps each variant of a product on its own line, each held to its own stock', () => {
    const given = givenEvents(cartDecider, [added(1, 'BAN-120'), added(2, 'BAN-160'), added(1, 'BAN-120')]);
    expect(given.state.lines).toEqual([
      { productId: 'p1', quantity: 2, sku: 'BAN-120' },
      { productId: 'p1', quantity: 2, sku: 'BAN-160' },
    ]);
    given
      .when({ type: 'AddCartItem', userId: 'u1', productId: 'p1', sku: 'BAN-120', quantity: 1, available: 2 })
      .thenRejects({ status: 400, message: cartMessages.onlyInStock(2) });
    given
      .when({ type: 'AddCartItem', userId: 'u1', productId: 'p1', sku: 'BAN-160', quantity: 1, available: 3 })
      .then([added(1, 'BAN-160')]);
  });

  it('changes and removes one variant’s line, or every line of the product when no SKU is named', () => {
    const given = givenEvents(cartDecider, [added(1, 'BAN-120'), added(2, 'BAN-160')]);
    given
      .when({
        type: 'ChangeCartItemQuantity',
        userId: 'u1',
        productId: 'p1',
        sku: 'BAN-160',
        quantity: 3,
        available: 5,
      })
      .then([
        { type: 'CartItemQuantityChanged', data: { userId: 'u1', productId: 'p1', quantity: 3, sku: 'BAN-160' } },
      ]);
    given
      .when({ type: 'RemoveCartItem', userId: 'u1', productId: 'p1', sku: 'BAN-120' })
      .then([{ type: 'CartItemRemoved', data: { userId: 'u1', productId: 'p1', sku: 'BAN-120' } }]);
    given.when({ type: 'RemoveCartItem', userId: 'u1', productId: 'p1' }).then([
      { type: 'CartItemRemoved', data: { userId: 'u1', productId: 'p1', sku: 'BAN-120' } },
      { type: 'CartItemRemoved', data: { userId: 'u1', productId: 'p1', sku: 'BAN-160' } },
    ]);
  });
});
