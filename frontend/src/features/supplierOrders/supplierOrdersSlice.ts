import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  orderPushFit,
  type LineFulfilment,
  type SupplierDashboard,
  type SupplierOrderLiveEvent,
  type SupplierOrderView,
} from '@tavico/contracts/client';
import { noPages, type ListPage, type Pagination } from '../../shared/paging';
import type { FulfilAnswer } from './supplierOrdersApi';

export type LoadStatus = 'idle' | 'loading' | 'failed';

export interface SupplierOrdersState {
  status: LoadStatus;
  /** One page of its orders, newest first. */
  orders: SupplierOrderView[];
  page: number;
  pagination: Pagination;
  /** The order whose lines are being moved on, and to which step. */
  fulfilling: { orderId: string; to: LineFulfilment } | null;
  live: 'off' | 'connected' | 'disconnected';
  /** Per order, the revision of its stream in the newest push heard. */
  liveRevisions: Record<string, number>;
  /** Orders a push said changed since the screen opened, to mark them. */
  changed: string[];
  dashboard: { status: LoadStatus; figures: SupplierDashboard | null };
}

export const initialSupplierOrdersState: SupplierOrdersState = {
  status: 'idle',
  orders: [],
  page: 1,
  pagination: noPages,
  fulfilling: null,
  live: 'off',
  liveRevisions: {},
  changed: [],
  dashboard: { status: 'idle', figures: null },
};

/**
 * The step its lines can take next: packed while one still waits, then handed to the shipper;
 * none once all are with the shipper or the order cannot be fulfilled (unpaid, ended, shipping).
 */
export function nextStep(order: Pick<SupplierOrderView, 'lines' | 'readyToFulfil'>): LineFulfilment | null {
  if (!order.readyToFulfil) return null;
  if (order.lines.some((l) => l.fulfilment === null)) return 'packed';
  if (order.lines.some((l) => l.fulfilment !== 'handedOver')) return 'handedOver';
  return null;
}

export const supplierOrdersSlice = createSlice({
  name: 'supplierOrders',
  initialState: initialSupplierOrdersState,
  reducers: {
    /** A page named is fetched; nothing named refetches the page shown. */
    supplierOrdersRequested: (state, action: PayloadAction<{ page?: number } | undefined>) => {
      state.status = 'loading';
      if (action.payload?.page !== undefined) state.page = action.payload.page;
    },
    supplierOrdersLoaded: (state, action: PayloadAction<ListPage<SupplierOrderView>>) => {
      state.status = 'idle';
      state.orders = action.payload.data;
      state.pagination = action.payload.pagination;
    },
    supplierOrdersFailed: (state) => {
      state.status = 'failed';
    },
    linesFulfilRequested: (state, action: PayloadAction<{ orderId: string; to: LineFulfilment }>) => {
      state.fulfilling = action.payload;
    },
    /**
     * The server's answer, applied in place: the lines' steps, the order's status (shipping, once
     * all are handed over) and whether its lines may still move on, as the server says it.
     */
    linesFulfilled: (state, action: PayloadAction<FulfilAnswer>) => {
      state.fulfilling = null;
      const order = state.orders.find((o) => o._id === action.payload.orderId);
      if (!order) return;
      for (const line of order.lines) {
        const now = action.payload.lines.find((l) => l.productId === line.productId);
        if (now) line.fulfilment = now.fulfilment ?? null;
      }
      order.orderStatus = action.payload.orderStatus;
      order.readyToFulfil = action.payload.readyToFulfil;
    },
    linesFulfilFailed: (state) => {
      state.fulfilling = null;
    },
    supplierLiveStarted: () => {},
    supplierLiveStopped: (state) => {
      state.live = 'off';
    },
    supplierLiveConnected: (state) => {
      state.live = 'connected';
    },
    supplierLiveDisconnected: (state) => {
      state.live = 'disconnected';
    },
    /** A push: one of its orders changed (the saga fetches the page again to see how). */
    supplierOrderChangedPushed: (state, action: PayloadAction<SupplierOrderLiveEvent>) => {
      const { orderId, revision } = action.payload;
      if (orderPushFit(state.liveRevisions[orderId], revision) === 'seen') return;
      state.liveRevisions[orderId] = revision;
      if (!state.changed.includes(orderId)) state.changed.push(orderId);
    },
    supplierDashboardRequested: (state) => {
      state.dashboard.status = 'loading';
    },
    supplierDashboardLoaded: (state, action: PayloadAction<SupplierDashboard>) => {
      state.dashboard = { status: 'idle', figures: action.payload };
    },
    supplierDashboardFailed: (state) => {
      state.dashboard.status = 'failed';
    },
  },
});

export const {
  supplierOrdersRequested,
  supplierOrdersLoaded,
  supplierOrdersFailed,
  linesFulfilRequested,
  linesFulfilled,
  linesFulfilFailed,
  supplierLiveStarted,
  supplierLiveStopped,
  supplierLiveConnected,
  supplierLiveDisconnected,
  supplierOrderChangedPushed,
  supplierDashboardRequested,
  supplierDashboardLoaded,
  supplierDashboardFailed,
} = supplierOrdersSlice.actions;

export const selectSupplierOrders = (state: { supplierOrders?: SupplierOrdersState }): SupplierOrdersState =>
  state.supplierOrders ?? initialSupplierOrdersState;
