import { all } from 'redux-saga/effects';
import { addressSaga } from '../features/address/addressSagas';
import { cartSaga } from '../features/cart/cartSagas';
import { ordersSaga } from '../features/orders/ordersSagas';

export function* rootSaga() {
  yield all([cartSaga(), addressSaga(), ordersSaga()]);
}
