import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, messageOf } from '../../shared/http';
import { t } from '../../shared/i18n';
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

/**
 * What went wrong, in the language shown: the answers the lookup and the link are known to give
 * (a miss, too many tries, a link that opens nothing) have words of their own; any other is the
 * server's.
 */
function problemOf(error: unknown, known: Partial<Record<number, string>>): string {
  const key = error instanceof ApiError ? known[error.status] : undefined;
  return key ? t(key) : messageOf(error);
}

function* follow(action: PayloadAction<{ token: string }>) {
  const { token } = action.payload;
  try {
    const answer: FollowedOrder = yield call(ordersApi.follow, token);
    yield put(orderFollowLoaded({ token, order: answer.data, bankTransfer: answer.bankTransfer ?? null }));
  } catch (error) {
    yield put(orderFollowFailed(problemOf(error, { 404: 'follow.linkInvalid' })));
  }
}

/** A found order opens on its own page, by its link; a miss says so. */
function* lookUp(action: PayloadAction<{ code: string; phone: string }>) {
  try {
    const answer: FollowedOrder = yield call(ordersApi.lookUp, action.payload);
    yield put(orderLookupFinished(null));
    if (!answer.followToken) return;
    const navigate: Navigate = yield getContext('navigate');
    navigate(paths.orderFollow(answer.followToken));
  } catch (error) {
    yield put(orderLookupFinished(problemOf(error, { 404: 'lookup.miss', 429: 'lookup.tooMany' })));
  }
}

export function* orderFollowSaga() {
  yield takeLatest(orderFollowRequested.type, follow);
  yield takeLeading(orderLookupRequested.type, lookUp);
}
