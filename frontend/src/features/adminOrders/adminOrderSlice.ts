import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderHistoryEntry, OrderLiveEvent, OrderStatus, OrderView } from '@tavico/contracts/client';

/** A row of 'All Orders': what the list answers and what a live push carries. */
export type OrderRow = OrderLiveEvent['row'];

export interface AdminOrderState {
  isLoading: boolean;
  statusFilter: OrderStatus | '';
  orderList: OrderRow[];
  orderDetails: OrderView | null;
  history: { isLoading: boolean; orderId: string | null; entries: OrderHistoryEntry[] };
  updating: boolean;
  /** Per order, the log position of the newest push applied. */
  livePositions: Record<string, number>;
  live: 'off' | 'connected' | 'disconnected';
  /** Orders that arrived live since the page opened, to mark them in the table. */
  arrived: string[];
}

export const initialAdminOrderState: AdminOrderState = {
  isLoading: false,
  statusFilter: '',
  orderList: [],
  orderDetails: null,
  history: { isLoading: false, orderId: null, entries: [] },
  updating: false,
  livePositions: {},
  live: 'off',
  arrived: [],
};

const rowOf = (o: OrderView | OrderRow): OrderRow => ({
  _id: o._id,
  userName: o.userName,
  orderDate: o.orderDate,
  orderUpdateDate: o.orderUpdateDate,
  orderStatus: o.orderStatus,
  paymentStatus: o.paymentStatus,
  totalAmount: o.totalAmount,
});

export const adminOrderSlice = createSlice({
  name: 'adminOrder',
  initialState: initialAdminOrderState,
  reducers: {
    adminOrdersRequested: (state, action: PayloadAction<{ status?: OrderStatus | '' } | undefined>) => {
      state.isLoading = true;
      if (action.payload?.status !== undefined) state.statusFilter = action.payload.status;
    },
    adminOrdersLoaded: (state, action: PayloadAction<OrderView[]>) => {
      state.isLoading = false;
      state.orderList = action.payload.map(rowOf);
    },
    adminOrdersFailed: (state) => {
      state.isLoading = false;
      state.orderList = [];
    },
    adminOrderDetailsRequested: (_state, _action: PayloadAction<{ orderId: string }>) => {},
    adminOrderDetailsLoaded: (state, action: PayloadAction<OrderView>) => {
      state.orderDetails = action.payload;
    },
    adminOrderDetailsClosed: (state) => {
      state.orderDetails = null;
      state.history = initialAdminOrderState.history;
    },
    orderHistoryRequested: (state, action: PayloadAction<{ orderId: string }>) => {
      state.history = { isLoading: true, orderId: action.payload.orderId, entries: [] };
    },
    orderHistoryLoaded: (state, action: PayloadAction<OrderHistoryEntry[]>) => {
      state.history.isLoading = false;
      state.history.entries = action.payload;
    },
    orderHistoryFailed: (state) => {
      state.history.isLoading = false;
    },
    orderStatusUpdateRequested: (state, _action: PayloadAction<{ orderId: string; orderStatus: OrderStatus }>) => {
      state.updating = true;
    },
    orderStatusUpdateFinished: (state) => {
      state.updating = false;
    },
    adminLiveStarted: () => {},
    adminLiveStopped: (state) => {
      state.live = 'off';
    },
    adminLiveConnected: (state) => {
      state.live = 'connected';
    },
    adminLiveDisconnected: (state) => {
      state.live = 'disconnected';
    },
    /** A push: a new order goes on top (when the filter shows it), a known one takes its new status. */
    adminOrderPushed: (state, action: PayloadAction<OrderLiveEvent>) => {
      const push = action.payload;
      if ((state.livePositions[push.orderId] ?? 0) >= push.position) return;
      state.livePositions[push.orderId] = push.position;
      const shown = state.statusFilter === '' || state.statusFilter === push.row.orderStatus;
      const index = state.orderList.findIndex((o) => o._id === push.orderId);
      if (index >= 0 && shown) state.orderList[index] = rowOf(push.row);
      else if (index >= 0) state.orderList.splice(index, 1);
      else if (shown) {
        state.orderList.unshift(rowOf(push.row));
        state.arrived.push(push.orderId);
      }
      if (state.orderDetails?._id === push.orderId) {
        const { orderStatus, paymentStatus, orderUpdateDate } = push.row;
        Object.assign(state.orderDetails, { orderStatus, paymentStatus, orderUpdateDate });
      }
    },
  },
});

export const {
  adminOrdersRequested,
  adminOrdersLoaded,
  adminOrdersFailed,
  adminOrderDetailsRequested,
  adminOrderDetailsLoaded,
  adminOrderDetailsClosed,
  orderHistoryRequested,
  orderHistoryLoaded,
  orderHistoryFailed,
  orderStatusUpdateRequested,
  orderStatusUpdateFinished,
  adminLiveStarted,
  adminLiveStopped,
  adminLiveConnected,
  adminLiveDisconnected,
  adminOrderPushed,
} = adminOrderSlice.actions;

export const selectAdminOrder = (state: { adminOrder?: AdminOrderState }): AdminOrderState =>
  state.adminOrder ?? initialAdminOrderState;
