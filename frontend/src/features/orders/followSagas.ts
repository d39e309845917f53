import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import type { Navigate } from '../../shared/toast';
import { ordersApi, type FollowedOrder } from './ordersApi';
import {
  orderFollowFailed,
  orderFollowLoaded,
  orderFollowRequested,
  orderLookupFinished,
  orderLookupRequested,
} from './followSlice';

function* follow(action: PayloadAction<{ token: string }>) {
  const { token } = action.payload;
  try {
    const answer: FollowedOrder = yield call(ordersApi.follow, token);
    yield put(orderFollowLoaded({ token, order: answer.data, bankTransfer: answer.bankTransfer ?? null }));
  } catch (error) {
    yield put(orderFollowFailed(messageOf(error)));
  }
}

/** A found order opens on its own page, by its link; a miss says what the server said. */
function* lookUp(action: PayloadAction<{ code: string; phone: string }>) {
  try {
    const answer: FollowedOrder = yield call(ordersApi.lookUp, action.payload);
    yield put(orderLookupFinished(null));
    if (!answer.followToken) return;
    const navigate: Navigate = yield getContext('navigate');
    navigate(paths.orderFollow(answer.followToken));
  } catch (error) {
    yield put(orderLookupFinished(messageOf(error)));
  }
}

export function* orderFollowSaga() {
  yield takeLatest(orderFollowRequested.type, follow);
  yield takeLeading(orderLookupRequested.type, lookUp);
}
