import { fork, put, select } from 'redux-saga/effects';
import { orderPushFit, type OrderLiveEvent, type OrderView } from '@tavico/contracts/client';
import { liveFeedClosed, liveFeedOpened, liveFeedStatus, liveOrderMarked } from '../../shared/liveFeeds';
import { followLive, type LiveMessage } from '../../shared/live';
import { whileOpen } from '../../shared/sagas';
import { adminOrderListTag, adminOrdersApi, pushedOnOrder } from './adminOrdersApi';
import { applyPush, type OrderList, type OrdersQuery } from './orderRows';

export const adminLiveOpened = liveFeedOpened('adminOrders');
export const adminLiveClosed = liveFeedClosed('adminOrders');

type CacheState = Parameters<typeof adminOrdersApi.util.selectCachedArgsForQuery>[0];

/** The pages of the list in the cache, each with what it holds. */
function* cachedLists() {
  const state: CacheState = yield select();
  const lists: { which: OrdersQuery; list: OrderList | undefined }[] = adminOrdersApi.util
    .selectCachedArgsForQuery(state, 'adminOrders')
    .map((which) => ({ which, list: adminOrdersApi.endpoints.adminOrders.select(which)(state).data }));
  return lists;
}

/** What a push cannot say, read from the order: a new one's payment method, whose cancellation it was. */
function* fillRow(orderId: string) {
  const reading: Promise<{ data?: OrderView }> = yield put(
    adminOrdersApi.endpoints.adminOrder.initiate(orderId, { subscribe: false, forceRefetch: true }) as never,
  );
  const { data: order }: { data?: OrderView } = yield reading;
  // Not read: the row keeps what the push said; the next read of the list completes it.
  if (!order) return;
  const lists: { which: OrdersQuery }[] = yield* cachedLists();
  for (const { which } of lists)
    yield put(
      adminOrdersApi.util.updateQueryData('adminOrders', which, (list) => {
        const row = list.rows.find((o) => o._id === orderId);
        if (!row) return;
        row.paymentMethod = order.paymentMethod;
        row.timeline = order.timeline;
      }),
    );
}

/**
 * A push, applied to every page of the list in the cache and to the open order, one revision of an
 * order at a time. One that skips a revision (lost on the way) is not trusted: the list and the
 * order are read again, the revision kept so the pushes after it apply meanwhile.
 */
function* onPush(push: OrderLiveEvent) {
  const lists: { which: OrdersQuery; list: OrderList | undefined }[] = yield* cachedLists();
  const known = lists.reduce<number | undefined>((most, { list }) => {
    const revision = list?.revisions[push.orderId];
    return revision === undefined ? most : Math.max(most ?? revision, revision);
  }, undefined);
  const fit = orderPushFit(known, push.revision);
  if (fit === 'seen') return;
  if (fit === 'gap') {
    for (const { which } of lists)
      yield put(
        adminOrdersApi.util.updateQueryData('adminOrders', which, (list) => {
          list.revisions[push.orderId] = push.revision;
        }),
      );
    yield put(adminOrdersApi.util.invalidateTags([adminOrderListTag, { type: 'AdminOrder', id: push.orderId }]));
    return;
  }
  let arrived = false;
  let joined = false;
  let needsFill = false;
  for (const { which, list } of lists) {
    // An order from elsewhere moved into the status shown: where it goes depends on its date.
    const listed = list?.rows.some((o) => o._id === push.orderId) ?? false;
    if (which.status !== '' && push.event !== 'order:placed' && push.orderStatus === which.status && !listed)
      joined = true;
    yield put(
      adminOrdersApi.util.updateQueryData('adminOrders', which, (draft) => {
        arrived = applyPush(draft, which, push) || arrived;
        const row = draft.rows.find((o) => o._id === push.orderId);
        if (row && (!row.paymentMethod || push.orderStatus === 'cancelled')) needsFill = true;
      }),
    );
  }
  yield put(adminOrdersApi.util.updateQueryData('adminOrder', push.orderId, (order) => pushedOnOrder(order, push.row)));
  if (arrived) yield put(liveOrderMarked({ feed: 'adminOrders', orderId: push.orderId }));
  if (joined) yield put(adminOrdersApi.util.invalidateTags([adminOrderListTag]));
  if (needsFill) yield fork(fillRow, push.orderId);
}

/**
 * The live order feed: the admins' room pushes every order event. Pushes are not replayed, so
 * every connect reads the list (and an open order) again; pushes after that are applied in place.
 */
function* onFeed(message: LiveMessage) {
  if (message.kind === 'connect') {
    yield put(liveFeedStatus({ feed: 'adminOrders', status: 'connected' }));
    yield put(adminOrdersApi.util.invalidateTags(['AdminOrder']));
  } else if (message.kind === 'disconnect') {
    yield put(liveFeedStatus({ feed: 'adminOrders', status: 'disconnected' }));
  } else {
    yield* onPush(message.push);
  }
}

// No live feed (the socket library could not load): the table still shows what it read.
const followOrders = () => followLive(onFeed, function* () {});

/** The live channel of 'All Orders', while the screen is open. */
export function* adminOrdersLiveSaga() {
  yield* whileOpen(adminLiveOpened.type, adminLiveClosed.type, followOrders);
}
