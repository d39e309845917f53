import {
  createSelector,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AddressView } from '@tavico/contracts/client';
import { selectShopper } from '../auth';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { addressApi } from './addressApi';

/**
 * What this device remembers of the book: the address the shopper's last order went to. The
 * book itself is the api's cache (addressApi.ts); this is no server state.
 */
export interface ShopAddressState {
  lastUsedId: string | null;
}

const initialState: ShopAddressState = { lastUsedId: null };

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
    /** Read back from this device when the book is read (addressSagas.ts). */
    lastUsedAddressRead: (state, action: PayloadAction<string | null>) => void (state.lastUsedId = action.payload),
    /** An order went to this address: the next checkout starts with it. */
    addressUsed: (state, action: PayloadAction<{ addressId: string }>) =>
      void (state.lastUsedId = action.payload.addressId),
  },
});

export const { lastUsedAddressRead, addressUsed } = addressSlice.actions;

const noAddresses: AddressView[] = [];

/** The state these selectors read: the api's cache and the session. */
type AddressBookState = Parameters<ReturnType<typeof addressApi.endpoints.addresses.select>>[0] &
  Parameters<typeof selectShopper>[0];

/** The current shopper's book as the cache holds it (the shopper's id is its key). */
const selectBookEntry = (state: AddressBookState) =>
  addressApi.endpoints.addresses.select(selectShopper(state)?.id ?? skipToken)(state);

/** The current shopper's saved addresses as last read; none until read. */
export const selectAddresses = (state: AddressBookState) => selectBookEntry(state).data ?? noAddresses;

/** The book and whether it is being read. */
export const selectAddressState = createSelector(
  [selectAddresses, (state: AddressBookState) => selectBookEntry(state).isLoading],
  (addressList, isLoading) => ({ addressList, isLoading }),
);

type State = AddressBookState & { shopAddress: ShopAddressState };

export const selectPreselectedAddressId = createSelector(
  [selectAddresses, (state: State) => state.shopAddress.lastUsedId],
  preselectedAddressId,
);

/**
 * Reads the current shopper's book into the cache, for a screen that shows what follows from it
 * without showing the book (the cart sheet's shipping estimate). It stays read while the app runs,
 * as the book did before RTK Query; screens that show the book use `useAddressesQuery`.
 */
export const addressesRequested = (): ThunkAction<void, State, unknown, UnknownAction> => (dispatch, getState) => {
  const shopper = selectShopper(getState());
  if (shopper) void dispatch(addressApi.endpoints.addresses.initiate(shopper.id));
};
