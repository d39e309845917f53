import { call, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { orderPushFit, type OrderStatus, type OrderView } from '@tavico/contracts/client';
import { messageOf, type DataEnvelope } from '../../shared/http';
import { followLive, type LiveMessage } from '../../shared/live';
import { whileOpen } from '../../shared/sagas';
import type { Toast } from '../../shared/toast';
import { adminOrdersApi } from './adminOrdersApi';
import {
  adminLiveConnected,
  adminLiveDisconnected,
  adminLiveStarted,
  adminLiveStopped,
  adminOrderDetailsLoaded,
  adminOrderDetailsRequested,
  adminOrderGapFound,
  adminOrderPushed,
  adminOrderRowFilled,
  adminOrdersFailed,
  adminOrdersLoaded,
  adminOrdersRequested,
  orderHistoryFailed,
  orderHistoryLoaded,
  orderHistoryRequested,
  orderStatusUpdateFinished,
  orderStatusUpdateRequested,
  paymentReceivedFinished,
  paymentReceivedRequested,
  orderConfirmRequested,
  orderConfirmFinished,
  selectAdminOrder,
  supplierNamesLoaded,
  type AdminOrderState,
} from './adminOrderSlice';

function* fetchOrders() {
  const { statusFilter, codeFilter, page }: AdminOrderState = yield select(selectAdminOrder);
  try {
    const answer: Awaited<ReturnType<typeof adminOrdersApi.orders>> = yield call(
      adminOrdersApi.orders,
      statusFilter,
      page,
      codeFilter,
    );
    const { totalPages } = answer.pagination;
    // Orders left the filter while a later page was open: show the page that is now the last.
    if (answer.data.length === 0 && page > totalPages) {
      yield put(adminOrdersRequested({ page: totalPages }));
      return;
    }
    yield put(adminOrdersLoaded({ data: answer.data, pagination: answer.pagination }));
  } catch (error) {
    // Said, not swallowed: a malformed code comes back with the form a code takes.
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(adminOrdersFailed());
  }
}

function* fetchDetails(action: PayloadAction<{ orderId: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof adminOrdersApi.order>> = yield call(
      adminOrdersApi.order,
      action.payload.orderId,
    );
    yield put(adminOrderDetailsLoaded(answer.data));
    yield call(nameSuppliers, answer.data);
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
  }
}

/** The names of the suppliers shipping an order's lines, read when one is not known yet. */
function* nameSuppliers(order: OrderView) {
  const { supplierNames }: AdminOrderState = yield select(selectAdminOrder);
  const unknown = order.cartItems.some((l) => l.supplierId && !(l.supplierId in supplierNames));
  if (!unknown) return;
  try {
    const list: Awaited<ReturnType<typeof adminOrdersApi.suppliers>> = yield call(adminOrdersApi.suppliers);
    yield put(supplierNamesLoaded(Object.fromEntries(list.map((s) => [s.id, s.userName]))));
  } catch {
    // The lines then show the supplier's id: the step is what matters.
  }
}

/**
 * One page of an order's history; without a page, the last one, so the history opens (and, after
 * a change, comes back) on the order as it stands now.
 */
function* fetchHistory(action: PayloadAction<{ orderId: string; page?: number }>) {
  const { orderId, page } = action.payload;
  try {
    let answer: Awaited<ReturnType<typeof adminOrdersApi.orderHistory>> = yield call(
      adminOrdersApi.orderHistory,
      orderId,
      page ?? 1,
    );
    const last = answer.pagination.totalPages;
    if (page === undefined && last > 1) answer = yield call(adminOrdersApi.orderHistory, orderId, last);
    yield put(orderHistoryLoaded({ data: answer.data, pagination: answer.pagination }));
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
    const answer: { message?: string } = yield call(adminOrdersApi.updateOrderStatus, orderId, orderStatus);
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
 * An action staff take on one order (a payment marked received, a cash-on-delivery order
 * confirmed): the server's message, then the order and the list as they are now.
 */
const staffAction = (send: (orderId: string) => Promise<DataEnvelope<OrderView>>, finished: () => Action) =>
  function* (action: PayloadAction<{ orderId: string }>) {
    const toast: Toast = yield getContext('toast');
    const { orderId } = action.payload;
    try {
      const answer: DataEnvelope<OrderView> = yield call(send, orderId);
      toast.success(answer.message ?? '');
      yield put(adminOrdersRequested());
      const { orderDetails, history }: AdminOrderState = yield select(selectAdminOrder);
      if (orderDetails?._id === orderId) yield put(adminOrderDetailsLoaded(answer.data));
      if (history.orderId === orderId) yield put(orderHistoryRequested({ orderId }));
    } catch (error) {
      toast.error(messageOf(error));
    }
    yield put(finished());
  };

/** What a push cannot say, read from the order: a new one's payment method, whose cancellation it was. */
function* fillRow(orderId: string) {
  try {
    const answer: Awaited<ReturnType<typeof adminOrdersApi.order>> = yield call(adminOrdersApi.order, orderId);
    yield put(adminOrderRowFilled(answer.data));
  } catch {
    // The row keeps what the push said; the next fetch of the list completes it.
  }
}

/**
 * The live order feed: the admins' room pushes every order event. Pushes are not replayed, so
 * every connect refetches the list (and an open order); pushes after that are applied in place,
 * one revision of an order at a time. A push that skips one (lost on the way) is not trusted:
 * the list (and the order, if open) is fetched again.
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
    const { push } = message;
    const { orderList, statusFilter, liveRevisions, orderDetails }: AdminOrderState = yield select(selectAdminOrder);
    const fit = orderPushFit(liveRevisions[push.orderId], push.revision);
    if (fit === 'seen') return;
    if (fit === 'gap') {
      yield put(adminOrderGapFound(push));
      yield put(adminOrdersRequested());
      if (orderDetails?._id === push.orderId) yield put(adminOrderDetailsRequested({ orderId: push.orderId }));
      return;
    }
    yield put(adminOrderPushed(push));
    // An order from elsewhere moved into the status shown: where it goes depends on its date.
    const joined = statusFilter !== '' && push.event !== 'order:placed' && push.orderStatus === statusFilter;
    if (joined && !orderList.some((o) => o._id === push.orderId)) yield put(adminOrdersRequested());
    const after: AdminOrderState = yield select(selectAdminOrder);
    const row = after.orderList.find((o) => o._id === push.orderId);
    if (row && (!row.paymentMethod || push.orderStatus === 'cancelled')) yield fork(fillRow, push.orderId);
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
  yield takeLatest(paymentReceivedRequested.type, staffAction(adminOrdersApi.paymentReceived, paymentReceivedFinished));
  yield takeLatest(orderConfirmRequested.type, staffAction(adminOrdersApi.confirm, orderConfirmFinished));
  yield fork(whileOpen, adminLiveStarted.type, adminLiveStopped.type, followOrders);
}
