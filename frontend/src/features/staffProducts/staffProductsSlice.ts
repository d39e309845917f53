import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductView } from '@tavico/contracts/client';
import type { ProductFilters, ProductForm, ProductsArea } from '../backoffice/backOfficeApi';

export type UploadStatus = 'idle' | 'loading' | 'uploaded';

export interface StaffProductsState {
  isLoading: boolean;
  productList: ProductView[];
  filters: ProductFilters;
  /** The right-side sheet: closed, adding (editId null) or editing one product. */
  sheetOpen: boolean;
  editId: string | null;
  upload: { status: UploadStatus; url: string };
  saving: boolean;
}

export const initialProductsState: StaffProductsState = {
  isLoading: false,
  productList: [],
  filters: {},
  sheetOpen: false,
  editId: null,
  upload: { status: 'idle', url: '' },
  saving: false,
};

/** The admin's and a supplier's product screens share one behaviour; each has its own state area. */
function productsSlice<N extends 'adminProducts' | 'supplierProducts'>(name: N) {
  return createSlice({
    name,
    initialState: initialProductsState,
    reducers: {
      productsRequested: (state, action: PayloadAction<ProductFilters | undefined>) => {
        state.isLoading = true;
        if (action.payload) state.filters = action.payload;
      },
      productsLoaded: (state, action: PayloadAction<ProductView[]>) => {
        state.isLoading = false;
        state.productList = action.payload;
      },
      productsFailed: (state) => {
        state.isLoading = false;
        state.productList = [];
      },
      sheetOpened: (state, action: PayloadAction<{ editId: string | null }>) => {
        state.sheetOpen = true;
        state.editId = action.payload.editId;
        const editing = state.productList.find((p) => p._id === action.payload.editId);
        state.upload = editing ? { status: 'uploaded', url: editing.image } : { status: 'idle', url: '' };
      },
      /** Closing resets the form and clears the edit id (spec §4). */
      sheetClosed: (state) => {
        state.sheetOpen = false;
        state.editId = null;
        state.upload = { status: 'idle', url: '' };
        state.saving = false;
      },
      imageUploadRequested: (state, _action: PayloadAction<{ file: File }>) => {
        state.upload = { status: 'loading', url: '' };
      },
      imageUploaded: (state, action: PayloadAction<string>) => {
        state.upload = { status: 'uploaded', url: action.payload };
      },
      imageUploadFailed: (state) => {
        state.upload = { status: 'idle', url: '' };
      },
      productSaveRequested: (state, _action: PayloadAction<ProductForm>) => {
        state.saving = true;
      },
      productSaveFailed: (state) => {
        state.saving = false;
      },
      productDeleteRequested: (_state, _action: PayloadAction<{ id: string }>) => {},
    },
  });
}

export const adminProductsSlice = productsSlice('adminProducts');
export const supplierProductsSlice = productsSlice('supplierProducts');
export type StaffProductsSlice = typeof adminProductsSlice | typeof supplierProductsSlice;

export const productsSliceOf = (area: ProductsArea): StaffProductsSlice =>
  area === 'admin' ? adminProductsSlice : supplierProductsSlice;

/** The state area of a panel's products (initial until the back office has been opened). */
export const selectStaffProducts =
  (area: ProductsArea) =>
  (state: { adminProducts?: StaffProductsState; supplierProducts?: StaffProductsState }): StaffProductsState =>
    (area === 'admin' ? state.adminProducts : state.supplierProducts) ?? initialProductsState;
