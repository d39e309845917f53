import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductView, ReviewView, SortOption } from '@tavico/contracts/client';
import type { FilterGroup, Filters } from './catalogueApi';

export interface ShopProductsState {
  isLoading: boolean;
  productList: ProductView[];
  productDetails: ProductView | null;
  filterGroups: FilterGroup[];
}

const productsInitial: ShopProductsState = {
  isLoading: false,
  productList: [],
  productDetails: null,
  filterGroups: [],
};

export const productsSlice = createSlice({
  name: 'shopProducts',
  initialState: productsInitial,
  reducers: {
    productsRequested: (state, _action: PayloadAction<{ filters: Filters; sortBy: SortOption }>) =>
      void (state.isLoading = true),
    productsLoaded: (state, action: PayloadAction<ProductView[]>) => {
      state.isLoading = false;
      state.productList = action.payload;
    },
    productsFailed: (state) => {
      state.isLoading = false;
      state.productList = [];
    },
    filterGroupsRequested: (state) => state,
    filterGroupsLoaded: (state, action: PayloadAction<FilterGroup[]>) => void (state.filterGroups = action.payload),
    productDetailsRequested: (state, _action: PayloadAction<{ productId: string }>) => state,
    productDetailsLoaded: (state, action: PayloadAction<ProductView>) => void (state.productDetails = action.payload),
    /** Closing the dialog clears the details (and, in shopReview, the form). */
    productDetailsClosed: (state) => void (state.productDetails = null),
  },
  selectors: {
    selectProducts: (state) => state,
    selectProductDetails: (state) => state.productDetails,
  },
});

/** Search waits until typing stops for this long, and needs this many characters (spec §9). */
export const searchDelayMs = 1000;
export const searchMinLength = 4;

export interface ShopSearchState {
  isLoading: boolean;
  keyword: string;
  searchResults: ProductView[];
  /** Whether a search with the current keyword has answered (so 'No result found!' is true). */
  searched: boolean;
}

const searchInitial: ShopSearchState = { isLoading: false, keyword: '', searchResults: [], searched: false };

export const searchSlice = createSlice({
  name: 'shopSearch',
  initialState: searchInitial,
  reducers: {
    searchKeywordChanged: (state, action: PayloadAction<string>) => {
      state.keyword = action.payload;
      if (action.payload.trim().length < 4)
        Object.assign(state, { isLoading: false, searched: false, searchResults: [] });
    },
    searchStarted: (state) => void (state.isLoading = true),
    searchLoaded: (state, action: PayloadAction<ProductView[]>) => ({
      ...state,
      isLoading: false,
      searched: true,
      searchResults: action.payload,
    }),
    /** A failure, a cleared keyword or one of 3 characters or fewer: no results (spec §4). */
    searchReset: (state) => ({ ...state, isLoading: false, searched: false, searchResults: [] }),
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

export interface ShopReviewState {
  isLoading: boolean;
  reviews: ReviewView[];
  /** Counts added reviews, so the form resets after each. */
  savedCount: number;
}

const reviewsInitial: ShopReviewState = { isLoading: false, reviews: [], savedCount: 0 };

export const reviewsSlice = createSlice({
  name: 'shopReview',
  initialState: reviewsInitial,
  reducers: {
    reviewsRequested: (state, _action: PayloadAction<{ productId: string }>) => void (state.isLoading = true),
    reviewsLoaded: (state, action: PayloadAction<ReviewView[]>) => {
      state.isLoading = false;
      state.reviews = action.payload;
    },
    reviewsFailed: (state) => {
      state.isLoading = false;
      state.reviews = [];
    },
    reviewAddRequested: (
      state,
      _action: PayloadAction<{ productId: string; reviewMessage: string; reviewValue: number; from: string }>,
    ) => state,
    reviewAdded: (state) => void (state.savedCount += 1),
  },
  extraReducers: (builder) =>
    builder.addCase(productsSlice.actions.productDetailsClosed, (state) => ({
      ...reviewsInitial,
      savedCount: state.savedCount,
    })),
  selectors: {
    selectReviews: (state) => state,
  },
});

export const {
  productsRequested,
  productsLoaded,
  productsFailed,
  filterGroupsRequested,
  filterGroupsLoaded,
  productDetailsRequested,
  productDetailsLoaded,
  productDetailsClosed,
} = productsSlice.actions;
export const { selectProducts, selectProductDetails } = productsSlice.selectors;
export const { searchKeywordChanged, searchStarted, searchLoaded, searchReset } = searchSlice.actions;
export const { selectSearch } = searchSlice.selectors;
export const { reviewsRequested, reviewsLoaded, reviewsFailed, reviewAddRequested, reviewAdded } = reviewsSlice.actions;
export const { selectReviews } = reviewsSlice.selectors;
