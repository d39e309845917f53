import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressFields, AddressView } from '@tavico/contracts/client';

export interface ShopAddressState {
  isLoading: boolean;
  addressList: AddressView[];
  /** Counts successful saves, so an open form goes back to add mode with empty fields. */
  savedCount: number;
}

const initialState: ShopAddressState = { isLoading: false, addressList: [], savedCount: 0 };

export const addressSlice = createSlice({
  name: 'shopAddress',
  initialState,
  reducers: {
    addressesRequested: (state) => void (state.isLoading = true),
    addressesLoaded: (state, action: PayloadAction<AddressView[]>) => {
      state.isLoading = false;
      state.addressList = action.payload;
    },
    addressesFailed: (state) => {
      state.isLoading = false;
      state.addressList = [];
    },
    addressAddRequested: (state, _action: PayloadAction<AddressFields>) => state,
    addressUpdateRequested: (state, _action: PayloadAction<{ addressId: string; fields: AddressFields }>) => state,
    addressDeleteRequested: (state, _action: PayloadAction<{ addressId: string }>) => state,
    addressSaved: (state) => void (state.savedCount += 1),
  },
  selectors: {
    selectAddresses: (state) => state.addressList,
    selectAddressState: (state) => state,
  },
});

export const {
  addressesRequested,
  addressesLoaded,
  addressesFailed,
  addressAddRequested,
  addressUpdateRequested,
  addressDeleteRequested,
  addressSaved,
} = addressSlice.actions;
export const { selectAddresses, selectAddressState } = addressSlice.selectors;
