import { getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@tavico/contracts/client';
import type { KeyValueStore } from '../../shared/services';
import { selectShopper } from '../auth';
import { addressApi } from './addressApi';
import { addressUsed, lastAddressKey, lastUsedAddressRead } from './addressSlice';

/**
 * This device's memory of the address the last order went to (localStorage, a saga service): the
 * checkout's saga says where an order went; the memory is read back with the book. The book
 * itself is RTK Query's (addressApi.ts).
 */
function* rememberUsed(action: PayloadAction<{ addressId: string }>) {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) return;
  const local: KeyValueStore = yield getContext('local');
  try {
    local.setItem(lastAddressKey(user.id), action.payload.addressId);
  } catch {
    // Storage full or refused: the next checkout simply starts without a choice.
  }
}

function* readLastUsed(action: { meta: { arg: { originalArgs: string } } }) {
  const local: KeyValueStore = yield getContext('local');
  yield put(lastUsedAddressRead(local.getItem(lastAddressKey(action.meta.arg.originalArgs))));
}

export function* addressSaga() {
  yield takeEvery(addressUsed.type, rememberUsed);
  yield takeEvery(addressApi.endpoints.addresses.matchFulfilled, readLastUsed);
}
