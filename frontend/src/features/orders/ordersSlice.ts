import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@tavico/contracts/client';

export type PaymentStep = 'idle' | 'creating' | 'redirecting' | 'capturing' | 'failed';

/**
 * What the sequences hold (the orders themselves are RTK Query's, ordersApi.ts): the checkout's
 * and the payment return's step, and whether the account's live channel is up.
 */
export interface ShopOrderState {
  approvalURL: string | null;
  orderId: string | null;
  payment: PaymentStep;
  /** Why the last payment step failed, shown on the return page. */
  paymentError: string | null;
  live: 'off' | 'connecting' | 'connected';
  /**
   * The history may be read: the socket connected (pushes from then on reach the page, so nothing
   * falls between the read and the first push), or it cannot connect at all.
   */
  listOpen: boolean;
}

const initialState: ShopOrderState = {
  approvalURL: null,
  orderId: null,
  payment: 'idle',
  paymentError: null,
  live: 'off',
  listOpen: false,
};

/** What the checkout asks for; a guest (issue 28) gives a name and an e-mail with it. */
export interface OrderRequest {
  addressId: string | null;
  paymentMethod: PaymentMethod;
  contact?: { userName: string; email: string };
  /** A voucher the server previewed on the cart (issue 30); priced again when placed. */
  voucherCode?: string;
}

export const ordersSlice = createSlice({
  name: 'shopOrder',
  initialState,
  reducers: {
    orderCreateRequested: (state, _action: PayloadAction<OrderRequest>) => {
      state.payment = 'creating';
    },
    /** Cash on delivery or bank transfer: placed at once, nothing to pay at a provider. */
    orderPlaced: (state) => {
      state.payment = 'idle';
    },
    orderCreated: (state, action: PayloadAction<{ approvalURL: string; orderId: string }>) => {
      state.payment = 'redirecting';
      state.approvalURL = action.payload.approvalURL;
      state.orderId = action.payload.orderId;
    },
    /** A failed creation clears the approval URL and order id (spec §4). */
    orderCreateFailed: (state) => {
      state.payment = 'idle';
      state.approvalURL = null;
      state.orderId = null;
    },
    paymentCaptureRequested: (state, _action: PayloadAction<{ paymentId: string; payerId: string }>) => {
      state.payment = 'capturing';
      state.paymentError = null;
    },
    paymentCaptured: (state) => {
      state.payment = 'idle';
      state.approvalURL = null;
      state.orderId = null;
    },
    paymentFailed: (state, action: PayloadAction<string>) => {
      state.payment = 'failed';
      state.paymentError = action.payload;
    },
    /** The account page opened: live from now on. */
    orderLiveStarted: (state) => {
      state.live = 'connecting';
      state.listOpen = false;
    },
    orderLiveStopped: (state) => {
      state.live = 'off';
      state.listOpen = false;
    },
    orderLiveConnected: (state) => {
      state.live = 'connected';
      state.listOpen = true;
    },
    orderLiveDisconnected: (state) => void (state.live = 'connecting'),
    /** No live updates (the socket library could not load): the page shows what it reads. */
    orderLiveUnavailable: (state) => void (state.listOpen = true),
  },
  selectors: {
    selectOrders: (state) => state,
  },
});

export const {
  orderCreateRequested,
  orderPlaced,
  orderCreated,
  orderCreateFailed,
  paymentCaptureRequested,
  paymentCaptured,
  paymentFailed,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveUnavailable,
} = ordersSlice.actions;
export const { selectOrders } = ordersSlice.selectors;
