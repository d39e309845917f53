import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/authSlice';
import { addressSlice } from '../features/address/addressSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { productsSlice, reviewsSlice, searchSlice } from '../features/catalogue/catalogueSlices';
import { featureSlice } from '../features/home/featureSlice';
import { ordersSlice } from '../features/orders/ordersSlice';
import { siteSettingsSlice } from '../features/settings/settingsSlice';
import type { AdminOrderState } from '../features/adminOrders/adminOrderSlice';
import type { ChatState } from '../features/chat/chatSlice';
import type { AdminDashboardState } from '../features/dashboard/dashboardSlice';
import type { OperationsState } from '../features/operations/operationsSlice';
import type { AdminUsersState } from '../features/people/usersSlice';
import type { StaffProductsState } from '../features/staffProducts/staffProductsSlice';
import type { SupplierProfileState } from '../features/supplierProfile/profileSlice';
import type { SupplierOrdersState } from '../features/supplierOrders/supplierOrdersSlice';
import type { OrderFollowState } from '../features/orders/followSlice';
import type { StoreServices } from '../shared/services';
import { rootSaga } from './rootSaga';

/**
 * State areas loaded with their pages: the chat and the back office inject their slices when first
 * opened (chat.ts, backOffice.ts), so shoppers never download them. Until then each area is
 * absent and reads as its initial state through its selector. Only types are imported here.
 */
export interface LazyLoadedSlices {
  chat: ChatState;
  adminProducts: StaffProductsState;
  supplierProducts: StaffProductsState;
  adminOrder: AdminOrderState;
  adminDashboard: AdminDashboardState;
  adminUsers: AdminUsersState;
  adminOperations: OperationsState;
  supplierProfile: SupplierProfileState;
  supplierOrders: SupplierOrdersState;
  orderFollow: OrderFollowState;
}

/** The state areas are named as the spec's §3 names them (shopProducts, shopCart, ...). */
export const rootReducer = combineSlices(
  authSlice,
  productsSlice,
  searchSlice,
  reviewsSlice,
  cartSlice,
  addressSlice,
  ordersSlice,
  featureSlice,
  siteSettingsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;
export type { StoreServices };

/** The store with its sagas running; services reach sagas through the saga context. */
export function makeStore(services: StoreServices, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // Upload actions carry the chosen File to their saga: it never enters the state.
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['payload.file'] } }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // Sagas of parts loaded later (the back office) start on the same middleware.
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
