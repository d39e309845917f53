import type { CartEvent } from '@tavico/contracts';

/** `cart-{userId}`: product id → quantity, in the order lines were added. */
export interface CartState {
  lines: { productId: string; quantity: number }[];
}

export const initialState: CartState = { lines: [] };

export const quantityInCart = (state: CartState, productId: string): number =>
  state.lines.find((l) => l.productId === productId)?.quantity ?? 0;

export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartItemAdded': {
      const { productId, quantity } = event.data;
      return state.lines.some((l) => l.productId === productId)
        ? { lines: state.lines.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + quantity } : l)) }
        : { lines: [...state.lines, { productId, quantity }] };
    }
    case 'CartItemQuantityChanged': {
      const { productId, quantity } = event.data;
      return { lines: state.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)) };
    }
    case 'CartItemRemoved':
      return { lines: state.lines.filter((l) => l.productId !== event.data.productId) };
  }
}
