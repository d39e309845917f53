import { cartMessages, type CartEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { cartDecider } from './decide';

const added = (productId: string, quantity: number): CartEvent => ({
  type: 'CartItemAdded',
  data: { userId: 'u1', productId, quantity },
});
const add = (productId: string, quantity: number, available: number) =>
  ({ type: 'AddCartItem', userId: 'u1', productId, quantity, available }) as const;

describe('cart decider', () => {
  it('adds a product, and adds to its line when it is already in the cart', () => {
    givenEvents(cartDecider, [])
      .when(add('p1', 2, 10))
      .then([added('p1', 2)]);
    const given = givenEvents(cartDecider, [added('p1', 2), added('p1', 3)]);
    expect(given.state.lines).toEqual([{ productId: 'p1', quantity: 5 }]);
  });

  it('refuses more than can be sold, naming the quantity already in the cart', () => {
    givenEvents(cartDecider, [added('p1', 4)])
      .when(add('p1', 2, 5))
      .thenRejects({ name: 'ValidationError', status: 400, message: cartMessages.onlyInStock(4) });
    givenEvents(cartDecider, [])
      .when(add('p1', 1, 0))
      .thenRejects({ status: 400, message: cartMessages.onlyInStock(0) });
  });

  it('changes a line to an exact quantity within the stock; the same quantity changes nothing', () => {
    const given = givenEvents(cartDecider, [added('p1', 2)]);
    given
      .when({ type: 'ChangeCartItemQuantity', userId: 'u1', productId: 'p1', quantity: 5, available: 5 })
      .then([{ type: 'CartItemQuantityChanged', data: { userId: 'u1', productId: 'p1', quantity: 5 } }]);
    given.when({ type: 'ChangeCartItemQuantity', userId: 'u1', productId: 'p1', quantity: 2, available: 5 }).then([]);
    given
      .when({ type: 'ChangeCartItemQuantity', userId: 'u1', productId: 'p1', quantity: 6, available: 5 })
      .thenRejects({ status: 400, message: cartMessages.onlyInStock(2) });
  });

  it('removes a line; a product not in the cart is 404 for change and removal', () => {
    givenEvents(cartDecider, [added('p1', 2)])
      .when({ type: 'RemoveCartItem', userId: 'u1', productId: 'p1' })
      .then([{ type: 'CartItemRemoved', data: { userId: 'u1', productId: 'p1' } }]);
    givenEvents(cartDecider, [])
      .when({ type: 'RemoveCartItem', userId: 'u1', productId: 'p9' })
      .thenRejects({ name: 'NotFound', status: 404, message: cartMessages.notInCart });
    givenEvents(cartDecider, [])
      .when({ type: 'ChangeCartItemQuantity', userId: 'u1', productId: 'p9', quantity: 1, available: 5 })
      .thenRejects({ status: 404 });
  });

  it('lets a paid order take its products out of the cart once, and remembers them as bought', () => {
    const checkedOut: CartEvent = { type: 'CartCheckedOut', data: { userId: 'u1', orderId: 'o1', productIds: ['p1'] } };
    const command = { type: 'CheckOutCart' as const, userId: 'u1', orderId: 'o1', productIds: ['p1'] };
    givenEvents(cartDecider, [added('p1', 2)])
      .when(command)
      .then([checkedOut]);
    const given = givenEvents(cartDecider, [added('p1', 2), added('p2', 1), checkedOut]);
    given.when(command).then([]);
    expect(given.state).toEqual({ lines: [{ productId: 'p2', quantity: 1 }], purchased: ['p1'], checkedOut: ['o1'] });
  });

  it("merges a guest's cart into the account's: adds to its lines, as far as stock allows, leaving out what no longer fits", () => {
    const merge = {
      type: 'MergeCart',
      userId: 'u1',
      lines: [
        { productId: 'p1', quantity: 3, available: 10 },
        { productId: 'p2', quantity: 4, available: 5 },
        { productId: 'p3', quantity: 2, available: 1 },
        { productId: 'p4', quantity: 1, available: 0 },
      ],
    } as const;
    givenEvents(cartDecider, [added('p1', 2), added('p2', 3), added('p3', 1)])
      .when(merge)
      .then([added('p1', 3), added('p2', 2)]);
    givenEvents(cartDecider, [])
      .when(merge)
      .then([added('p1', 3), added('p2', 4), added('p3', 1)]);
  });
});
