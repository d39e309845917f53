import type { CartEvent } from '@tavico/contracts';

/** A cart line: a product's variant (`sku`; absent, its default one) and how many. */
export interface CartLine {
  productId: string;
  quantity: number;
  sku?: string;
}

/**
 * `cart-{userId}`: its lines, in the order they were added (one per product and variant); and
 * what paid orders took out of it, which is what the customer has bought (reviews need it,
 * decisions §8), and which orders did (each takes its products out once).
 */
export interface CartState {
  lines: CartLine[];
  purchased: string[];
  checkedOut: string[];
}

export const initialState: CartState = { lines: [], purchased: [], checkedOut: [] };

/** Whether a line is this product's variant (no SKU: the line without one). */
export const isLine = (l: CartLine, productId: string, sku?: string): boolean =>
  l.productId === productId && l.sku === sku;

export const quantityInCart = (state: CartState, productId: string, sku?: string): number =>
  state.lines.find((l) => isLine(l, productId, sku))?.quantity ?? 0;

const lineOf = (productId: string, quantity: number, sku?: string): CartLine =>
  sku ? { productId, quantity, sku } : { productId, quantity };

export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartItemAdded': {
      const { productId, quantity, sku } = event.data;
      return state.lines.some((l) => isLine(l, productId, sku))
        ? {
            ...state,
            lines: state.lines.map((l) => (isLine(l, productId, sku) ? { ...l, quantity: l.quantity + quantity } : l)),
          }
        : { ...state, lines: [...state.lines, lineOf(productId, quantity, sku)] };
    }
    case 'CartItemQuantityChanged': {
      const { productId, quantity, sku } = event.data;
      return { ...state, lines: state.lines.map((l) => (isLine(l, productId, sku) ? { ...l, quantity } : l)) };
    }
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((l) => !isLine(l, event.data.productId, event.data.sku)) };
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
