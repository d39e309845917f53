import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/authSlice';
import { addressSlice } from '../features/address/addressSlice';
import { ordersSlice } from '../features/orders/ordersSlice';
import type { ChatState } from '../features/chat/chatSlice';
import type { LiveFeedsState } from '../shared/liveFeeds';
import type { StoreServices } from '../shared/services';
import { api } from '../shared/api';
import { rootSaga } from './rootSaga';

/**
 * State areas loaded with their pages: the chat and the back office inject their slices when first
 * opened (chat.ts, backOffice.ts), so shoppers never download them. Until then each area is
 * absent and reads as its initial state through its selector. Only types are imported here.
 */
export interface LazyLoadedSlices {
  chat: ChatState;
  /** The back office's live channels; its server state is in the api's cache. */
  liveFeeds: LiveFeedsState;
}

/** The state areas are named as the spec's §3 names them (shopOrder, ...); server state is RTK Query's `api`. */
export const rootReducer = combineSlices(
  api,
  authSlice,
  addressSlice,
  ordersSlice,
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
      // RTK Query's hooks dispatch thunks; sagas run the sequences (checkout, payment, live, chat).
      // The services ride as the thunks' extra argument too: RTK Query's lifecycles toast with them.
      // No action carries a File any more: uploads are sent by the screens that choose them.
      getDefault({ thunk: { extraArgument: services } })
        .concat(api.middleware)
        .concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // Sagas of parts loaded later (the back office) start on the same middleware.
  // The services go with it: screens toast through the same one as sagas (app/hooks.ts useToast).
  return Object.assign(store, { runSaga: sagaMiddleware.run, services });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
