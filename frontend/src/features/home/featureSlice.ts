import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BannerView } from '@tavico/contracts/client';

export interface CommonFeatureState {
  isLoading: boolean;
  featureImageList: BannerView[];
  /** Whether the list has been answered (or failed): until then the page does not know its banners. */
  loaded: boolean;
}

const initialState: CommonFeatureState = { isLoading: false, featureImageList: [], loaded: false };

export const featureSlice = createSlice({
  name: 'commonFeature',
  initialState,
  reducers: {
    featureImagesRequested: (state) => void (state.isLoading = true),
    featureImagesLoaded: (_state, action: PayloadAction<BannerView[]>) => ({
      isLoading: false,
      featureImageList: action.payload,
      loaded: true,
    }),
    /** A failed load empties the list (spec §8); the page then shows its built-in banners. */
    featureImagesFailed: () => ({ isLoading: false, featureImageList: [], loaded: true }),
  },
  selectors: {
    selectFeatureImages: (state) => state,
  },
});

export const { featureImagesRequested, featureImagesLoaded, featureImagesFailed } = featureSlice.actions;
export const { selectFeatureImages } = featureSlice.selectors;
