import type { AddressBookEvent, AddressFields } from '@tavico/contracts';

/** `addressbook-{userId}`: a person's saved addresses (at most three). */
export interface AddressBookState {
  addresses: ({ addressId: string } & AddressFields)[];
}

export const initialState: AddressBookState = { addresses: [] };

export function evolve(state: AddressBookState, event: AddressBookEvent): AddressBookState {
  switch (event.type) {
    case 'AddressAdded': {
      const { userId: _u, ...address } = event.data;
      return { addresses: [...state.addresses, address] };
    }
    case 'AddressUpdated': {
      const { userId: _u, ...address } = event.data;
      return { addresses: state.addresses.map((a) => (a.addressId === address.addressId ? address : a)) };
    }
    case 'AddressDeleted':
      return { addresses: state.addresses.filter((a) => a.addressId !== event.data.addressId) };
  }
}
