import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BannerView } from '@tavico/contracts/client';

export interface CommonFeatureState {
  isLoading: boolean;
  featureImageList: BannerView[];
}

const initialState: CommonFeatureState = { isLoading: false, featureImageList: [] };

export const featureSlice = createSlice({
  name: 'commonFeature',
  initialState,
  reducers: {
    featureImagesRequested: (state) => void (state.isLoading = true),
    featureImagesLoaded: (_state, action: PayloadAction<BannerView[]>) => ({
      isLoading: false,
      featureImageList: action.payload,
    }),
    /** A failed load empties the list (spec §8); the page then shows its built-in banners. */
    featureImagesFailed: () => ({ isLoading: false, featureImageList: [] }),
  },
  selectors: {
    selectFeatureImages: (state) => state,
  },
});

export const { featureImagesRequested, featureImagesLoaded, featureImagesFailed } = featureSlice.actions;
export const { selectFeatureImages } = featureSlice.selectors;
