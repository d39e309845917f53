import { all } from 'redux-saga/effects';
import { addCatalogue } from '../shared/i18n';
import { adminOrderSlice } from '../features/adminOrders/adminOrderSlice';
import { adminOrderSaga } from '../features/adminOrders/adminOrderSagas';
import { dashboardSlice } from '../features/dashboard/dashboardSlice';
import { dashboardSaga } from '../features/dashboard/dashboardSagas';
import { operationsSlice } from '../features/operations/operationsSlice';
import { operationsSaga } from '../features/operations/operationsSagas';
import { usersSlice } from '../features/people/usersSlice';
import { usersSaga } from '../features/people/usersSagas';
import { adminProductsSlice, supplierProductsSlice } from '../features/staffProducts/staffProductsSlice';
import { staffProductsSaga } from '../features/staffProducts/staffProductsSagas';
import { profileSlice } from '../features/supplierProfile/profileSlice';
import { profileSaga } from '../features/supplierProfile/profileSagas';
import { supplierOrdersSlice } from '../features/supplierOrders/supplierOrdersSlice';
import { supplierOrdersSaga } from '../features/supplierOrders/supplierOrdersSagas';
import { rootReducer, type AppStore, type RootState } from './store';

/** The store's state once the back office is in: its areas are declared in RootState (LazyLoadedSlices). */
export type BackOfficeState = RootState;

function* backOfficeSaga() {
  yield all([
    staffProductsSaga(),
    adminOrderSaga(),
    dashboardSaga(),
    usersSaga(),
    operationsSaga(),
    profileSaga(),
    supplierOrdersSaga(),
  ]);
}

const installed = new WeakSet<AppStore>();

/**
 * Adds the back office's state areas and sagas to the running store, once per store. It comes
 * with the panel's code, so the storefront's bundle holds none of it. No action is dispatched:
 * until the first one, each area reads as its initial state through its selector.
 */
export function installBackOffice(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  for (const slice of [
    adminProductsSlice,
    supplierProductsSlice,
    adminOrderSlice,
    dashboardSlice,
    usersSlice,
    operationsSlice,
    profileSlice,
    supplierOrdersSlice,
  ])
    rootReducer.inject(slice as never);
  store.runSaga(backOfficeSaga);
}

/** The back office's words, a catalogue per language of its own: a shopper's first load holds none of them. */
const backOfficeCatalogue = {
  vi: () => import('../locales/backOffice/vi.json'),
  en: () => import('../locales/backOffice/en.json'),
};

/** Loads the back office's words in the language shown, and with every later switch. */
export const backOfficeWordsReady = () => addCatalogue(backOfficeCatalogue);
