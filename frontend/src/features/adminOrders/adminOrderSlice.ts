import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  flagsOf,
  liveEvents,
  orderPushFit,
  type OrderHistoryEntry,
  type OrderLiveEvent,
  type OrderStatus,
  type OrderStep,
  type OrderView,
  type PaymentMethod,
} from '@tavico/contracts/client';
import { noPages, type ListPage, type Pagination } from '../../shared/paging';

/**
 * A row of 'All Orders': what a live push carries, and from the list (or a fetch after a push)
 * the payment method and the timeline, which pushes do not carry.
 */
export type OrderRow = OrderLiveEvent['row'] & { paymentMethod?: PaymentMethod; timeline?: OrderStep[] };

/** An order's code as people quote it: any case, spaces around. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export interface AdminOrderState {
  isLoading: boolean;
  statusFilter: OrderStatus | '';
  /** The order code searched for ('' for none), as the server reads it. */
  codeFilter: string;
  /** One page of the orders, newest first: the page asked for and where it is. */
  orderList: OrderRow[];
  page: number;
  pagination: Pagination;
  orderDetails: OrderView | null;
  history: { isLoading: boolean; orderId: string | null; entries: OrderHistoryEntry[]; pagination: Pagination };
  updating: boolean;
  /** The order whose payment is being marked received. */
  receiving: string | null;
  /** The cash-on-delivery order being confirmed. */
  confirming: string | null;
  /**
   * Per order, the revision of its stream the screen knows: from the list fetched, then from each
   * push applied. A push at or below it is old news; one more than one past it follows a lost push.
   */
  liveRevisions: Record<string, number>;
  live: 'off' | 'connected' | 'disconnected';
  /** Orders that arrived live since the page opened, to mark them in the table. */
  arrived: string[];
  /** Suppliers' names by id, to say whose stall ships a line (read once an order has such a line). */
  supplierNames: Record<string, string>;
}

export const initialAdminOrderState: AdminOrderState = {
  isLoading: false,
  statusFilter: '',
  codeFilter: '',
  orderList: [],
  page: 1,
  pagination: noPages,
  orderDetails: null,
  history: { isLoading: false, orderId: null, entries: [], pagination: noPages },
  updating: false,
  receiving: null,
  confirming: null,
  liveRevisions: {},
  live: 'off',
  arrived: [],
  supplierNames: {},
};

/** A row from an order, keeping what an earlier row knew and this one does not (a push's). */
const rowOf = (o: OrderView | OrderRow, before?: OrderRow): OrderRow => ({
  _id: o._id,
  code: o.code,
  userName: o.userName,
  orderDate: o.orderDate,
  orderUpdateDate: o.orderUpdateDate,
  orderStatus: o.orderStatus,
  paymentStatus: o.paymentStatus,
  totalAmount: o.totalAmount,
  ...flagsOf(o),
  paymentMethod: o.paymentMethod ?? before?.paymentMethod,
  timeline: o.timeline ?? before?.timeline,
});

/** An order joined or left the list: its count and pages follow. */
function countOrders(pagination: Pagination, change: number) {
  pagination.total = Math.max(0, pagination.total + change);
  if (pagination.limit > 0) pagination.totalPages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
}

