import type { CartEvent } from '@tavico/contracts';

/**
 * `cart-{userId}`: product id → quantity, in the order lines were added; and what paid orders
 * took out of it, which is what the customer has bought (reviews need it, decisions §8), and
 * which orders did (each takes its products out once).
 */
export interface CartState {
  lines: { productId: string; quantity: number }[];
  purchased: string[];
  checkedOut: string[];
}

export const initialState: CartState = { lines: [], purchased: [], checkedOut: [] };

export const quantityInCart = (state: CartState, productId: string): number =>
  state.lines.find((l) => l.productId === productId)?.quantity ?? 0;

export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartItemAdded': {
      const { productId, quantity } = event.data;
      return state.lines.some((l) => l.productId === productId)
        ? {
            ...state,
            lines: state.lines.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + quantity } : l)),
          }
        : { ...state, lines: [...state.lines, { productId, quantity }] };
    }
    case 'CartItemQuantityChanged': {
      const { productId, quantity } = event.data;
      return { ...state, lines: state.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)) };
    }
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((l) => l.productId !== event.data.productId) };
    case 'CartCheckedOut': {
      const { productIds, orderId } = event.data;
      return {
        lines: state.lines.filter((l) => !productIds.includes(l.productId)),
        purchased: [...new Set([...state.purchased, ...productIds])],
        checkedOut: [...state.checkedOut, orderId],
      };
    }
  }
}
