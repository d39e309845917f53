import { call, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { OrderStatus } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { whileOpen } from '../../shared/sagas';
import type { Toast } from '../../shared/toast';
import { backOfficeApi } from '../backoffice/backOfficeApi';
import { followLive, type LiveMessage } from '../orders/ordersSagas';
import {
  adminLiveConnected,
  adminLiveDisconnected,
  adminLiveStarted,
  adminLiveStopped,
  adminOrderDetailsLoaded,
  adminOrderDetailsRequested,
  adminOrderPushed,
  adminOrdersFailed,
  adminOrdersLoaded,
  adminOrdersRequested,
  orderHistoryFailed,
  orderHistoryLoaded,
  orderHistoryRequested,
  orderStatusUpdateFinished,
  orderStatusUpdateRequested,
  selectAdminOrder,
  type AdminOrderState,
} from './adminOrderSlice';

function* fetchOrders() {
  const { statusFilter }: AdminOrderState = yield select(selectAdminOrder);
  try {
    const answer: Awaited<ReturnType<typeof backOfficeApi.orders>> = yield call(backOfficeApi.orders, statusFilter);
    yield put(adminOrdersLoaded(answer.data));
  } catch {
    yield put(adminOrdersFailed());
  }
}

function* fetchDetails(action: PayloadAction<{ orderId: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof backOfficeApi.order>> = yield call(
      backOfficeApi.order,
      action.payload.orderId,
    );
    yield put(adminOrderDetailsLoaded(answer.data));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
  }
}

function* fetchHistory(action: PayloadAction<{ orderId: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof backOfficeApi.orderHistory>> = yield call(
      backOfficeApi.orderHistory,
      action.payload.orderId,
    );
    yield put(orderHistoryLoaded(answer.data));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(orderHistoryFailed());
  }
}

/** After an update the details and the list are reloaded and the server's message shown (spec §4). */
function* updateStatus(action: PayloadAction<{ orderId: string; orderStatus: OrderStatus }>) {
  const toast: Toast = yield getContext('toast');
  const { orderId, orderStatus } = action.payload;
  try {
    const answer: { message?: string } = yield call(backOfficeApi.updateOrderStatus, orderId, orderStatus);
    toast.success(answer.message ?? '');
    yield put(adminOrderDetailsRequested({ orderId }));
    yield put(adminOrdersRequested());
    const { history }: AdminOrderState = yield select(selectAdminOrder);
    if (history.orderId === orderId) yield put(orderHistoryRequested({ orderId }));
  } catch (error) {
    toast.error(messageOf(error));
  }
  yield put(orderStatusUpdateFinished());
}

/**
 * The live order feed: the admins' room pushes every order event. Pushes are not replayed, so
 * every connect refetches the list (and an open order); pushes after that are applied in place.
 */
function* onFeed(message: LiveMessage) {
  if (message.kind === 'connect') {
    yield put(adminLiveConnected());
    yield put(adminOrdersRequested());
    const { orderDetails }: AdminOrderState = yield select(selectAdminOrder);
    if (orderDetails) yield put(adminOrderDetailsRequested({ orderId: orderDetails._id }));
  } else if (message.kind === 'disconnect') {
    yield put(adminLiveDisconnected());
  } else {
    yield put(adminOrderPushed(message.push));
  }
}

// No live feed (the socket library could not load): the table still shows what it fetched.
const followOrders = () =>
  followLive(onFeed, function* () {
    yield put(adminOrdersRequested());
  });

export function* adminOrderSaga() {
  yield takeLatest(adminOrdersRequested.type, fetchOrders);
  yield takeLatest(adminOrderDetailsRequested.type, fetchDetails);
  yield takeLatest(orderHistoryRequested.type, fetchHistory);
  yield takeLatest(orderStatusUpdateRequested.type, updateStatus);
  yield fork(whileOpen, adminLiveStarted.type, adminLiveStopped.type, followOrders);
}
