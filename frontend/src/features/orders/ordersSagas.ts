import { call, fork, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { liveEvents, orderPushFit, type CartView, type SessionUser } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { t } from '../../shared/i18n';
import { orderStatusName } from '../../shared/statusNames';
import { followLive, type LiveMessage } from '../../shared/live';
import { whileOpen } from '../../shared/sagas';
import { paths } from '../../shared/paths';
import type { KeyValueStore } from '../../shared/services';
import type { Navigate, Redirect, Toast } from '../../shared/toast';
import { addressUsed } from '../address';
import { authApi, selectShopper } from '../auth';
import { cartRequested, selectCart } from '../cart';
import { ordersApi } from './ordersApi';
import {
  type OrderRequest,
  orderCancelFinished,
  orderCancelRequested,
  orderCreated,
  orderCreateFailed,
  orderCreateRequested,
  orderDetailsLoaded,
  orderDetailsRequested,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveGapFound,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveUpdated,
  orderPageFailed,
  orderPageLoaded,
  orderPageRequested,
  orderPlaced,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
  paymentCaptured,
  paymentCaptureRequested,
  paymentFailed,
  paymentOptionsLoaded,
  paymentOptionsRequested,
  selectOrders,
  type ShopOrderState,
} from './ordersSlice';

/** Session-storage key of the order being paid, read back on the payment return page. */
export const currentOrderKey = 'currentOrderId';

function* createOrder(action: PayloadAction<OrderRequest>) {
  const toast: Toast = yield getContext('toast');
  const user: SessionUser | null = yield select(selectShopper);
  const { cartItems }: { cartItems: CartView | null } = yield select(selectCart);
  const refuse = (message: string) => {
    toast.error(message);
    return put(orderCreateFailed());
  };
  if (!user) {
    yield refuse(t('orders.notYours'));
    return;
  }
  if (!cartItems || cartItems.items.length === 0) {
    yield refuse(t('orders.emptyCart'));
    return;
  }
  if (!action.payload.addressId) {
    yield refuse(t('orders.selectAddress'));
    return;
  }
  try {
    // A guest's name and e-mail go first: the order's e-mails are sent there.
    if (user.role === 'guest') {
      const { contact } = action.payload;
      if (!contact) {
        yield refuse(t('checkout.contactMissing'));
        return;
      }
      yield call(authApi.guestContact, contact);
    }
    const answer: Awaited<ReturnType<typeof ordersApi.create>> = yield call(
      ordersApi.create,
      user.id,
      action.payload.addressId,
      action.payload.paymentMethod,
    );
    // The next checkout starts with this address.
    yield put(addressUsed({ addressId: action.payload.addressId }));
    if (!answer.approvalURL) {
      // Cash on delivery or bank transfer: placed already, its lines gone from the cart.
      yield put(orderPlaced());
      yield put(cartRequested());
      const navigate: Navigate = yield getContext('navigate');
      navigate(paths.orderPlaced(answer.orderId));
      return;
    }
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
    // The success page shows the paid order's code, read by its id (a reload keeps it).
    navigate(`${paths.paymentSuccess}?orderId=${encodeURIComponent(orderId)}`);
  } catch (error) {
    yield put(paymentFailed(messageOf(error)));
  }
}

function* fetchOrders() {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) {
    yield put(ordersFailed());
    return;
  }
  const { page }: ShopOrderState = yield select(selectOrders);
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.list>> = yield call(ordersApi.list, user.id, page);
    yield put(ordersLoaded({ data: answer.data, pagination: answer.pagination }));
  } catch {
    yield put(ordersFailed());
  }
}

/** What the checkout may offer, read once a session; unread, the checkout offers PayPal alone. */
function* fetchPaymentOptions() {
  const { paymentOptions }: ShopOrderState = yield select(selectOrders);
  if (paymentOptions) return;
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.settings>> = yield call(ordersApi.settings);
    yield put(paymentOptionsLoaded(answer.paymentOptions));
  } catch {
    // PayPal stays, as the spec has it.
  }
}

/** The order the page after checkout shows (its owner's: the API refuses anyone else). */
function* fetchOrderPage(action: PayloadAction<{ orderId: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.details>> = yield call(ordersApi.details, action.payload.orderId);
    yield put(orderPageLoaded({ order: answer.data, bankTransfer: answer.bankTransfer }));
  } catch (error) {
    yield put(orderPageFailed(messageOf(error)));
  }
}

