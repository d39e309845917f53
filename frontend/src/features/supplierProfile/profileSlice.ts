import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SupplierProfile } from '@tavico/contracts/client';

/** The one picture of a profile (its background is the supplier's story, as text). */
export type ProfileImage = 'logo';

export interface SupplierProfileState {
  isLoading: boolean;
  profile: SupplierProfile;
  uploading: ProfileImage | null;
  saving: boolean;
}

export const initialProfileState: SupplierProfileState = {
  isLoading: false,
  profile: { logo: '', background: '', contactInfo: '' },
  uploading: null,
  saving: false,
};

export const profileSlice = createSlice({
  name: 'supplierProfile',
  initialState: initialProfileState,
  reducers: {
    profileRequested: (state) => void (state.isLoading = true),
    profileLoaded: (state, action: PayloadAction<SupplierProfile>) => {
      state.isLoading = false;
      state.profile = action.payload;
    },
    profileFailed: (state) => void (state.isLoading = false),
    profileImageUploadRequested: (state, action: PayloadAction<{ which: ProfileImage; file: File }>) =>
      void (state.uploading = action.payload.which),
    profileImageUploaded: (state, action: PayloadAction<{ which: ProfileImage; url: string }>) => {
      state.uploading = null;
      state.profile[action.payload.which] = action.payload.url;
    },
    profileImageUploadFailed: (state) => void (state.uploading = null),
    profileSaveRequested: (state, _action: PayloadAction<SupplierProfile>) => void (state.saving = true),
    profileSaveFinished: (state, action: PayloadAction<SupplierProfile | null>) => {
      state.saving = false;
      if (action.payload) state.profile = action.payload;
    },
  },
});

export const {
  profileRequested,
  profileLoaded,
  profileFailed,
  profileImageUploadRequested,
  profileImageUploaded,
  profileImageUploadFailed,
  profileSaveRequested,
  profileSaveFinished,
} = profileSlice.actions;

export const selectProfile = (state: { supplierProfile?: SupplierProfileState }) =>
  state.supplierProfile ?? initialProfileState;
