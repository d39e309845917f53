import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/authSlice';
import type { Navigate, Toast } from '../shared/toast';
import { rootSaga } from './rootSaga';

const rootReducer = combineSlices(authSlice);
export type RootState = ReturnType<typeof rootReducer>;

export interface StoreServices {
  toast: Toast;
  navigate: Navigate;
}

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
