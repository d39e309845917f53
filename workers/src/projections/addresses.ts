import {
  addressFieldsOf,
  collections,
  type AddressBookEvent,
  type AddressDocument,
  type RecordedEvent,
} from '@tavico/contracts';
import { addressBookDecider, type AddressBookState } from '@tavico/domain';
import type { Projection } from '../projection';

/** The person's address book, as far as this one address goes. */
const bookOf = (address: AddressDocument | null): AddressBookState => {
  if (!address) return addressBookDecider.initialState;
  return { addresses: [{ addressId: address._id, ...addressFieldsOf(address) }] };
};

/** Saved addresses, one document each, listed per person. */
export const addressesProjection: Projection<AddressDocument> = {
  name: 'addresses',
  collection: collections.addresses,
  handles: ['AddressAdded', 'AddressUpdated', 'AddressDeleted'],
  documentId: (event) => ('addressId' in event.data ? event.data.addressId : null),
  evolve(address, recorded) {
    const event = recorded as RecordedEvent<AddressBookEvent>;
    const { userId, addressId } = event.data;
    // The address book's own fold; the last entry is the newest should an id be added twice.
    const kept = addressBookDecider.evolve(bookOf(address), event).addresses.findLast((a) => a.addressId === addressId);
    if (!kept) return null;
    const { addressId: _a, ...fields } = kept;
    const createdAt = address && event.type !== 'AddressAdded' ? address.createdAt : event.metadata.time;
    return { _id: addressId, userId, ...fields, createdAt };
  },
  indexes: [{ keys: { userId: 1, createdAt: 1 } }],
};
