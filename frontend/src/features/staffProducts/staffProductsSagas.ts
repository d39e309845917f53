import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { imagesApi } from '../../shared/imagesApi';
import { staffProductsApi, type ProductForm, type ProductsArea } from './staffProductsApi';
import {
  galleryFull,
  galleryFullMessage,
  productsSliceOf,
  selectStaffProducts,
  type StaffProductsState,
} from './staffProductsSlice';

/** One panel's product sagas: list, upload, add or edit, delete, each refreshing the list after. */
function* productsSagaOf(area: ProductsArea) {
  const { actions } = productsSliceOf(area);
  const current = selectStaffProducts(area);

  function* fetchProducts() {
    const { filters, page }: StaffProductsState = yield select(current);
    try {
      const answer: Awaited<ReturnType<typeof staffProductsApi.products>> = yield call(
        staffProductsApi.products,
        area,
        filters,
        page,
      );
      const { totalPages } = answer.pagination;
      // The last product of the last page was deleted: show the page that is now the last.
      if (answer.data.length === 0 && page > totalPages) {
        yield put(actions.productsPageRequested(totalPages));
        return;
      }
      yield put(actions.productsLoaded({ data: answer.data, pagination: answer.pagination }));
    } catch {
      yield put(actions.productsFailed());
    }
  }

  function* uploadImage(action: PayloadAction<{ file: File }>) {
    try {
      const answer: Awaited<ReturnType<typeof imagesApi.upload>> = yield call(
        imagesApi.upload,
        area,
        action.payload.file,
      );
      yield put(actions.imageUploaded(answer.result.url));
    } catch (error) {
      const toast: Toast = yield getContext('toast');
      toast.error(messageOf(error));
      yield put(actions.imageUploadFailed());
    }
  }

  /** Each picture chosen uploads at once, several side by side, up to the gallery's limit. */
  function* uploadGalleryImage(action: PayloadAction<{ file: File }>) {
    const toast: Toast = yield getContext('toast');
    const state: StaffProductsState = yield select(current);
    if (galleryFull(state)) {
      toast.error(galleryFullMessage());
      return;
    }
    yield put(actions.galleryImageUploadStarted());
    try {
      const answer: Awaited<ReturnType<typeof imagesApi.upload>> = yield call(
        imagesApi.upload,
        area,
        action.payload.file,
      );
      yield put(actions.galleryImageUploaded(answer.result.url));
    } catch (error) {
      toast.error(messageOf(error));
      yield put(actions.galleryImageUploadFailed());
    }
  }

  function* saveProduct(action: PayloadAction<ProductForm>) {
    const toast: Toast = yield getContext('toast');
    const { editId, editVersion }: StaffProductsState = yield select(current);
    try {
      const answer: { message?: string } = editId
        ? yield call(staffProductsApi.editProduct, area, editId, {
            ...action.payload,
            ...(editVersion === null ? {} : { version: editVersion }),
          })
        : yield call(staffProductsApi.addProduct, area, action.payload);
      toast.success(answer.message ?? '');
      yield put(actions.sheetClosed());
      yield put(actions.productsRequested());
    } catch (error) {
      toast.error(messageOf(error));
      yield put(actions.productSaveFailed());
      // Changed since the form was opened (409): the list shows it as it is now, to open again.
      if (error instanceof ApiError && error.status === 409) {
        yield put(actions.sheetClosed());
        yield put(actions.productsRequested());
      }
    }
  }

  function* deleteProduct(action: PayloadAction<{ id: string }>) {
    const toast: Toast = yield getContext('toast');
    try {
      const answer: { message?: string } = yield call(staffProductsApi.deleteProduct, area, action.payload.id);
      toast.success(answer.message ?? '');
    } catch (error) {
      toast.error(messageOf(error));
    }
    yield put(actions.productsRequested());
  }

  function* featureProduct(action: PayloadAction<{ id: string; featured: boolean }>) {
    const toast: Toast = yield getContext('toast');
    try {
      const answer: { message?: string } = yield call(
        staffProductsApi.featureProduct,
        action.payload.id,
        action.payload.featured,
      );
      toast.success(answer.message ?? '');
    } catch (error) {
      toast.error(messageOf(error));
      // The switch goes back to what the server has.
      yield put(actions.productsRequested());
    }
  }

  yield takeLatest([actions.productsRequested.type, actions.productsPageRequested.type], fetchProducts);
  yield takeLatest(actions.imageUploadRequested.type, uploadImage);
  yield takeEvery(actions.galleryImageChosen.type, uploadGalleryImage);
  yield takeLatest(actions.productSaveRequested.type, saveProduct);
  yield takeLatest(actions.productDeleteRequested.type, deleteProduct);
  yield takeEvery(actions.productFeatureRequested.type, featureProduct);
}

export function* staffProductsSaga() {
  yield all([productsSagaOf('admin'), productsSagaOf('supplier')]);
}
