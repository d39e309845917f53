import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSagas';

export function* rootSaga() {
  yield all([authSaga()]);
}
