import { call, debounce, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { reviewMessages, type SessionUser, type SortOption } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import type { Navigate, Toast } from '../../shared/toast';
import { selectUser } from '../auth/authSlice';
import { catalogueApi, type Filters } from './catalogueApi';
import {
  filterGroupsLoaded,
  filterGroupsRequested,
  productDetailsClosed,
  productDetailsLoaded,
  productDetailsRequested,
  productsFailed,
  productsLoaded,
  productsRequested,
  reviewAdded,
  reviewAddRequested,
  reviewsFailed,
  reviewsLoaded,
  reviewsRequested,
  searchDelayMs,
  searchKeywordChanged,
  searchLoaded,
  searchMinLength,
  searchReset,
  searchStarted,
} from './catalogueSlices';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

function* fetchProducts(action: PayloadAction<{ filters: Filters; sortBy: SortOption }>) {
  try {
    const answer: Answer<typeof catalogueApi.products> = yield call(
      catalogueApi.products,
      action.payload.filters,
      action.payload.sortBy,
    );
    yield put(productsLoaded(answer.data));
  } catch {
    yield put(productsFailed());
  }
}

function* fetchFilterGroups() {
  try {
    const answer: Answer<typeof catalogueApi.filters> = yield call(catalogueApi.filters);
    yield put(filterGroupsLoaded(answer.data));
  } catch {
    yield put(filterGroupsLoaded([]));
  }
}

/** The dialog opens once the details are loaded; its reviews load beside them. */
function* fetchDetails(action: PayloadAction<{ productId: string }>) {
  yield put(reviewsRequested({ productId: action.payload.productId }));
  try {
    const answer: Answer<typeof catalogueApi.product> = yield call(catalogueApi.product, action.payload.productId);
    yield put(productDetailsLoaded(answer.data));
  } catch (error) {
    yield put(productDetailsClosed());
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
  }
}

function* fetchReviews(action: PayloadAction<{ productId: string }>) {
  try {
    const answer: Answer<typeof catalogueApi.reviews> = yield call(catalogueApi.reviews, action.payload.productId);
    yield put(reviewsLoaded(answer.data));
  } catch {
    yield put(reviewsFailed());
  }
}

function* addReview(
  action: PayloadAction<{ productId: string; reviewMessage: string; reviewValue: number; from: string }>,
) {
  const { productId, reviewMessage, reviewValue, from } = action.payload;
  const user: SessionUser | null = yield select(selectUser);
  if (!user) {
    const navigate: Navigate = yield getContext('navigate');
    return navigate(paths.login, { from });
  }
  const toast: Toast = yield getContext('toast');
  if (reviewValue < 1) return toast.error(reviewMessages.ratingRequired);
  try {
    yield call(catalogueApi.addReview, {
      productId,
      userId: user.id,
      userName: user.userName,
      reviewMessage,
      reviewValue,
    });
    toast.success(reviewMessages.added);
    yield put(reviewAdded());
    yield put(reviewsRequested({ productId }));
    // The average rating changed.
    const answer: Answer<typeof catalogueApi.product> = yield call(catalogueApi.product, productId);
    yield put(productDetailsLoaded(answer.data));
  } catch (error) {
    toast.error(messageOf(error));
  }
}

function* search(action: PayloadAction<string>) {
  const keyword = action.payload.trim();
  if (keyword.length < searchMinLength) {
    yield put(searchReset());
    return;
  }
  yield put(searchStarted());
  try {
    const answer: Answer<typeof catalogueApi.search> = yield call(catalogueApi.search, keyword);
    yield put(searchLoaded(answer.data));
  } catch {
    yield put(searchReset());
  }
}

export function* catalogueSaga() {
  yield takeLatest(productsRequested.type, fetchProducts);
  yield takeLatest(filterGroupsRequested.type, fetchFilterGroups);
  yield takeLatest(productDetailsRequested.type, fetchDetails);
  yield takeLatest(reviewsRequested.type, fetchReviews);
  yield takeEvery(reviewAddRequested.type, addReview);
  yield debounce(searchDelayMs, searchKeywordChanged.type, search);
}
