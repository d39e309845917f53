import { orderFollowSaga } from '../features/orders/followSagas';
import { orderFollowSlice } from '../features/orders/followSlice';
import { rootReducer, type AppStore } from './store';

const installed = new WeakSet<AppStore>();

/** Adds the followed order's state and saga to the store with its pages (issue 28), once. */
export function installOrderFollow(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  rootReducer.inject(orderFollowSlice as never);
  store.runSaga(orderFollowSaga);
}
