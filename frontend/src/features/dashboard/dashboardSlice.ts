import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardView } from '@tavico/contracts/client';

export interface AdminDashboardState {
  isLoading: boolean;
  figures: DashboardView | null;
  bannerUploading: boolean;
}

export const initialDashboardState: AdminDashboardState = { isLoading: false, figures: null, bannerUploading: false };

export const dashboardSlice = createSlice({
  name: 'adminDashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardRequested: (state) => void (state.isLoading = true),
    dashboardLoaded: (state, action: PayloadAction<DashboardView>) => {
      state.isLoading = false;
      state.figures = action.payload;
    },
    dashboardFailed: (state) => void (state.isLoading = false),
    bannerUploadRequested: (state, _action: PayloadAction<{ file: File }>) => void (state.bannerUploading = true),
    bannerUploadFinished: (state) => void (state.bannerUploading = false),
    bannerDeleteRequested: (_state, _action: PayloadAction<{ id: string }>) => {},
  },
});

export const {
  dashboardRequested,
  dashboardLoaded,
  dashboardFailed,
  bannerUploadRequested,
  bannerUploadFinished,
  bannerDeleteRequested,
} = dashboardSlice.actions;

export const selectDashboard = (state: { adminDashboard?: AdminDashboardState }) =>
  state.adminDashboard ?? initialDashboardState;
