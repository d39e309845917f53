import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, genericError } from '../../shared/http';
import { paths } from '../../shared/paths';
import type { Navigate, Toast } from '../../shared/toast';
import { t } from '../../shared/i18n';
import { authApi, type LoginAnswer } from './authApi';
import {
  loginRequested,
  logoutRequested,
  registerFinished,
  registerRequested,
  sessionCheckRequested,
  signedIn,
  guestKnown,
  signedOutNow,
} from './authSlice';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : genericError);

function* checkSession() {
  try {
    const answer: LoginAnswer = yield call(authApi.checkAuth);
    yield put(answer.user.role === 'guest' ? guestKnown(answer.user) : signedIn(answer.user));
  } catch {
    yield put(signedOutNow());
  }
}

function* register(action: PayloadAction<{ userName: string; email: string; password: string }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: { message?: string } = yield call(authApi.register, action.payload);
    yield put(registerFinished());
    toast.success(answer.message ?? t('auth.registered'));
    const navigate: Navigate = yield getContext('navigate');
    navigate(paths.login);
  } catch (error) {
    yield put(registerFinished());
    toast.error(messageOf(error));
  }
}

function* login(action: PayloadAction<{ email: string; password: string }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: LoginAnswer = yield call(authApi.login, action.payload);
    yield put(signedIn(answer.user));
    toast.success(answer.message ?? t('auth.loggedIn'));
  } catch (error) {
    yield put(signedOutNow());
    toast.error(messageOf(error));
  }
}

function* logout() {
  try {
    yield call(authApi.logout);
  } catch {
    // Signed out here either way; the server ends the session when it can.
  }
  yield put(signedOutNow());
}

export function* authSaga() {
  yield takeLatest(sessionCheckRequested.type, checkSession);
  yield takeLatest(registerRequested.type, register);
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(logoutRequested.type, logout);
}
