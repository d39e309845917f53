import { all } from 'redux-saga/effects';
import { useSelector } from 'react-redux';
import { rootReducer, type AppStore, type RootState } from '../../app/store';
import { adminOrderSlice, type AdminOrderState } from '../adminOrders/adminOrderSlice';
import { adminOrderSaga } from '../adminOrders/adminOrderSagas';
import { dashboardSlice, type AdminDashboardState } from '../dashboard/dashboardSlice';
import { dashboardSaga } from '../dashboard/dashboardSagas';
import { operationsSlice, type OperationsState } from '../operations/operationsSlice';
import { operationsSaga } from '../operations/operationsSagas';
import { usersSlice, type AdminUsersState } from '../people/usersSlice';
import { usersSaga } from '../people/usersSagas';
import {
  adminProductsSlice,
  supplierProductsSlice,
  type StaffProductsState,
} from '../staffProducts/staffProductsSlice';
import { staffProductsSaga } from '../staffProducts/staffProductsSagas';
import { profileSlice, type SupplierProfileState } from '../supplierProfile/profileSlice';
import { profileSaga } from '../supplierProfile/profileSagas';

/** The store's state once the back office is in: the shop's areas and the panels' (spec §3). */
export type BackOfficeState = RootState & {
  adminProducts?: StaffProductsState;
  supplierProducts?: StaffProductsState;
  adminOrder?: AdminOrderState;
  adminDashboard?: AdminDashboardState;
  adminUsers?: AdminUsersState;
  adminOperations?: OperationsState;
  supplierProfile?: SupplierProfileState;
};

export const useBackOfficeSelector = useSelector.withTypes<BackOfficeState>();

function* backOfficeSaga() {
  yield all([staffProductsSaga(), adminOrderSaga(), dashboardSaga(), usersSaga(), operationsSaga(), profileSaga()]);
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
  ])
    rootReducer.inject(slice as never);
  store.runSaga(backOfficeSaga);
}
