import { call, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  flagsOf,
  liveEvents,
  orderPushFit,
  type CartItemView,
  type OrderLiveEvent,
  type OrderView,
  type SessionUser,
} from '@tavico/contracts/client';
import { api } from '../../shared/api';
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
import { selectCartLines } from '../cart';
import { orderCommands, orderListTag, ordersApi, type OrderListArgs } from './ordersApi';
import {
  type OrderRequest,
  orderCreated,
  orderCreateFailed,
  orderCreateRequested,
  orderLiveConnected,
  orderLiveDisconnected,
  orderLiveStarted,
  orderLiveStopped,
  orderLiveUnavailable,
  orderPlaced,
  paymentCaptured,
  paymentCaptureRequested,
  paymentFailed,
} from './ordersSlice';

/** Session-storage key of the order being paid, read back on the payment return page. */
export const currentOrderKey = 'currentOrderId';

/** After an order is placed or paid: its lines have left the cart on the server, and the history has one more. */
const placedOrderChanges = () => put(api.util.invalidateTags(['Cart', orderListTag]));

function* createOrder(action: PayloadAction<OrderRequest>) {
  const toast: Toast = yield getContext('toast');
  const user: SessionUser | null = yield select(selectShopper);
  const lines: CartItemView[] = yield select(selectCartLines);
  const refuse = (message: string) => {
    toast.error(message);
    return put(orderCreateFailed());
  };
  if (!user) {
    yield refuse(t('orders.notYours'));
    return;
  }
  if (lines.length === 0) {
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
    const answer: Awaited<ReturnType<typeof orderCommands.create>> = yield call(
      orderCommands.create,
      user.id,
      action.payload.addressId,
      action.payload.paymentMethod,
      action.payload.voucherCode,
    );
    // The next checkout starts with this address.
    yield put(addressUsed({ addressId: action.payload.addressId }));
    if (!answer.approvalURL) {
      // Cash on delivery or bank transfer: placed already, its lines gone from the cart.
      yield put(orderPlaced());
      yield placedOrderChanges();
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
    yield call(orderCommands.capture, action.payload.paymentId, action.payload.payerId, orderId);
    session.removeItem(currentOrderKey);
    yield put(paymentCaptured());
    // The paid products have left the cart on the server; the order is paid now.
    yield placedOrderChanges();
    yield put(api.util.invalidateTags([{ type: 'Order', id: orderId }]));
    const navigate: Navigate = yield getContext('navigate');
    // The success page shows the paid order's code, read by its id (a reload keeps it).
    navigate(`${paths.paymentSuccess}?orderId=${encodeURIComponent(orderId)}`);
  } catch (error) {
    yield put(paymentFailed(messageOf(error)));
  }
}

const shortId = (orderId: string) => orderId.slice(-6);

/** The history's pages in the cache, and the row of the pushed order where one of them lists it. */
function listedIn(state: Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0], orderId: string) {
  const pages = ordersApi.util.selectCachedArgsForQuery(state, 'orderList') as OrderListArgs[];
  const rows = pages.flatMap((page) => ordersApi.endpoints.orderList.select(page)(state).data?.data ?? []);
  return { pages, row: rows.find((o) => o._id === orderId) };
}

/** A push moves the row and an open order on: the new statuses and what the order may do now (the server's flags). */
function* applyPush(pages: OrderListArgs[], push: OrderLiveEvent) {
  const { orderStatus, paymentStatus, orderUpdateDate } = push.row;
  const changed: Partial<OrderView> = { orderStatus, paymentStatus, orderUpdateDate, ...flagsOf(push.row) };
  for (const page of pages)
    yield put(
      ordersApi.util.updateQueryData('orderList', page, (list) => {
        const row = list.data.find((o) => o._id === push.orderId);
        if (row) Object.assign(row, changed, { revision: push.revision });
      }),
    );
  yield put(
    ordersApi.util.updateQueryData(
      'orderDetails',
      push.orderId,
      (details) => void Object.assign(details.data, changed),
    ),
  );
}

/**
 * A push after one that never arrived is not applied (the list is read again); only its revision
 * is kept on the row, so that the pushes after it apply while that read is on its way.
 */
function* keepRevision(pages: OrderListArgs[], push: OrderLiveEvent) {
  for (const page of pages)
    yield put(
      ordersApi.util.updateQueryData('orderList', page, (list) => {
        const row = list.data.find((o) => o._id === push.orderId);
        if (row) row.revision = push.revision;
      }),
    );
}

/**
 * The account page's live order status. Pushes are not replayed, so on every connect (the first
 * and each reconnect) the list and an open order are read again; pushes after that patch them,
 * one revision of the order at a time (the row's revision: from the list read, then from each push
 * applied). A push that skips one (lost on the way), or names an order the list does not show,
 * is not trusted: the list is read again.
 */
function* onOrderLive(message: LiveMessage) {
  if (message.kind === 'connect') {
    // Read again what is shown; on the first connect nothing is yet (the page reads once it is
    // connected), and a list kept from an earlier visit is dropped rather than shown stale.
    yield put(api.util.invalidateTags(['Order']));
    yield put(orderLiveConnected());
  } else if (message.kind === 'disconnect') {
    yield put(orderLiveDisconnected());
  } else {
    const toast: Toast = yield getContext('toast');
    const { push } = message;
    const { pages, row }: ReturnType<typeof listedIn> = yield select(listedIn, push.orderId);
    const fit = orderPushFit(row?.revision, push.revision);
    // A push seen already (a worker taking the projections over sends again from its checkpoint)
    // or older than what the list shows is old news: no second toast.
    if (fit === 'seen') return;
    if (fit === 'gap') yield* keepRevision(pages, push);
    else yield* applyPush(pages, push);
    if (fit === 'gap' || !row) yield put(api.util.invalidateTags([orderListTag]));
    else if (push.event !== liveEvents.orderUpdated)
      toast.info(
        t('orders.pushed', { code: push.row.code ?? `#${shortId(push.orderId)}`, status: orderStatusName(t, push) }),
      );
    // The open order's timeline and payment details come with its details, not the push.
    yield put(api.util.invalidateTags([{ type: 'Order', id: push.orderId }]));
  }
}

// No live updates (the socket library could not load): the page still shows what it reads.
const followOrders = () =>
  followLive(onOrderLive, function* () {
    yield put(orderLiveUnavailable());
  });

export function* ordersSaga() {
  yield takeLatest(orderCreateRequested.type, createOrder);
  yield takeLatest(paymentCaptureRequested.type, capturePayment);
  yield fork(whileOpen, orderLiveStarted.type, orderLiveStopped.type, followOrders);
}
