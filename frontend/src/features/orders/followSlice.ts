import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BankTransferDetails, OrderView } from '@tavico/contracts/client';

/**
 * An order followed without an account (issue 28): opened by the signed link of a guest's e-mail,
 * or found by "Tra cứu đơn hàng" (its code and phone). Loaded with its pages (app/orderFollow.ts).
 */
export interface OrderFollowState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The link's token the order was opened by. */
  token: string | null;
  order: OrderView | null;
  bankTransfer: BankTransferDetails | null;
  error: string | null;
  /** A lookup under way, and what the last one was told. */
  lookingUp: boolean;
  lookupError: string | null;
}

export const initialFollowState: OrderFollowState = {
  status: 'idle',
  token: null,
  order: null,
  bankTransfer: null,
  error: null,
  lookingUp: false,
  lookupError: null,
};

export const orderFollowSlice = createSlice({
  name: 'orderFollow',
  initialState: initialFollowState,
  reducers: {
    orderFollowRequested: (state, action: PayloadAction<{ token: string }>) => ({
      ...initialFollowState,
      status: 'loading' as const,
      token: action.payload.token,
      lookingUp: state.lookingUp,
    }),
    orderFollowLoaded: (
      state,
      action: PayloadAction<{ token: string; order: OrderView; bankTransfer: BankTransferDetails | null }>,
    ) => {
      if (state.token !== action.payload.token) return;
      state.status = 'loaded';
      state.order = action.payload.order;
      state.bankTransfer = action.payload.bankTransfer;
    },
    orderFollowFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    orderLookupRequested: (state, _action: PayloadAction<{ code: string; phone: string }>) => {
      state.lookingUp = true;
      state.lookupError = null;
    },
    orderLookupFinished: (state, action: PayloadAction<string | null>) => {
      state.lookingUp = false;
      state.lookupError = action.payload;
    },
  },
});

export const { orderFollowRequested, orderFollowLoaded, orderFollowFailed, orderLookupRequested, orderLookupFinished } =
  orderFollowSlice.actions;

export const selectOrderFollow = (state: { orderFollow?: OrderFollowState }): OrderFollowState =>
  state.orderFollow ?? initialFollowState;
