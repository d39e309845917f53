import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { imagesApi } from '../../shared/imagesApi';
import { featureImagesRequested } from '../home';
import { dashboardApi } from './dashboardApi';
import {
  bannerDeleteRequested,
  bannerUploadFinished,
  bannerUploadRequested,
  dashboardFailed,
  dashboardLoaded,
  dashboardRequested,
} from './dashboardSlice';

function* fetchDashboard() {
  try {
    const answer: Awaited<ReturnType<typeof dashboardApi.dashboard>> = yield call(dashboardApi.dashboard);
    yield put(dashboardLoaded(answer.data));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(dashboardFailed());
  }
}

/** A banner is an uploaded image added to the feature list; the list is fetched again after. */
function* addBanner(action: PayloadAction<{ file: File }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const uploaded: Awaited<ReturnType<typeof imagesApi.upload>> = yield call(
      imagesApi.upload,
      'admin',
      action.payload.file,
    );
    const added: { message?: string } = yield call(dashboardApi.addBanner, uploaded.result.url);
    toast.success(added.message ?? '');
  } catch (error) {
    toast.error(messageOf(error));
  }
  yield put(bannerUploadFinished());
  yield put(featureImagesRequested());
}

function* deleteBanner(action: PayloadAction<{ id: string }>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: { message?: string } = yield call(dashboardApi.deleteBanner, action.payload.id);
    toast.success(answer.message ?? '');
  } catch (error) {
    toast.error(messageOf(error));
  }
  yield put(featureImagesRequested());
}

export function* dashboardSaga() {
  yield takeLatest(dashboardRequested.type, fetchDashboard);
  yield takeLatest(bannerUploadRequested.type, addBanner);
  yield takeLatest(bannerDeleteRequested.type, deleteBanner);
}
