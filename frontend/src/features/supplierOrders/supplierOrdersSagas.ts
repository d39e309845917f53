import { call, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  orderPushFit,
  supplierOrderChanged,
  type LineFulfilment,
  type SupplierOrderLiveEvent,
} from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { followLive, type LiveMessage } from '../../shared/live';
import { whileOpen } from '../../shared/sagas';
import type { Toast } from '../../shared/toast';
import { supplierOrdersApi } from './supplierOrdersApi';
import {
  linesFulfilFailed,
  linesFulfilled,
  linesFulfilRequested,
  selectSupplierOrders,
  supplierDashboardFailed,
  supplierDashboardLoaded,
  supplierDashboardRequested,
  supplierLiveConnected,
  supplierLiveDisconnected,
  supplierLiveStarted,
  supplierLiveStopped,
  supplierOrderChangedPushed,
  supplierOrdersFailed,
  supplierOrdersLoaded,
  supplierOrdersRequested,
  type SupplierOrdersState,
} from './supplierOrdersSlice';

function* fetchOrders() {
  const { page }: SupplierOrdersState = yield select(selectSupplierOrders);
  try {
    const answer: Awaited<ReturnType<typeof supplierOrdersApi.orders>> = yield call(supplierOrdersApi.orders, page);
    const { totalPages } = answer.pagination;
    // Fewer orders than when the page was chosen: show the page that is now the last.
    if (answer.data.length === 0 && page > totalPages) {
      yield put(supplierOrdersRequested({ page: totalPages }));
      return;
    }
    yield put(supplierOrdersLoaded({ data: answer.data, pagination: answer.pagination }));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(supplierOrdersFailed());
  }
}

/** Packed, or handed to the shipper: the server's message, then its lines as they are now. */
function* fulfil(action: PayloadAction<{ orderId: string; to: LineFulfilment }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: Awaited<ReturnType<typeof supplierOrdersApi.fulfil>> = yield call(
      supplierOrdersApi.fulfil,
      action.payload.orderId,
      action.payload.to,
    );
    toast.success(answer.message ?? '');
    yield put(linesFulfilled(answer.data));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(linesFulfilFailed());
    // Someone else moved the order on (an admin, the shopper cancelling): show it as it is.
    yield put(supplierOrdersRequested());
  }
}

function* fetchDashboard() {
  try {
    const answer: Awaited<ReturnType<typeof supplierOrdersApi.dashboard>> = yield call(supplierOrdersApi.dashboard);
    yield put(supplierDashboardLoaded(answer.data));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(supplierDashboardFailed());
  }
}

/**
 * The supplier's room says only which order changed (never how: it reads its own lines). So a
 * connect and each new push fetch the page shown again; old pushes are ignored. A lost push needs
 * nothing more: the next one fetches the page as it is then (and the view has no revision to
 * compare with).
 */
function* onSupplierLive(message: LiveMessage<SupplierOrderLiveEvent>) {
  if (message.kind === 'connect') {
    yield put(supplierLiveConnected());
    yield put(supplierOrdersRequested());
  } else if (message.kind === 'disconnect') {
    yield put(supplierLiveDisconnected());
  } else {
    const { liveRevisions }: SupplierOrdersState = yield select(selectSupplierOrders);
    if (orderPushFit(liveRevisions[message.push.orderId], message.push.revision) === 'seen') return;
    yield put(supplierOrderChangedPushed(message.push));
    yield put(supplierOrdersRequested());
  }
}

// No live updates (the socket library could not load): the page still shows what it fetched.
const followSupplierOrders = () =>
  followLive<SupplierOrderLiveEvent>(
    onSupplierLive,
    function* () {
      yield put(supplierOrdersRequested());
    },
    [supplierOrderChanged],
  );

export function* supplierOrdersSaga() {
  yield takeLatest(supplierOrdersRequested.type, fetchOrders);
  yield takeLatest(linesFulfilRequested.type, fulfil);
  yield takeLatest(supplierDashboardRequested.type, fetchDashboard);
  yield fork(whileOpen, supplierLiveStarted.type, supplierLiveStopped.type, followSupplierOrders);
}
