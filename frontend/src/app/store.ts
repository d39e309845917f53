import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/authSlice';
import { addressSlice } from '../features/address/addressSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { productsSlice, reviewsSlice, searchSlice } from '../features/catalogue/catalogueSlices';
import { featureSlice } from '../features/home/featureSlice';
import { ordersSlice } from '../features/orders/ordersSlice';
import type { StoreServices } from '../shared/services';
import { rootSaga } from './rootSaga';

/**
 * State areas loaded with their pages: the back office injects its slices (adminProducts,
 * adminOrder, ...) when it is first opened, so shoppers never download them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

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
