import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressFields, AddressView } from '@tavico/contracts/client';

export interface ShopAddressState {
  isLoading: boolean;
  addressList: AddressView[];
  /** Counts successful saves, so an open form goes back to add mode with empty fields. */
  savedCount: number;
  /** The address the shopper's last order went to, remembered on this device. */
  lastUsedId: string | null;
}

const initialState: ShopAddressState = { isLoading: false, addressList: [], savedCount: 0, lastUsedId: null };

/** localStorage key of the address a user last ordered to. */
export const lastAddressKey = (userId: string) => `lastAddress:${userId}`;

/**
 * The address the checkout starts with: the only one, or the one last ordered to while it is
 * still saved; otherwise none, and the shopper chooses.
 */
export function preselectedAddressId(list: readonly AddressView[], lastUsedId: string | null): string | null {
  if (list.length === 1) return list[0]._id;
  return list.some((a) => a._id === lastUsedId) ? lastUsedId : null;
}

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
    /** Read back from this device when the list loads. */
    lastUsedAddressRead: (state, action: PayloadAction<string | null>) => void (state.lastUsedId = action.payload),
    /** An order went to this address: the next checkout starts with it. */
    addressUsed: (state, action: PayloadAction<{ addressId: string }>) =>
      void (state.lastUsedId = action.payload.addressId),
  },
  selectors: {
    selectAddresses: (state) => state.addressList,
    selectAddressState: (state) => state,
    selectPreselectedAddressId: (state) => preselectedAddressId(state.addressList, state.lastUsedId),
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
  lastUsedAddressRead,
  addressUsed,
} = addressSlice.actions;
export const { selectAddresses, selectAddressState, selectPreselectedAddressId } = addressSlice.selectors;
