import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  searchMinLength,
  type HomeCatalogueView,
  type ProductPageView,
  type ProductView,
  type ReviewView,
  type SortOption,
} from '@tavico/contracts/client';
import { noPages, type ListPage, type Pagination } from '../../shared/paging';
import type { FilterGroup, Filters } from './catalogueApi';

export interface ShopProductsState {
  isLoading: boolean;
  /** One page of the listing; `pagination.total` is how many match the filters. */
  productList: ProductView[];
  pagination: Pagination;
  productDetails: ProductView | null;
  filterGroups: FilterGroup[];
  /** The product page (/san-pham/{slug}): its slug, what it shows, and whether it was not found. */
  productPage: { slug: string; view: ProductPageView | null; notFound: boolean } | null;
  /** The home page's showroom and categories; null until loaded. */
  home: HomeCatalogueView | null;
}

const productsInitial: ShopProductsState = {
  isLoading: false,
  productList: [],
  pagination: noPages,
  productDetails: null,
  filterGroups: [],
  productPage: null,
  home: null,
};

export const productsSlice = createSlice({
  name: 'shopProducts',
  initialState: productsInitial,
  reducers: {
    productsRequested: (state, _action: PayloadAction<{ filters: Filters; sortBy: SortOption; page: number }>) =>
      void (state.isLoading = true),
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
    /** The counts follow the choices given (faceted); none: the whole catalogue's. */
    filterGroupsRequested: (state, _action: PayloadAction<{ filters?: Filters } | undefined>) => state,
    filterGroupsLoaded: (state, action: PayloadAction<FilterGroup[]>) => void (state.filterGroups = action.payload),
    productDetailsRequested: (state, _action: PayloadAction<{ productId: string }>) => state,
    productDetailsLoaded: (state, action: PayloadAction<ProductView>) => void (state.productDetails = action.payload),
    productPageRequested: (state, action: PayloadAction<{ slug: string }>) => {
      // Another product's page: nothing of the previous one stays on screen.
      if (state.productPage?.slug !== action.payload.slug)
        state.productPage = { slug: action.payload.slug, view: null, notFound: false };
    },
    productPageLoaded: (state, action: PayloadAction<{ slug: string; view: ProductPageView }>) => {
      if (state.productPage?.slug === action.payload.slug) state.productPage.view = action.payload.view;
    },
    productPageNotFound: (state, action: PayloadAction<{ slug: string }>) => {
      if (state.productPage?.slug === action.payload.slug) state.productPage = { ...state.productPage, notFound: true };
    },
    homeCatalogueRequested: (state) => state,
    homeCatalogueLoaded: (state, action: PayloadAction<HomeCatalogueView>) => void (state.home = action.payload),
    /** Without an answer the categories keep their names and links, and the showroom says it is empty. */
    homeCatalogueFailed: (state) => void (state.home = { featured: [], categories: [] }),
    /** Closing the dialog clears the details (and, in shopReview, the form). */
    productDetailsClosed: (state) => void (state.productDetails = null),
  },
  selectors: {
    selectProducts: (state) => state,
    selectProductDetails: (state) => state.productDetails,
    selectProductPage: (state) => state.productPage,
    selectHomeCatalogue: (state) => state.home,
  },
});

/** Search waits until typing stops for this long (spec §9); it needs contracts' searchMinLength characters (decisions §33). */
export const searchDelayMs = 1000;

export interface ShopSearchState {
  isLoading: boolean;
  keyword: string;
  /** The page of results asked for, and the one shown with `pagination.total` matches in all. */
  page: number;
  searchResults: ProductView[];
  pagination: Pagination;
  /** Whether a search with the current keyword has answered (so 'No result found!' is true). */
  searched: boolean;
}

const searchInitial: ShopSearchState = {
  isLoading: false,
  keyword: '',
  page: 1,
  searchResults: [],
  pagination: noPages,
  searched: false,
};
const noResults = { isLoading: false, searched: false, searchResults: [], pagination: noPages };

export const searchSlice = createSlice({
  name: 'shopSearch',
  initialState: searchInitial,
  reducers: {
    /** Typing starts again from the first page; arriving at `?keyword=…&page=3` names its page. */
    searchKeywordChanged: {
      reducer: (state, action: PayloadAction<{ keyword: string; page: number }>) => {
        state.keyword = action.payload.keyword;
        state.page = action.payload.page;
        if (action.payload.keyword.trim().length < searchMinLength) Object.assign(state, noResults);
      },
      prepare: (keyword: string, page = 1) => ({ payload: { keyword, page } }),
    },
    /** Another page of the same keyword: fetched at once, no typing to wait for. */
    searchPageChanged: (state, action: PayloadAction<number>) => void (state.page = action.payload),
    searchStarted: (state) => void (state.isLoading = true),
    searchLoaded: (state, action: PayloadAction<ListPage<ProductView>>) => ({
      ...state,
      isLoading: false,
      searched: true,
      searchResults: action.payload.data,
      pagination: action.payload.pagination,
    }),
    /** A failure, a cleared keyword or one of 3 characters or fewer: no results (spec §4). */
    searchReset: (state) => ({ ...state, ...noResults }),
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

export interface ShopReviewState {
  isLoading: boolean;
  /** One page of the product's reviews, newest first. */
  reviews: ReviewView[];
  pagination: Pagination;
  /** Counts added reviews, so the form resets after each. */
  savedCount: number;
}

const reviewsInitial: ShopReviewState = { isLoading: false, reviews: [], pagination: noPages, savedCount: 0 };

export const reviewsSlice = createSlice({
  name: 'shopReview',
  initialState: reviewsInitial,
  reducers: {
    /** A page of a product's reviews; without one, the first (where a review just added shows). */
    reviewsRequested: (state, _action: PayloadAction<{ productId: string; page?: number }>) =>
      void (state.isLoading = true),
    reviewsLoaded: (state, action: PayloadAction<ListPage<ReviewView>>) => {
      state.isLoading = false;
      state.reviews = action.payload.data;
      state.pagination = action.payload.pagination;
    },
    reviewsFailed: (state) => {
      state.isLoading = false;
      state.reviews = [];
      state.pagination = noPages;
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
  productPageRequested,
  productPageLoaded,
  productPageNotFound,
  homeCatalogueRequested,
  homeCatalogueLoaded,
  homeCatalogueFailed,
} = productsSlice.actions;
export const { selectProducts, selectProductDetails, selectProductPage, selectHomeCatalogue } = productsSlice.selectors;
export const { searchKeywordChanged, searchPageChanged, searchStarted, searchLoaded, searchReset } =
  searchSlice.actions;
export const { selectSearch } = searchSlice.selectors;
export const { reviewsRequested, reviewsLoaded, reviewsFailed, reviewAddRequested, reviewAdded } = reviewsSlice.actions;
export const { selectReviews } = reviewsSlice.selectors;
