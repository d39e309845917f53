import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { maxAddresses, type AddressFields, type AddressView, type SessionUser } from '@tavico/contracts/client';
import { messageOf, type Envelope } from '../../shared/http';
import { t } from '../../shared/i18n';
import type { KeyValueStore } from '../../shared/services';
import type { Toast } from '../../shared/toast';
import { selectShopper } from '../auth';
import { addressApi } from './addressApi';
import {
  addressAddRequested,
  addressDeleteRequested,
  addressesFailed,
  addressesLoaded,
  addressesRequested,
  addressSaved,
  addressUpdateRequested,
  addressUsed,
  lastAddressKey,
  lastUsedAddressRead,
  selectAddresses,
} from './addressSlice';

function* fetchAddresses() {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) {
    yield put(addressesFailed());
    return;
  }
  try {
    const answer: Awaited<ReturnType<typeof addressApi.list>> = yield call(addressApi.list, user.id);
    const local: KeyValueStore = yield getContext('local');
    yield put(lastUsedAddressRead(local.getItem(lastAddressKey(user.id))));
    yield put(addressesLoaded(answer.data));
  } catch {
    yield put(addressesFailed());
  }
}

/** Runs one change, says how it went, and reloads the list after a success (spec §4). */
function* change(run: (userId: string) => Promise<Envelope>, success: string) {
  const user: SessionUser | null = yield select(selectShopper);
  if (!user) return;
  const toast: Toast = yield getContext('toast');
  try {
    yield call(run, user.id);
    toast.success(success);
    yield put(addressSaved());
    yield put(addressesRequested());
  } catch (error) {
    toast.error(messageOf(error));
  }
}

function* addAddress(action: PayloadAction<AddressFields>) {
  const list: AddressView[] = yield select(selectAddresses);
  if (list.length >= maxAddresses) {
    const toast: Toast = yield getContext('toast');
    return toast.error(t('address.tooMany'));
  }
  yield* change((userId) => addressApi.add(userId, action.payload), t('address.added'));
}

function* updateAddress(action: PayloadAction<{ addressId: string; fields: AddressFields }>) {
  const { addressId, fields } = action.payload;
  yield* change((userId) => addressApi.update(userId, addressId, fields), t('address.updated'));
}

function* deleteAddress(action: PayloadAction<{ addressId: string }>) {
  yield* change((userId) => addressApi.remove(userId, action.payload.addressId), t('address.deleted'));
}

/** Remembers on this device, per user, where the last order went. */
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

export function* addressSaga() {
  yield takeEvery(addressUsed.type, rememberUsed);
  yield takeLatest(addressesRequested.type, fetchAddresses);
  yield takeEvery(addressAddRequested.type, addAddress);
  yield takeEvery(addressUpdateRequested.type, updateAddress);
  yield takeEvery(addressDeleteRequested.type, deleteAddress);
}
