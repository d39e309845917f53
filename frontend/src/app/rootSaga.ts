import { all } from 'redux-saga/effects';
import { addressSaga } from '../features/address/addressSagas';
import { authSaga } from '../features/auth/authSagas';
import { cartSaga } from '../features/cart/cartSagas';
import { catalogueSaga } from '../features/catalogue/catalogueSagas';
import { homeSaga } from '../features/home/homeSagas';
import { ordersSaga } from '../features/orders/ordersSagas';
import { settingsSaga } from '../features/settings/settingsSagas';

export function* rootSaga() {
  yield all([authSaga(), catalogueSaga(), cartSaga(), addressSaga(), ordersSaga(), homeSaga(), settingsSaga()]);
}
