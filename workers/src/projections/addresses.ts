import { collections, type AddressDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** Saved addresses, one document each, listed per person. */
export const addressesProjection: Projection<AddressDocument> = {
  name: 'addresses',
  collection: collections.addresses,
  handles: ['AddressAdded', 'AddressUpdated', 'AddressDeleted'],
  documentId: (event) => ('addressId' in event.data ? event.data.addressId : null),
  evolve(address, event) {
    switch (event.type) {
      case 'AddressAdded': {
        const { addressId, ...fields } = event.data;
        return { _id: addressId, ...fields, createdAt: event.metadata.time };
      }
      case 'AddressUpdated': {
        if (!address) return null;
        const { addressId: _a, ...fields } = event.data;
        return { ...address, ...fields };
      }
      case 'AddressDeleted':
        return null;
      default:
        return address;
    }
  },
  indexes: [{ keys: { userId: 1, createdAt: 1 } }],
};
