import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  flagsOf,
  orderPushFit,
  type BankTransferDetails,
  type OrderLiveEvent,
  type OrderView,
  type PaymentMethod,
  type PaymentOptions,
} from '@tavico/contracts/client';
import { noPages, type ListPage, type Pagination } from '../../shared/paging';

export type PaymentStep = 'idle' | 'creating' | 'redirecting' | 'capturing' | 'failed';

/** An order read by its id for the pages after checkout (placed, paid). */
export interface OrderPage {
  orderId: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  order: OrderView | null;
  /** How to pay it, while it is a bank transfer awaiting its money. */
  bankTransfer: BankTransferDetails | null;
  error: string | null;
}

export interface ShopOrderState {
  isLoading: boolean;
  approvalURL: string | null;
  orderId: string | null;
  payment: PaymentStep;
  /** What the checkout may offer besides PayPal: null until read (once a session), or when it could not be. */
  paymentOptions: PaymentOptions | null;
  /** The order the order-placed or payment-success page shows. */
  orderPage: OrderPage;
  /** Why the last payment step failed, shown on the return page. */
  paymentError: string | null;
  /** One page of the order history, newest first: the page asked for and where it is. */
  orderList: OrderView[];
  page: number;
  pagination: Pagination;
  orderDetails: OrderView | null;
  /** How to pay the open order, while it is a bank transfer awaiting its money. */
  orderTransfer: BankTransferDetails | null;
  /** The shopper's cancellation of the open order is under way. */
  cancelling: boolean;
  /**
   * Per order, the revision of its stream the list shows: from the list fetched, then from each
   * push applied. A push at or below it is old news; one more than one past it follows a lost push.
   */
  liveRevisions: Record<string, number>;
  live: 'off' | 'connecting' | 'connected';
}

const initialState: ShopOrderState = {
  isLoading: false,
  approvalURL: null,
  orderId: null,
  payment: 'idle',
  paymentOptions: null,
  orderPage: { orderId: null, status: 'idle', order: null, bankTransfer: null, error: null },
  paymentError: null,
  orderList: [],
  page: 1,
  pagination: noPages,
  orderDetails: null,
  orderTransfer: null,
  cancelling: false,
  liveRevisions: {},
  live: 'off',
};

/** What the checkout asks for; a guest (issue 28) gives a name and an e-mail with it. */
export interface OrderRequest {
  addressId: string | null;
  paymentMethod: PaymentMethod;
  contact?: { userName: string; email: string };
}

export const ordersSlice = createSlice({
  name: 'shopOrder',
  initialState,
  reducers: {
    orderCreateRequested: (state, _action: PayloadAction<OrderRequest>) => {
      state.payment = 'creating';
    },
    paymentOptionsRequested: (state) => state,
    paymentOptionsLoaded: (state, action: PayloadAction<PaymentOptions>) =>
      void (state.paymentOptions = action.payload),
    orderPageRequested: (state, action: PayloadAction<{ orderId: string }>) => {
      state.orderPage = {
        orderId: action.payload.orderId,
        status: 'loading',
        order: null,
        bankTransfer: null,
        error: null,
      };
    },
    orderPageLoaded: (state, action: PayloadAction<{ order: OrderView; bankTransfer?: BankTransferDetails }>) => {
      if (state.orderPage.orderId !== action.payload.order._id) return;
      state.orderPage.status = 'loaded';
      state.orderPage.order = action.payload.order;
      state.orderPage.bankTransfer = action.payload.bankTransfer ?? null;
    },
    orderPageFailed: (state, action: PayloadAction<string>) => {
      state.orderPage.status = 'failed';
      state.orderPage.error = action.payload;
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
    /** A page of the history; without one, the page shown again (after a reconnect, say). */
    ordersRequested: (state, action: PayloadAction<number | undefined>) => {
      state.isLoading = true;
      if (action.payload !== undefined) state.page = action.payload;
    },
    ordersLoaded: (state, action: PayloadAction<ListPage<OrderView>>) => {
      state.isLoading = false;
      state.orderList = action.payload.data;
      state.pagination = action.payload.pagination;
      for (const o of action.payload.data) if (o.revision !== undefined) state.liveRevisions[o._id] = o.revision;
    },
    ordersFailed: (state) => {
      state.isLoading = false;
      state.orderList = [];
      state.pagination = noPages;
    },
    /** `refresh`: the open order again (a push, a reconnect), not an order the shopper opens. */
    orderDetailsRequested: (state, _action: PayloadAction<{ orderId: string; refresh?: boolean }>) => state,
    orderDetailsLoaded: (state, action: PayloadAction<{ order: OrderView; bankTransfer?: BankTransferDetails }>) => {
      state.orderDetails = action.payload.order;
      state.orderTransfer = action.payload.bankTransfer ?? null;
    },
    /** Closing the dialog clears the stored details (spec §2). */
    orderDetailsClosed: (state) => {
      state.orderDetails = null;
      state.orderTransfer = null;
    },
    orderCancelRequested: (state, _action: PayloadAction<{ orderId: string }>) => void (state.cancelling = true),
    orderCancelFinished: (state) => void (state.cancelling = false),
    /** The account page opened: live from now on, from the newest orders. */
    orderLiveStarted: (state) => {
      state.live = 'connecting';
      state.page = 1;
    },
    orderLiveStopped: (state) => void (state.live = 'off'),
    orderLiveConnected: (state) => void (state.live = 'connected'),
    orderLiveDisconnected: (state) => void (state.live = 'connecting'),
    /**
     * A push: the row and an open dialog take the new statuses and what the order may do now (the
     * server's flags: 'Hủy đơn' goes as the order ships), unless a newer push came first.
     */
    orderLiveUpdated: (state, action: PayloadAction<OrderLiveEvent>) => {
      const push = action.payload;
      if (orderPushFit(state.liveRevisions[push.orderId], push.revision) === 'seen') return;
      state.liveRevisions[push.orderId] = push.revision;
      const { orderStatus, paymentStatus, orderUpdateDate } = push.row;
      const changed = { orderStatus, paymentStatus, orderUpdateDate, ...flagsOf(push.row) };
      const row = state.orderList.find((o) => o._id === push.orderId);
      if (row) Object.assign(row, changed);
      if (state.orderDetails?._id === push.orderId) Object.assign(state.orderDetails, changed);
    },
    /**
     * A push came after one that never arrived: not applied (the saga fetches the order again),
     * only its revision kept, so that the pushes after it apply while that fetch is on its way.
     */
    orderLiveGapFound: (state, action: PayloadAction<OrderLiveEvent>) => {
      state.liveRevisions[action.payload.orderId] = action.payload.revision;
    },
  },
  selectors: {
    selectOrders: (state) => state,
  },
});

export const {
  orderCreateRequested,
  paymentOptionsRequested,
  paymentOptionsLoaded,
  orderPageRequested,
  orderPageLoaded,
  orderPageFailed,
  orderPlaced,
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
  orderCancelRequested,
  orderCancelFinished,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveUpdated,
  orderLiveGapFound,
} = ordersSlice.actions;
export const { selectOrders } = ordersSlice.selectors;
