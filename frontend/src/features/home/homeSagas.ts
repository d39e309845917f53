import { call, put, takeLatest } from 'redux-saga/effects';
import { homeApi } from './homeApi';
import { featureImagesFailed, featureImagesLoaded, featureImagesRequested } from './featureSlice';

function* fetchFeatureImages() {
  try {
    const answer: Awaited<ReturnType<typeof homeApi.featureImages>> = yield call(homeApi.featureImages);
    yield put(featureImagesLoaded(answer.data));
  } catch {
    yield put(featureImagesFailed());
  }
}

export function* homeSaga() {
  yield takeLatest(featureImagesRequested.type, fetchFeatureImages);
}