export const adminOrderSlice = createSlice({
  name: 'adminOrder',
  initialState: initialAdminOrderState,
  reducers: {
    /** Another status or code starts at the first page; nothing named refetches the page shown. */
    adminOrdersRequested: (
      state,
      action: PayloadAction<{ status?: OrderStatus | ''; code?: string; page?: number } | undefined>,
    ) => {
      state.isLoading = true;
      if (action.payload?.status !== undefined) {
        state.statusFilter = action.payload.status;
        state.page = 1;
      }
      if (action.payload?.code !== undefined) {
        state.codeFilter = normalCode(action.payload.code);
        state.page = 1;
      }
      if (action.payload?.page !== undefined) state.page = action.payload.page;
    },
    adminOrdersLoaded: (state, action: PayloadAction<ListPage<OrderView>>) => {
      state.isLoading = false;
      state.orderList = action.payload.data.map((o) => rowOf(o));
      state.pagination = action.payload.pagination;
      for (const o of action.payload.data) if (o.revision !== undefined) state.liveRevisions[o._id] = o.revision;
    },
    adminOrdersFailed: (state) => {
      state.isLoading = false;
      state.orderList = [];
      state.pagination = noPages;
    },
    adminOrderDetailsRequested: (_state, _action: PayloadAction<{ orderId: string }>) => {},
    adminOrderDetailsLoaded: (state, action: PayloadAction<OrderView>) => {
      state.orderDetails = action.payload;
    },
    supplierNamesLoaded: (state, action: PayloadAction<Record<string, string>>) => {
      state.supplierNames = { ...state.supplierNames, ...action.payload };
    },
    adminOrderDetailsClosed: (state) => {
      state.orderDetails = null;
      state.history = initialAdminOrderState.history;
    },
    orderHistoryRequested: (state, action: PayloadAction<{ orderId: string; page?: number }>) => {
      state.history = { isLoading: true, orderId: action.payload.orderId, entries: [], pagination: noPages };
    },
    orderHistoryLoaded: (state, action: PayloadAction<ListPage<OrderHistoryEntry>>) => {
      state.history.isLoading = false;
      state.history.entries = action.payload.data;
      state.history.pagination = action.payload.pagination;
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
    paymentReceivedRequested: (state, action: PayloadAction<{ orderId: string }>) => {
      state.receiving = action.payload.orderId;
    },
    paymentReceivedFinished: (state) => {
      state.receiving = null;
    },
    orderConfirmRequested: (state, action: PayloadAction<{ orderId: string }>) => {
      state.confirming = action.payload.orderId;
    },
    orderConfirmFinished: (state) => {
      state.confirming = null;
    },
    /** An order fetched after a push, for what the push could not say: its method, whose cancellation. */
    adminOrderRowFilled: (state, action: PayloadAction<OrderView>) => {
      const row = state.orderList.find((o) => o._id === action.payload._id);
      if (!row) return;
      row.paymentMethod = action.payload.paymentMethod;
      row.timeline = action.payload.timeline;
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
    /**
     * A push. A row shown takes the new status, or leaves a list filtered to another one; a new
     * order goes on top of the first page (on a later page it is only counted). An order on
     * another page that moves into or out of the filter changes the count (the saga refetches
     * the page when one joins).
     */
    adminOrderPushed: (state, action: PayloadAction<OrderLiveEvent>) => {
      const push = action.payload;
      if (orderPushFit(state.liveRevisions[push.orderId], push.revision) === 'seen') return;
      state.liveRevisions[push.orderId] = push.revision;
      const codeMatches = state.codeFilter === '' || push.row.code === state.codeFilter;
      const listed = (status: OrderStatus | null) =>
        status !== null && codeMatches && (state.statusFilter === '' || state.statusFilter === status);
      const shown = listed(push.row.orderStatus);
      // Only an admin's change names the status before; a payment, a failure or an expiry moves an
      // order on from pending; a payment's own steps leave it where it was.
      const before =
        push.event === liveEvents.orderPlaced
          ? null
          : push.event === liveEvents.orderUpdated
            ? push.orderStatus
            : (push.previousStatus ?? 'pending');
      const wasListed = listed(before);
      if (shown !== wasListed) countOrders(state.pagination, shown ? 1 : -1);
      const index = state.orderList.findIndex((o) => o._id === push.orderId);
      if (index >= 0 && shown) state.orderList[index] = rowOf(push.row, state.orderList[index]);
      else if (index >= 0) state.orderList.splice(index, 1);
      else if (shown && push.event === 'order:placed' && state.page === 1) {
        state.orderList.unshift(rowOf(push.row));
        if (state.pagination.limit > 0) state.orderList.splice(state.pagination.limit);
        state.arrived.push(push.orderId);
      }
      // The open order takes the statuses and what it may do now as the server says them (the
      // saga then reads the rest of it again).
      if (state.orderDetails?._id === push.orderId) {
        const { orderStatus, paymentStatus, orderUpdateDate } = push.row;
        Object.assign(state.orderDetails, { orderStatus, paymentStatus, orderUpdateDate, ...flagsOf(push.row) });
      }
    },
    /**
     * A push came after one that never arrived: not applied (the saga fetches the list again), only
     * its revision kept, so that the pushes after it apply while that fetch is on its way.
     */
    adminOrderGapFound: (state, action: PayloadAction<OrderLiveEvent>) => {
      state.liveRevisions[action.payload.orderId] = action.payload.revision;
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
  supplierNamesLoaded,
  orderHistoryRequested,
  orderHistoryLoaded,
  orderHistoryFailed,
  orderStatusUpdateRequested,
  orderStatusUpdateFinished,
  paymentReceivedRequested,
  paymentReceivedFinished,
  orderConfirmRequested,
  orderConfirmFinished,
  adminOrderRowFilled,
  adminLiveStarted,
  adminLiveStopped,
  adminLiveConnected,
  adminLiveDisconnected,
  adminOrderPushed,
  adminOrderGapFound,
} = adminOrderSlice.actions;

export const selectAdminOrder = (state: { adminOrder?: AdminOrderState }): AdminOrderState =>
  state.adminOrder ?? initialAdminOrderState;
