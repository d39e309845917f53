import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SupplierProfile } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { imagesApi } from '../../shared/imagesApi';
import { profileApi } from './profileApi';
import {
  profileFailed,
  profileImageUploaded,
  profileImageUploadFailed,
  profileImageUploadRequested,
  profileLoaded,
  profileRequested,
  profileSaveFinished,
  profileSaveRequested,
  type ProfileImage,
} from './profileSlice';

function* fetchProfile() {
  try {
    const answer: Awaited<ReturnType<typeof profileApi.profile>> = yield call(profileApi.profile);
    yield put(profileLoaded(answer.data));
  } catch {
    yield put(profileFailed());
  }
}

function* uploadImage(action: PayloadAction<{ which: ProfileImage; file: File }>) {
  try {
    const answer: Awaited<ReturnType<typeof imagesApi.upload>> = yield call(
      imagesApi.upload,
      'supplier',
      action.payload.file,
    );
    yield put(profileImageUploaded({ which: action.payload.which, url: answer.result.url }));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(profileImageUploadFailed());
  }
}

function* saveProfile(action: PayloadAction<SupplierProfile>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: { message?: string } = yield call(profileApi.saveProfile, action.payload);
    toast.success(answer.message ?? '');
    yield put(profileSaveFinished(action.payload));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(profileSaveFinished(null));
  }
}

export function* profileSaga() {
  yield takeLatest(profileRequested.type, fetchProfile);
  yield takeLatest(profileImageUploadRequested.type, uploadImage);
  yield takeLatest(profileSaveRequested.type, saveProfile);
}
