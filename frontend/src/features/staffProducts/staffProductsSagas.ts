import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { backOfficeApi, type ProductForm, type ProductsArea } from '../backoffice/backOfficeApi';
import { productsSliceOf, selectStaffProducts, type StaffProductsState } from './staffProductsSlice';

/** One panel's product sagas: list, upload, add or edit, delete, each refreshing the list after. */
function* productsSagaOf(area: ProductsArea) {
  const { actions } = productsSliceOf(area);
  const current = selectStaffProducts(area);

  function* fetchProducts() {
    const { filters }: StaffProductsState = yield select(current);
    try {
      const answer: Awaited<ReturnType<typeof backOfficeApi.products>> = yield call(
        backOfficeApi.products,
        area,
        filters,
      );
      yield put(actions.productsLoaded(answer.data));
    } catch {
      yield put(actions.productsFailed());
    }
  }

  function* uploadImage(action: PayloadAction<{ file: File }>) {
    try {
      const answer: Awaited<ReturnType<typeof backOfficeApi.uploadImage>> = yield call(
        backOfficeApi.uploadImage,
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

  function* saveProduct(action: PayloadAction<ProductForm>) {
    const toast: Toast = yield getContext('toast');
    const { editId }: StaffProductsState = yield select(current);
    try {
      const answer: { message?: string } = editId
        ? yield call(backOfficeApi.editProduct, area, editId, action.payload)
        : yield call(backOfficeApi.addProduct, area, action.payload);
      toast.success(answer.message ?? '');
      yield put(actions.sheetClosed());
      yield put(actions.productsRequested());
    } catch (error) {
      toast.error(messageOf(error));
      yield put(actions.productSaveFailed());
    }
  }

  function* deleteProduct(action: PayloadAction<{ id: string }>) {
    const toast: Toast = yield getContext('toast');
    try {
      const answer: { message?: string } = yield call(backOfficeApi.deleteProduct, area, action.payload.id);
      toast.success(answer.message ?? '');
    } catch (error) {
      toast.error(messageOf(error));
    }
    yield put(actions.productsRequested());
  }

  yield takeLatest(actions.productsRequested.type, fetchProducts);
  yield takeLatest(actions.imageUploadRequested.type, uploadImage);
  yield takeLatest(actions.productSaveRequested.type, saveProduct);
  yield takeLatest(actions.productDeleteRequested.type, deleteProduct);
}

export function* staffProductsSaga() {
  yield all([productsSagaOf('admin'), productsSagaOf('supplier')]);
}
