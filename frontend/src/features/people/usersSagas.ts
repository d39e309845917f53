import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { usersApi } from './usersApi';
import {
  roleChangeFinished,
  roleChangeRequested,
  selectUsers,
  usersFailed,
  usersLoaded,
  usersRequested,
  type AdminUsersState,
} from './usersSlice';

function* fetchUsers() {
  const { search, page }: AdminUsersState = yield select(selectUsers);
  try {
    const answer: Awaited<ReturnType<typeof usersApi.users>> = yield call(usersApi.users, search, page);
    yield put(usersLoaded({ list: answer.data, total: answer.total, pageSize: answer.pageSize }));
  } catch {
    yield put(usersFailed());
  }
}

function* changeRole(action: PayloadAction<{ id: string; role: Role }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: { message?: string } = yield call(usersApi.changeRole, action.payload.id, action.payload.role);
    toast.success(answer.message ?? '');
  } catch (error) {
    toast.error(messageOf(error));
  }
  yield put(roleChangeFinished());
  yield put(usersRequested());
}

export function* usersSaga() {
  yield takeLatest(usersRequested.type, fetchUsers);
  yield takeLatest(roleChangeRequested.type, changeRole);
}
