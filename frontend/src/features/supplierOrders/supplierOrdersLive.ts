import { put } from 'redux-saga/effects';
import { orderPushFit, supplierOrderChanged, type SupplierOrderLiveEvent } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { liveFeedClosed, liveFeedOpened, liveFeedStatus, liveOrderMarked } from '../../shared/liveFeeds';
import { followLive, type LiveMessage } from '../../shared/live';
import { whileOpen } from '../../shared/sagas';

export const supplierLiveOpened = liveFeedOpened('supplierOrders');
export const supplierLiveClosed = liveFeedClosed('supplierOrders');

/**
 * The supplier's room says only which order changed (never how: it reads its own lines). So a
 * connect and each new push read its orders again; old pushes are ignored. A lost push needs
 * nothing more: the next one reads the orders as they are then.
 */
function* followSupplierOrders() {
  // Per order, the revision of its stream in the newest push heard while the screen is open.
  const revisions: Record<string, number> = {};
  function* onSupplierLive(message: LiveMessage<SupplierOrderLiveEvent>) {
    if (message.kind === 'connect') {
      yield put(liveFeedStatus({ feed: 'supplierOrders', status: 'connected' }));
      yield put(api.util.invalidateTags(['SupplierOrder']));
    } else if (message.kind === 'disconnect') {
      yield put(liveFeedStatus({ feed: 'supplierOrders', status: 'disconnected' }));
    } else {
      const { orderId, revision } = message.push;
      if (orderPushFit(revisions[orderId], revision) === 'seen') return;
      revisions[orderId] = revision;
      yield put(liveOrderMarked({ feed: 'supplierOrders', orderId }));
      yield put(api.util.invalidateTags(['SupplierOrder']));
    }
  }
  // No live updates (the socket library could not load): the page still shows what it read.
  yield* followLive<SupplierOrderLiveEvent>(onSupplierLive, function* () {}, [supplierOrderChanged]);
}

/** The live channel of a supplier's orders, while its screen is open. */
export function* supplierOrdersLiveSaga() {
  yield* whileOpen(supplierLiveOpened.type, supplierLiveClosed.type, followSupplierOrders);
}
