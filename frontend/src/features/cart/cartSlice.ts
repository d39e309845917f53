import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartView } from '@tavico/contracts/client';
import { signedOutNow } from '../auth';

export interface ShopCartState {
  isLoading: boolean;
  /** The server's cart, replaced by its answer after every change (spec §4). */
  cartItems: CartView | null;
}

const initialState: ShopCartState = { isLoading: false, cartItems: null };

/** What add-to-cart needs: the product, what it can still sell, and where a guest comes back to. */
export interface AddToCart {
  productId: string;
  totalStock: number;
  /** How many (the product page's quantity); one when left out. */
  quantity?: number;
  from: string;
}

export const cartSlice = createSlice({
  name: 'shopCart',
  initialState,
  reducers: {
    cartRequested: (state) => void (state.isLoading = true),
    cartLoaded: (_state, action: PayloadAction<CartView>) => ({ isLoading: false, cartItems: action.payload }),
    /** A failure empties the local cart list (spec §4). */
    cartFailed: () => ({ isLoading: false, cartItems: null }),
    cartCleared: () => initialState,
    cartItemAddRequested: (state, _action: PayloadAction<AddToCart>) => state,
    cartQuantityChangeRequested: (state, _action: PayloadAction<{ productId: string; change: 1 | -1 }>) => state,
    cartItemRemoveRequested: (state, _action: PayloadAction<{ productId: string }>) => state,
  },
  // Forgotten at sign-out.
  extraReducers: (builder) => builder.addCase(signedOutNow, () => initialState),
  selectors: {
    selectCart: (state) => state,
    selectCartLines: (state) => state.cartItems?.items ?? [],
    /** The badge: distinct items. */
    selectCartCount: (state) => state.cartItems?.items.length ?? 0,
  },
});

export const {
  cartRequested,
  cartLoaded,
  cartFailed,
  cartCleared,
  cartItemAddRequested,
  cartQuantityChangeRequested,
  cartItemRemoveRequested,
} = cartSlice.actions;
export const { selectCart, selectCartLines, selectCartCount } = cartSlice.selectors;
