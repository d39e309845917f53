import { call, debounce, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { searchMinLength, type SessionUser, type SortOption } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { t } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import type { Navigate, Toast } from '../../shared/toast';
import { selectUser } from '../auth';
import { catalogueApi, type Filters } from './catalogueApi';
import {
  filterGroupsLoaded,
  filterGroupsRequested,
  productDetailsClosed,
  productDetailsLoaded,
  productDetailsRequested,
  productPageLoaded,
  productPageNotFound,
  productPageRequested,
  homeCatalogueRequested,
  homeCatalogueLoaded,
  homeCatalogueFailed,
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
  searchPageChanged,
  searchReset,
  searchStarted,
  selectProductDetails,
  selectProductPage,
  selectSearch,
  type ShopSearchState,
} from './catalogueSlices';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

function* fetchProducts(action: PayloadAction<{ filters: Filters; sortBy: SortOption; page: number }>) {
  const { filters, sortBy, page } = action.payload;
  try {
    const answer: Answer<typeof catalogueApi.products> = yield call(catalogueApi.products, filters, sortBy, page);
    yield put(productsLoaded({ data: answer.data, pagination: answer.pagination }));
  } catch {
    yield put(productsFailed());
  }
}

function* fetchFilterGroups(action: PayloadAction<{ filters?: Filters } | undefined>) {
  try {
    const answer: Answer<typeof catalogueApi.filters> = yield call(catalogueApi.filters, action.payload?.filters ?? {});
    yield put(filterGroupsLoaded(answer.data));
  } catch {
    yield put(filterGroupsLoaded([]));
  }
}

function* fetchHomeCatalogue() {
  try {
    const answer: Answer<typeof catalogueApi.home> = yield call(catalogueApi.home);
    yield put(homeCatalogueLoaded(answer.data));
  } catch {
    yield put(homeCatalogueFailed());
  }
}

/** The product page's product, supplier and related products; its reviews load beside them. */
function* fetchProductPage(action: PayloadAction<{ slug: string }>) {
  const { slug } = action.payload;
  try {
    const answer: Answer<typeof catalogueApi.productPage> = yield call(catalogueApi.productPage, slug);
    yield put(productPageLoaded({ slug, view: answer.data }));
    yield put(reviewsRequested({ productId: answer.data.product._id }));
  } catch {
    yield put(productPageNotFound({ slug }));
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

function* fetchReviews(action: PayloadAction<{ productId: string; page?: number }>) {
  const { productId, page = 1 } = action.payload;
  try {
    const answer: Answer<typeof catalogueApi.reviews> = yield call(catalogueApi.reviews, productId, page);
    yield put(reviewsLoaded({ data: answer.data, pagination: answer.pagination }));
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
  if (reviewValue < 1) return toast.error(t('reviews.ratingRequired'));
  try {
    yield call(catalogueApi.addReview, {
      productId,
      userId: user.id,
      userName: user.userName,
      reviewMessage,
      reviewValue,
    });
    toast.success(t('reviews.added'));
    yield put(reviewAdded());
    yield put(reviewsRequested({ productId }));
    // The average rating changed: the dialog or the product page shows the new one.
    const details: ReturnType<typeof selectProductDetails> = yield select(selectProductDetails);
    if (details?._id === productId) {
      const answer: Answer<typeof catalogueApi.product> = yield call(catalogueApi.product, productId);
      yield put(productDetailsLoaded(answer.data));
    }
    const page: ReturnType<typeof selectProductPage> = yield select(selectProductPage);
    if (page?.view?.product._id === productId) yield put(productPageRequested({ slug: page.slug }));
  } catch (error) {
    toast.error(messageOf(error));
  }
}

/** The search as it stands: the keyword typed (trimmed) and the page asked for. */
function* search() {
  const state: ShopSearchState = yield select(selectSearch);
  const keyword = state.keyword.trim();
  if (keyword.length < searchMinLength) {
    yield put(searchReset());
    return;
  }
  yield put(searchStarted());
  try {
    const answer: Answer<typeof catalogueApi.search> = yield call(catalogueApi.search, keyword, state.page);
    yield put(searchLoaded({ data: answer.data, pagination: answer.pagination }));
  } catch {
    yield put(searchReset());
  }
}

export function* catalogueSaga() {
  yield takeLatest(productsRequested.type, fetchProducts);
  yield takeLatest(filterGroupsRequested.type, fetchFilterGroups);
  yield takeLatest(productDetailsRequested.type, fetchDetails);
  yield takeLatest(productPageRequested.type, fetchProductPage);
  yield takeLatest(homeCatalogueRequested.type, fetchHomeCatalogue);
  yield takeLatest(reviewsRequested.type, fetchReviews);
  yield takeEvery(reviewAddRequested.type, addReview);
  yield debounce(searchDelayMs, searchKeywordChanged.type, search);
  yield takeLatest(searchPageChanged.type, search);
}
