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

/** The state areas are named as the spec's §3 names them (shopProducts, shopCart, ...). */
const rootReducer = combineSlices(
  authSlice,
  productsSlice,
  searchSlice,
  reviewsSlice,
  cartSlice,
  addressSlice,
  ordersSlice,
  featureSlice,
);
export type RootState = ReturnType<typeof rootReducer>;
export type { StoreServices };

/** The store with its sagas running; services reach sagas through the saga context. */
export function makeStore(services: StoreServices, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
