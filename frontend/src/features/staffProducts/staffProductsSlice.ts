import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { maxGalleryImages, type ProductView } from '@tavico/contracts/client';
import { t } from '../../shared/i18n';
import type { UploadStatus } from '../../shared/ImageUpload';
import { noPages, type ListPage, type Pagination } from '../../shared/paging';
import type { ProductFilters, ProductForm, ProductsArea } from './staffProductsApi';

export interface StaffProductsState {
  isLoading: boolean;
  /** One page of the products the filters match: the page asked for and where it is. */
  productList: ProductView[];
  page: number;
  pagination: Pagination;
  filters: ProductFilters;
  /** The right-side sheet: closed, adding (editId null) or editing one product. */
  sheetOpen: boolean;
  editId: string | null;
  /** The version of the product the sheet was opened on: the edit sends it, so a stale form is refused. */
  editVersion: number | null;
  upload: { status: UploadStatus; url: string };
  /** The pictures after the main one, as the sheet will send them. */
  gallery: string[];
  /** Gallery pictures on their way up: they count toward the limit until they arrive or fail. */
  galleryUploads: number;
  saving: boolean;
}

/** Said when a seventh picture is chosen; the sheet shows it too once the gallery is full. */
export const galleryFullMessage = (): string =>
  t('backOffice.products.galleryFull', { total: maxGalleryImages + 1, max: maxGalleryImages });

/** Whether another gallery picture would go past the limit (those still uploading count). */
export const galleryFull = (state: Pick<StaffProductsState, 'gallery' | 'galleryUploads'>): boolean =>
  state.gallery.length + state.galleryUploads >= maxGalleryImages;

export const initialProductsState: StaffProductsState = {
  isLoading: false,
  productList: [],
  page: 1,
  pagination: noPages,
  filters: {},
  sheetOpen: false,
  editId: null,
  editVersion: null,
  upload: { status: 'idle', url: '' },
  gallery: [],
  galleryUploads: 0,
  saving: false,
};

/** The admin's and a supplier's product screens share one behaviour; each has its own state area. */
function productsSlice<N extends 'adminProducts' | 'supplierProducts'>(name: N) {
  return createSlice({
    name,
    initialState: initialProductsState,
    reducers: {
      /** New filters start again at the first page; none refetches the page shown (after a save, say). */
      productsRequested: (state, action: PayloadAction<ProductFilters | undefined>) => {
        state.isLoading = true;
        if (action.payload) {
          state.filters = action.payload;
          state.page = 1;
        }
      },
      productsPageRequested: (state, action: PayloadAction<number>) => {
        state.isLoading = true;
        state.page = action.payload;
      },
      productsLoaded: (state, action: PayloadAction<ListPage<ProductView>>) => {
        state.isLoading = false;
        state.productList = action.payload.data;
        state.pagination = action.payload.pagination;
      },
      productsFailed: (state) => {
        state.isLoading = false;
        state.productList = [];
        state.pagination = noPages;
      },
      sheetOpened: (state, action: PayloadAction<{ editId: string | null }>) => {
        state.sheetOpen = true;
        state.editId = action.payload.editId;
        const editing = state.productList.find((p) => p._id === action.payload.editId);
        state.editVersion = editing?.version ?? null;
        state.upload = editing ? { status: 'uploaded', url: editing.image } : { status: 'idle', url: '' };
        state.gallery = editing?.gallery ?? [];
        state.galleryUploads = 0;
      },
      /** Closing resets the form and clears the edit id (spec §4). */
      sheetClosed: (state) => {
        state.sheetOpen = false;
        state.editId = null;
        state.editVersion = null;
        state.upload = { status: 'idle', url: '' };
        state.gallery = [];
        state.galleryUploads = 0;
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
      /** A picture chosen for the gallery: the saga refuses it past the limit, or uploads it. */
      galleryImageChosen: (_state, _action: PayloadAction<{ file: File }>) => {},
      galleryImageUploadStarted: (state) => {
        state.galleryUploads += 1;
      },
      galleryImageUploaded: (state, action: PayloadAction<string>) => {
        state.galleryUploads = Math.max(0, state.galleryUploads - 1);
        // An upload that arrives after the sheet was closed belongs to no product.
        if (state.sheetOpen && state.gallery.length < maxGalleryImages) state.gallery.push(action.payload);
      },
      galleryImageUploadFailed: (state) => {
        state.galleryUploads = Math.max(0, state.galleryUploads - 1);
      },
      galleryImageRemoved: (state, action: PayloadAction<number>) => {
        state.gallery.splice(action.payload, 1);
      },
      productSaveRequested: (state, _action: PayloadAction<ProductForm>) => {
        state.saving = true;
      },
      productSaveFailed: (state) => {
        state.saving = false;
      },
      productDeleteRequested: (_state, _action: PayloadAction<{ id: string }>) => {},
      /** The admin puts a product in the home page's showroom or takes it off: shown at once. */
      productFeatureRequested: (state, action: PayloadAction<{ id: string; featured: boolean }>) => {
        const product = state.productList.find((p) => p._id === action.payload.id);
        if (product) product.featured = action.payload.featured;
      },
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
