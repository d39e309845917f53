import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderLiveEvent, OrderView } from '@tavico/contracts/client';

export type PaymentStep = 'idle' | 'creating' | 'redirecting' | 'capturing' | 'failed';

export interface ShopOrderState {
  isLoading: boolean;
  approvalURL: string | null;
  orderId: string | null;
  payment: PaymentStep;
  /** Why the last payment step failed, shown on the return page. */
  paymentError: string | null;
  orderList: OrderView[];
  orderDetails: OrderView | null;
  /** Per order, the log position of the newest push applied: older pushes are old news. */
  livePositions: Record<string, number>;
  live: 'off' | 'connecting' | 'connected';
}

const initialState: ShopOrderState = {
  isLoading: false,
  approvalURL: null,
  orderId: null,
  payment: 'idle',
  paymentError: null,
  orderList: [],
  orderDetails: null,
  livePositions: {},
  live: 'off',
};

export const ordersSlice = createSlice({
  name: 'shopOrder',
  initialState,
  reducers: {
    orderCreateRequested: (state, _action: PayloadAction<{ addressId: string | null }>) => {
      state.payment = 'creating';
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
    ordersRequested: (state) => void (state.isLoading = true),
    ordersLoaded: (state, action: PayloadAction<OrderView[]>) => {
      state.isLoading = false;
      state.orderList = action.payload;
    },
    ordersFailed: (state) => {
      state.isLoading = false;
      state.orderList = [];
    },
    orderDetailsRequested: (state, _action: PayloadAction<{ orderId: string }>) => state,
    orderDetailsLoaded: (state, action: PayloadAction<OrderView>) => void (state.orderDetails = action.payload),
    /** Closing the dialog clears the stored details (spec §2). */
    orderDetailsClosed: (state) => void (state.orderDetails = null),
    orderLiveStarted: (state) => void (state.live = 'connecting'),
    orderLiveStopped: (state) => void (state.live = 'off'),
    orderLiveConnected: (state) => void (state.live = 'connected'),
    orderLiveDisconnected: (state) => void (state.live = 'connecting'),
    /** A push: the row and an open dialog take the new statuses, unless a newer push came first. */
    orderLiveUpdated: (state, action: PayloadAction<OrderLiveEvent>) => {
      const push = action.payload;
      if ((state.livePositions[push.orderId] ?? 0) >= push.position) return;
      state.livePositions[push.orderId] = push.position;
      const { orderStatus, paymentStatus, orderUpdateDate } = push.row;
      const row = state.orderList.find((o) => o._id === push.orderId);
      if (row) Object.assign(row, { orderStatus, paymentStatus, orderUpdateDate });
      if (state.orderDetails?._id === push.orderId)
        Object.assign(state.orderDetails, { orderStatus, paymentStatus, orderUpdateDate });
    },
  },
  selectors: {
    selectOrders: (state) => state,
  },
});

export const {
  orderCreateRequested,
  orderCreated,
  orderCreateFailed,
  paymentCaptureRequested,
  paymentCaptured,
  paymentFailed,
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  orderDetailsRequested,
  orderDetailsLoaded,
  orderDetailsClosed,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveUpdated,
} = ordersSlice.actions;
export const { selectOrders } = ordersSlice.selectors;
