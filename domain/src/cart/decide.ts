import { NotFound, ValidationError, cartMessages, fitsStock, type CartEvent } from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, quantityInCart, type CartState } from './cart';

/**
 * `available`: what the product's variant can still sell, resolved by the route from its stream;
 * `sku` the variant (absent: the product's default one).
 */
export type AddCartItem = {
  type: 'AddCartItem';
  userId: string;
  productId: string;
  sku?: string;
  quantity: number;
  available: number;
};
export type ChangeCartItemQuantity = {
  type: 'ChangeCartItemQuantity';
  userId: string;
  productId: string;
  sku?: string;
  quantity: number;
  available: number;
};
export type RemoveCartItem = { type: 'RemoveCartItem'; userId: string; productId: string; sku?: string };
/** A paid order takes its products out of its buyer's cart, once per order. */
export type CheckOutCart = { type: 'CheckOutCart'; userId: string; orderId: string; productIds: string[] };
/**
 * An order placed to be paid later (cash on delivery, bank transfer) takes its lines out of the
 * cart at once, as removals: the products count as bought only once it is paid (CheckOutCart).
 */
export type TakeOrderedItems = { type: 'TakeOrderedItems'; userId: string; orderId: string; productIds: string[] };
/**
 * A guest's cart joins the account's when the guest signs in (issue 28): each line adds to the
 * account's own, as much of it as the product's stock still allows (`available`, by the route);
 * a line that no longer fits at all is left out rather than refusing the rest.
 */
export type MergeCart = {
  type: 'MergeCart';
  userId: string;
  lines: readonly { productId: string; sku?: string; quantity: number; available: number }[];
};
export type CartCommand =
  AddCartItem | ChangeCartItemQuantity | RemoveCartItem | CheckOutCart | TakeOrderedItems | MergeCart;

const variant = (sku: string | undefined) => (sku ? { sku } : {});

function mergeCart(command: MergeCart, state: CartState): CartEvent[] {
  const { userId } = command;
  return command.lines.flatMap(({ productId, sku, quantity, available }): CartEvent[] => {
    const inCart = quantityInCart(state, productId, sku);
    let merged = inCart + quantity;
    while (merged > inCart && !fitsStock(merged, available)) merged -= 1;
    if (merged === inCart) return [];
    return [{ type: 'CartItemAdded', data: { userId, productId, quantity: merged - inCart, ...variant(sku) } }];
  });
}

export function decide(command: CartCommand, state: CartState): CartEvent[] {
  if (command.type === 'MergeCart') return mergeCart(command, state);
  if (command.type === 'TakeOrderedItems') {
    const { userId } = command;
    return state.lines
      .filter((l) => command.productIds.includes(l.productId))
      .map(({ productId, sku }) => ({ type: 'CartItemRemoved', data: { userId, productId, ...variant(sku) } }));
  }
  if (command.type === 'CheckOutCart') {
    // The checkout and the deadline workflow may both try: the second changes nothing.
    if (state.checkedOut.includes(command.orderId)) return [];
    const { userId, orderId, productIds } = command;
    return [{ type: 'CartCheckedOut', data: { userId, orderId, productIds } }];
  }
  const inCart = quantityInCart(state, command.productId, command.sku);
  const { userId, productId } = command;
  const sku = variant(command.sku);
  switch (command.type) {
    case 'AddCartItem':
      if (!fitsStock(inCart + command.quantity, command.available))
        throw new ValidationError(cartMessages.onlyInStock(inCart));
      return [{ type: 'CartItemAdded', data: { userId, productId, quantity: command.quantity, ...sku } }];
    case 'ChangeCartItemQuantity':
      if (inCart === 0) throw new NotFound(cartMessages.notInCart);
      if (!fitsStock(command.quantity, command.available)) throw new ValidationError(cartMessages.onlyInStock(inCart));
      if (command.quantity === inCart) return [];
      return [{ type: 'CartItemQuantityChanged', data: { userId, productId, quantity: command.quantity, ...sku } }];
    case 'RemoveCartItem': {
      // No SKU: every line of the product (the spec's client removes a product, not a variant).
      const lines = state.lines.filter((l) => l.productId === productId && (!command.sku || l.sku === command.sku));
      if (lines.length === 0) throw new NotFound(cartMessages.notInCart);
      return lines.map((l) => ({ type: 'CartItemRemoved', data: { userId, productId, ...variant(l.sku) } }));
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  name: 'cart@2',
  initialState,
  evolve,
  decide,
};
