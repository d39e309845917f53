import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  liveEvents,
  orderMessages,
  orderStatusLabels,
  type CartView,
  type OrderLiveEvent,
  type SessionUser,
} from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { whileOpen } from '../../shared/sagas';
import { paths } from '../../shared/paths';
import type { ConnectLive, KeyValueStore, LiveSocket } from '../../shared/services';
import type { Navigate, Redirect, Toast } from '../../shared/toast';
import { selectUser } from '../auth/authSlice';
import { cartRequested, selectCart } from '../cart/cartSlice';
import { ordersApi } from './ordersApi';
import {
  orderCreated,
  orderCreateFailed,
  orderCreateRequested,
  orderDetailsLoaded,
  orderDetailsRequested,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveUpdated,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
  paymentCaptured,
  paymentCaptureRequested,
  paymentFailed,
  selectOrders,
  type ShopOrderState,
} from './ordersSlice';

/** Session-storage key of the order being paid, read back on the payment return page. */
export const currentOrderKey = 'currentOrderId';

function* createOrder(action: PayloadAction<{ addressId: string | null }>) {
  const toast: Toast = yield getContext('toast');
  const user: SessionUser | null = yield select(selectUser);
  const { cartItems }: { cartItems: CartView | null } = yield select(selectCart);
  const refuse = (message: string) => {
    toast.error(message);
    return put(orderCreateFailed());
  };
  if (!user) {
    yield refuse(orderMessages.notYours);
    return;
  }
  if (!cartItems || cartItems.items.length === 0) {
    yield refuse(orderMessages.emptyCart);
    return;
  }
  if (!action.payload.addressId) {
    yield refuse(orderMessages.selectAddress);
    return;
  }
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.create>> = yield call(
      ordersApi.create,
      user.id,
      action.payload.addressId,
    );
    const session: KeyValueStore = yield getContext('session');
    session.setItem(currentOrderKey, answer.orderId);
    yield put(orderCreated({ approvalURL: answer.approvalURL, orderId: answer.orderId }));
    const redirect: Redirect = yield getContext('redirect');
    redirect(answer.approvalURL);
  } catch (error) {
    yield refuse(messageOf(error));
  }
}

function* capturePayment(action: PayloadAction<{ paymentId: string; payerId: string }>) {
  const session: KeyValueStore = yield getContext('session');
  const orderId = session.getItem(currentOrderKey);
  if (!orderId) {
    yield put(paymentFailed('Không tìm thấy đơn hàng đang thanh toán. Vui lòng xem lại đơn hàng.'));
    return;
  }
  try {
    yield call(ordersApi.capture, action.payload.paymentId, action.payload.payerId, orderId);
    session.removeItem(currentOrderKey);
    yield put(paymentCaptured());
    // The paid products have left the cart on the server.
    yield put(cartRequested());
    const navigate: Navigate = yield getContext('navigate');
    navigate(paths.paymentSuccess);
  } catch (error) {
    yield put(paymentFailed(messageOf(error)));
  }
}

function* fetchOrders() {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) {
    yield put(ordersFailed());
    return;
  }
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.list>> = yield call(ordersApi.list, user.id);
    yield put(ordersLoaded(answer.data));
  } catch {
    yield put(ordersFailed());
  }
}

function* fetchDetails(action: PayloadAction<{ orderId: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.details>> = yield call(ordersApi.details, action.payload.orderId);
    yield put(orderDetailsLoaded(answer.data));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
  }
}

export type LiveMessage = { kind: 'connect' } | { kind: 'disconnect' } | { kind: 'push'; push: OrderLiveEvent };

/** One socket's connects and pushes as a channel; closing the channel disconnects the socket. */
export function liveChannel(socket: LiveSocket): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emit) => {
    socket.on('connect', () => emit({ kind: 'connect' }));
    socket.on('disconnect', () => emit({ kind: 'disconnect' }));
    for (const name of Object.values(liveEvents))
      socket.on(name, (push: OrderLiveEvent) => emit({ kind: 'push', push }));
    return () => void socket.disconnect();
  });
}

const shortId = (orderId: string) => orderId.slice(-6);

/**
 * Follows one socket while the calling screen is open: each connect, disconnect and push goes to
 * `handle`; if the socket library cannot load, `unavailable` runs instead. Cancelling disconnects.
 */
export function* followLive(handle: (message: LiveMessage) => Generator, unavailable: () => Generator) {
  const connectLive: ConnectLive = yield getContext('connectLive');
  let channel: EventChannel<LiveMessage> | null = null;
  try {
    const socket: LiveSocket = yield call(connectLive);
    channel = liveChannel(socket);
    while (true) {
      const message: LiveMessage = yield take(channel);
      yield* handle(message);
    }
  } catch {
    yield* unavailable();
  } finally {
    if ((yield cancelled()) as boolean) channel?.close();
  }
}

/**
 * The account page's live order status. Pushes are not replayed, so on every connect (the first
 * and each reconnect) the list and an open order are fetched again; pushes after that are applied.
 */
function* onOrderLive(message: LiveMessage) {
  if (message.kind === 'connect') {
    yield put(orderLiveConnected());
    yield put(ordersRequested());
    const { orderDetails }: ShopOrderState = yield select(selectOrders);
    if (orderDetails) yield put(orderDetailsRequested({ orderId: orderDetails._id }));
  } else if (message.kind === 'disconnect') {
    yield put(orderLiveDisconnected());
  } else {
    const toast: Toast = yield getContext('toast');
    const { orderList }: ShopOrderState = yield select(selectOrders);
    const known = orderList.some((o) => o._id === message.push.orderId);
    yield put(orderLiveUpdated(message.push));
    if (!known) yield put(ordersRequested());
    else toast.info(`Đơn hàng #${shortId(message.push.orderId)}: ${orderStatusLabels[message.push.orderStatus]}`);
  }
}

// No live updates (the socket library could not load): the page still shows what it fetched.
const followOrders = () =>
  followLive(onOrderLive, function* () {
    yield put(ordersRequested());
  });

export function* ordersSaga() {
  yield takeLatest(orderCreateRequested.type, createOrder);
  yield takeLatest(paymentCaptureRequested.type, capturePayment);
  yield takeLatest(ordersRequested.type, fetchOrders);
  yield takeLatest(orderDetailsRequested.type, fetchDetails);
  yield fork(whileOpen, orderLiveStarted.type, orderLiveStopped.type, followOrders);
}