/** Opens an order's details; a refresh (a push, a reconnect) only updates the order still open. */
function* fetchDetails(action: PayloadAction<{ orderId: string; refresh?: boolean }>) {
  const { orderId, refresh } = action.payload;
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.details>> = yield call(ordersApi.details, orderId);
    const { orderDetails }: ShopOrderState = yield select(selectOrders);
    if (refresh && orderDetails?._id !== orderId) return;
    yield put(orderDetailsLoaded({ order: answer.data, bankTransfer: answer.bankTransfer }));
  } catch (error) {
    if (refresh) return;
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
  }
}

/** The shopper cancels their order: the server's word either way, then the order and list as they are now. */
function* cancelOrder(action: PayloadAction<{ orderId: string }>) {
  const toast: Toast = yield getContext('toast');
  const { orderId } = action.payload;
  try {
    const answer: Awaited<ReturnType<typeof ordersApi.cancel>> = yield call(ordersApi.cancel, orderId);
    toast.success(answer.message ?? '');
    const { orderDetails }: ShopOrderState = yield select(selectOrders);
    if (orderDetails?._id === orderId) yield put(orderDetailsLoaded({ order: answer.data }));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(orderDetailsRequested({ orderId, refresh: true }));
  }
  yield put(ordersRequested());
  yield put(orderCancelFinished());
}

const shortId = (orderId: string) => orderId.slice(-6);

/**
 * The account page's live order status. Pushes are not replayed, so on every connect (the first
 * and each reconnect) the list and an open order are fetched again; pushes after that are applied
 * one revision of the order at a time. A push that skips one (lost on the way) is not trusted:
 * the list and the open order are fetched again.
 */
function* onOrderLive(message: LiveMessage) {
  if (message.kind === 'connect') {
    yield put(orderLiveConnected());
    yield put(ordersRequested());
    const { orderDetails }: ShopOrderState = yield select(selectOrders);
    if (orderDetails) yield put(orderDetailsRequested({ orderId: orderDetails._id, refresh: true }));
  } else if (message.kind === 'disconnect') {
    yield put(orderLiveDisconnected());
  } else {
    const toast: Toast = yield getContext('toast');
    const { orderList, liveRevisions }: ShopOrderState = yield select(selectOrders);
    const { push } = message;
    const fit = orderPushFit(liveRevisions[push.orderId], push.revision);
    // A push seen already (a worker taking the projections over sends again from its checkpoint)
    // or older than what the list shows is old news: no second toast.
    if (fit === 'seen') return;
    const listed = orderList.some((o) => o._id === push.orderId);
    if (fit === 'gap') yield put(orderLiveGapFound(push));
    else yield put(orderLiveUpdated(push));
    if (fit === 'gap' || !listed) yield put(ordersRequested());
    else if (push.event !== liveEvents.orderUpdated)
      toast.info(
        t('orders.pushed', { code: push.row.code ?? `#${shortId(push.orderId)}`, status: orderStatusName(t, push) }),
      );
    // The open order's timeline and payment details come with its details, not the push.
    const { orderDetails }: ShopOrderState = yield select(selectOrders);
    if (orderDetails?._id === push.orderId) yield put(orderDetailsRequested({ orderId: push.orderId, refresh: true }));
  }
}

// No live updates (the socket library could not load): the page still shows what it fetched.
const followOrders = () =>
  followLive(onOrderLive, function* () {
    yield put(ordersRequested());
  });

export function* ordersSaga() {
  yield takeLeading(paymentOptionsRequested.type, fetchPaymentOptions);
  yield takeLatest(orderPageRequested.type, fetchOrderPage);
  yield takeLatest(orderCreateRequested.type, createOrder);
  yield takeLatest(paymentCaptureRequested.type, capturePayment);
  yield takeLatest(ordersRequested.type, fetchOrders);
  yield takeLatest(orderDetailsRequested.type, fetchDetails);
  yield takeLatest(orderCancelRequested.type, cancelOrder);
  yield fork(whileOpen, orderLiveStarted.type, orderLiveStopped.type, followOrders);
}
